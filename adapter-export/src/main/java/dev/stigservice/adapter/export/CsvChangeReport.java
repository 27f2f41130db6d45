package dev.stigservice.adapter.export;

import com.opencsv.ICSVWriter;
import dev.stigservice.domain.model.BenchmarkChanges;
import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.model.FieldChange;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.RuleChange;
import dev.stigservice.domain.port.ChangeReportWriter;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;

/**
 * What changed, one row per changed field (one row for a rule added or removed), with the columns a reviewer filters
 * on in a spreadsheet; cells go through the same formula-injection guard as the CSV download.
 */
final class CsvChangeReport implements ChangeReportWriter {

    /** The third value is the version: raise it whenever this writer writes other bytes for the same document. */

    static final Format FORMAT = new Format(CsvExporter.FORMAT.name(), CsvExporter.FORMAT.mediaType(), "1");
    static final String[] HEADER = {"Change", "Vuln ID", "Rule ID Before", "Rule ID After", "STIG ID", "Severity", "Rule Title",
            "Field", "Before", "After"};

    @Override
    public Format format() {
        return FORMAT;
    }

    @Override
    public void write(BenchmarkChanges changes, OutputStream out) throws IOException {
        try (ICSVWriter csv = CsvExporter.open(out)) {
            csv.writeNext(HEADER, false);
            for (FieldChange change : changes.benchmark()) {
                csv.writeNext(guarded("benchmark", null, null, null, null, null, null, change.field(), change.before(), change.after()), false);
            }
            for (RuleChange change : changes.rules()) {
                Rule rule = change.rule();
                String kind = JsonChangeReport.kind(change.kind());
                String before = change.before() == null ? null : change.before().ruleId();
                String after = change.after() == null ? null : change.after().ruleId();
                String severity = rule.severity() == null ? null : rule.severity().code();
                if (change.changes().isEmpty()) {
                    csv.writeNext(guarded(kind, rule.groupId(), before, after, rule.stigId(), severity, rule.title(), null, null, null), false);
                }
                for (FieldChange field : change.changes()) {
                    csv.writeNext(guarded(kind, rule.groupId(), before, after, rule.stigId(), severity, rule.title(),
                            field.field(), field.before(), field.after()), false);
                }
            }
            csv.flush();
        }
    }

    private static String[] guarded(String... cells) {
        return Arrays.stream(cells).map(CsvExporter::guard).toArray(String[]::new);
    }
}
