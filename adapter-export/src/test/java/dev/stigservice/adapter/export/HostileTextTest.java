package dev.stigservice.adapter.export;

import dev.stigservice.xccdf.Xccdf;
import com.opencsv.CSVReader;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Export;
import dev.stigservice.domain.model.BenchmarkStatus;
import dev.stigservice.domain.model.Check;
import dev.stigservice.domain.model.DublinCore;
import dev.stigservice.domain.model.Fix;
import dev.stigservice.domain.model.Ident;
import dev.stigservice.domain.model.LocalizedText;
import dev.stigservice.domain.model.Notice;
import dev.stigservice.domain.model.PlainText;
import dev.stigservice.domain.model.Publication;
import dev.stigservice.domain.model.Reference;
import dev.stigservice.domain.model.Revision;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.RuleDescription;
import dev.stigservice.domain.model.Severity;
import dev.stigservice.domain.model.SourceFile;
import dev.stigservice.domain.port.Exporter;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Text that breaks naive writers: every format stays well-formed and says exactly what the model holds. */
class HostileTextTest {

    private static final List<String> HOSTILE = List.of(
            "plain",
            "\"quoted\", with commas, and \"\"doubled\"\" quotes",
            "line one\r\nline two\nline three\rline four",
            "=HYPERLINK(\"http://evil.example\",\"click\")",
            "+1+2",
            "-2+3",
            "@SUM(A1:A2)",
            "\tstarts with a tab",
            "\rstarts with a carriage return",
            "non-ASCII: Grüße, 日本語, עברית, emoji 🔐",
            "xml: <tag attr=\"v\">&amp; & ]]> </tag> '",
            "x".repeat(20_000));

    private static String text(int index) {
        return HOSTILE.get(index % HOSTILE.size());
    }

    private static Benchmark hostileBenchmark() {
        List<Rule> rules = new ArrayList<>();
        for (int i = 0; i < HOSTILE.size(); i++) {
            String text = HOSTILE.get(i);
            RuleDescription description = new RuleDescription(text, text, text, text, text, text, text, text, text, List.of(text, text), List.of(text));
            rules.add(new Rule("V-" + i, text, "SV-" + i + "r1_rule", text, Severity.MEDIUM, "10.0", text, description,
                    List.of(new Reference(text, List.of(new DublinCore("title", text), new DublinCore("identifier", text)))),
                    List.of(new Ident(Ident.LEGACY_SYSTEM, "V-1" + i), new Ident(Ident.CCI_SYSTEM, "CCI-000366"), new Ident(Ident.LEGACY_SYSTEM, "SV-1" + i), new Ident(Ident.CCI_SYSTEM, "CCI-000001")), new Check("C-" + i + "_chk",
                    new Check.CheckContentRef("x.xml", "M"), text), new Fix("F-" + i + "_fix", text)));
        }
        return new Benchmark("Hostile_STIG", "Hostile \"<STIG>\" & co", "=1+1 <b>", new BenchmarkStatus("accepted", LocalDate.of(2026, 1, 2)),
                null, new Revision("1", "2", LocalDate.of(2026, 1, 1)), "Release: 2 Benchmark Date: 01 Jan 2026",
                new Publication(text(0), List.of(new Notice("terms-of-use", "en", text(1))), new LocalizedText("en", text(2)),
                        new LocalizedText(null, text(3)), List.of(new PlainText("generator", text(4)))),
                new SourceFile("hostile.xml", "a".repeat(64)), List.of(), rules);
    }

    private static byte[] render(Exporter exporter) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        exporter.write(new Export(hostileBenchmark(), null), out);
        return out.toByteArray();
    }

    @Test
    void csvKeepsEveryCellIntactAndGuardsFormulaTriggers() throws Exception {
        byte[] csv = render(new CsvExporter());
        String text = new String(csv, StandardCharsets.UTF_8);
        assertThat(text).startsWith(String.join(",", CsvExporter.HEADER) + "\r\n");
        // opencsv's reader turns CR inside quoted cells into LF, so the exact bytes are checked on the raw text.
        assertThat(text).contains("\"line one\r\nline two\nline three\rline four\"");
        assertThat(text).contains("\"'\rstarts with a carriage return\"");
        try (CSVReader reader = new CSVReader(new InputStreamReader(new ByteArrayInputStream(csv), StandardCharsets.UTF_8))) {
            List<String[]> rows = reader.readAll();
            assertThat(rows).hasSize(HOSTILE.size() + 1);
            for (int i = 0; i < HOSTILE.size(); i++) {
                String[] row = rows.get(i + 1);
                String guarded = "=+-@\t\r".indexOf(HOSTILE.get(i).charAt(0)) >= 0 ? "'" + HOSTILE.get(i) : HOSTILE.get(i);
                String expected = guarded.replace("\r\n", "\n").replace('\r', '\n');
                assertThat(row).hasSize(CsvExporter.HEADER.length);
                assertThat(row[2]).as("Group Title of rule %d", i).isEqualTo(expected);
                assertThat(row[6]).as("Discussion of rule %d", i).isEqualTo(expected);
                assertThat(row[3]).isEqualTo("SV-" + i + "r1_rule");
                assertThat(row[23]).isEqualTo("CCI-000366\nCCI-000001");
                assertThat(row[25]).isEqualTo("V-1" + i + "\nSV-1" + i);
            }
        }
    }

    @Test
    void guardPrefixesOnlyTheTriggerCharacters() {
        assertThat(CsvExporter.guard("=1")).isEqualTo("'=1");
        assertThat(CsvExporter.guard("-1")).isEqualTo("'-1");
        assertThat(CsvExporter.guard("a=1")).isEqualTo("a=1");
        assertThat(CsvExporter.guard("")).isEmpty();
        assertThat(CsvExporter.guard(null)).isEmpty();
    }

    @Test
    void xmlStaysWellFormedAndCarriesTheTextExactly() throws Exception {
        byte[] xml = render(new XccdfExporter());
        DocumentBuilderFactory factory = DocumentBuilderFactory.newDefaultInstance();
        factory.setNamespaceAware(true);
        Document document = factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml));
        Element root = document.getDocumentElement();
        assertThat(root.getAttribute("id")).isEqualTo("Hostile_STIG");
        var titles = document.getElementsByTagNameNS(Xccdf.NAMESPACE, "title");
        assertThat(titles.item(0).getTextContent()).isEqualTo("Hostile \"<STIG>\" & co");
        var checks = document.getElementsByTagNameNS(Xccdf.NAMESPACE, "check-content");
        assertThat(checks.getLength()).isEqualTo(HOSTILE.size());
        for (int i = 0; i < HOSTILE.size(); i++) {
            // XML normalises a lone CR and CRLF in text to LF on parse unless escaped; the writer escapes them.
            assertThat(checks.item(i).getTextContent()).as("check content %d", i).isEqualTo(HOSTILE.get(i));
        }
    }

    @Test
    void jsonCarriesTheTextExactly() throws Exception {
        JsonNode json = new ObjectMapper().readTree(render(new JsonExporter()));
        assertThat(json.get("title").asString()).isEqualTo("Hostile \"<STIG>\" & co");
        for (int i = 0; i < HOSTILE.size(); i++) {
            assertThat(json.get("rules").get(i).get("discussion").asString()).isEqualTo(HOSTILE.get(i));
        }
    }
}
