package dev.stigservice.adapter.export;

import com.opencsv.CSVWriter;
import com.opencsv.ICSVWriter;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Export;
import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.RuleDescription;
import dev.stigservice.domain.port.Exporter;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * One row per rule in STIG Viewer's export columns, which spreadsheets and the SAF CLI map by name.
 * RFC 4180 quoting, CRLF line ends, UTF-8 without BOM, lists joined by newlines inside a cell. A cell
 * that a spreadsheet would run as a formula (leading {@code = + - @}, TAB or CR) is prefixed with
 * {@code '}.
 */
final class CsvExporter implements Exporter {

    /** The third value is the version: raise it whenever this writer writes other bytes for the same document. */

    static final Format FORMAT = new Format("csv", "text/csv; charset=utf-8", "2");
    static final String[] HEADER = {
            "Vuln ID", "Severity", "Group Title", "Rule ID", "STIG ID", "Rule Title", "Discussion", "IA Controls",
            "Check Content", "Fix Text", "False Positives", "False Negatives", "Documentable", "Mitigations",
            "Potential Impact", "Third Party Tools", "Mitigation Control", "Responsibility",
            "Severity Override Guidance", "Check Content Reference", "Classification", "STIG", "VMS Asset Posture",
            "CCI", "NIST SP 800-53 Revision 4 References", "Legacy"};
    private static final String CLASSIFICATION = "Unclass";
    /** The NIST column holds the Revision 4 indexes of the rule's CCIs from DISA's CCI list, as STIG Viewer fills it. */
    private static final String NIST_REVISION = "4";

    @Override
    public Format format() {
        return FORMAT;
    }

    @Override
    public boolean readsCciList() {
        return true;
    }

    @Override
    public void write(Export export, OutputStream out) throws IOException {
        try (ICSVWriter csv = open(out)) {
            csv.writeNext(HEADER, false);
            String stig = stigName(export.benchmark());
            for (Rule rule : export.benchmark().rules()) {
                csv.writeNext(row(rule, stig, lines(export.nistIndexes(rule, NIST_REVISION))), false);
            }
            csv.flush();
        }
    }

    private static String[] row(Rule rule, String stig, String nistReferences) {
        RuleDescription d = rule.description();
        String[] cells = {
                rule.groupId(), rule.severity() == null ? null : rule.severity().code(), rule.groupTitle(),
                rule.ruleId(), rule.stigId(), rule.title(), d.discussion(), lines(d.iaControls()),
                rule.check().content(), rule.fix().text(), d.falsePositives(), d.falseNegatives(), d.documentable(),
                d.mitigations(), d.potentialImpacts(), d.thirdPartyTools(), d.mitigationControl(), lines(d.responsibility()),
                d.severityOverrideGuidance(),
                rule.check().contentRef() == null ? null : rule.check().contentRef().name(),
                CLASSIFICATION, stig, null, lines(rule.ccis()), nistReferences, lines(rule.legacyIds())};
        for (int i = 0; i < cells.length; i++) {
            cells[i] = guard(cells[i]);
        }
        return cells;
    }

    /** STIG Viewer's "STIG" column: the title and the release it came from. */
    private static String stigName(Benchmark benchmark) {
        StringBuilder name = new StringBuilder(benchmark.title());
        if (benchmark.revision().version() != null) {
            name.append(" :: Version ").append(benchmark.revision().version());
            if (benchmark.releaseInfo() != null) {
                name.append(", ").append(benchmark.releaseInfo());
            }
        }
        return name.toString();
    }

    private static String lines(List<String> values) {
        return String.join("\n", values);
    }

    /** RFC 4180 as spreadsheets read it: UTF-8 without BOM, CRLF, quotes doubled; closing it leaves {@code out} open. */
    static ICSVWriter open(OutputStream out) {
        Writer text = new BufferedWriter(new OutputStreamWriter(new NonClosingOutputStream(out), StandardCharsets.UTF_8));
        return new CSVWriter(text, ',', '"', '"', "\r\n");
    }

    /** Formula-injection guard (OWASP "CSV injection"): a leading trigger character is neutralised with {@code '}. */
    static String guard(String cell) {
        if (cell == null) {
            return "";
        }
        if (!cell.isEmpty() && "=+-@\t\r".indexOf(cell.charAt(0)) >= 0) {
            return "'" + cell;
        }
        return cell;
    }
}
