package dev.stigservice.adapter.export;

import com.opencsv.CSVReader;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.CciItem;
import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.CciReference;
import dev.stigservice.domain.model.Export;
import dev.stigservice.domain.model.RevisionComparison;
import dev.stigservice.domain.model.SourceFile;
import dev.stigservice.domain.port.Renderer;
import dev.stigservice.xccdf.XccdfReader;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Every standard format on a benchmark built in code, each read back by an independent reader (no DISA file needed). */
class StandardExportersTest {

    private static <T> byte[] render(Renderer<T> renderer, T document) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        renderer.write(document, out);
        return out.toByteArray();
    }

    @Test
    void theJsonExportHoldsTheBenchmarkAndEveryRule() throws Exception {
        JsonNode json = new ObjectMapper().readTree(render(new JsonExporter(), new Export(ExampleBenchmarks.first(), null)));

        assertThat(json.get("slug").asString()).isEqualTo("example-os-stig");
        assertThat(json.get("revision").asString()).isEqualTo("V1R1");
        assertThat(json.get("benchmarkDate").asString()).isEqualTo("2026-01-15");
        assertThat(json.get("ruleCount").asInt()).isEqualTo(2);
        assertThat(json.get("severityCounts").get("high").asInt()).isEqualTo(1);
        assertThat(json.get("rules").get(1).get("ruleId").asString()).isEqualTo("SV-100002r1_rule");
        assertThat(json.get("rules").get(1).get("fixText").asString()).isEqualTo("Disable the guest account.");
    }

    @Test
    void theCsvExportIsStigViewersTableWithOneRowPerRule() throws Exception {
        List<String[]> rows = new CSVReader(new StringReader(new String(render(new CsvExporter(), new Export(ExampleBenchmarks.first(), null)),
                StandardCharsets.UTF_8))).readAll();

        assertThat(rows).hasSize(3);
        assertThat(rows.getFirst()).containsExactly(CsvExporter.HEADER);
        assertThat(rows.get(1)).startsWith("V-100001", "high", "SRG-OS-000078-GPOS-00046", "SV-100001r1_rule", "EX-00-000010");
        assertThat(rows.get(1)[List.of(CsvExporter.HEADER).indexOf("CCI")]).isEqualTo("CCI-000205");
    }

    @Test
    void theCsvsNistColumnHoldsTheRevision4IndexesOfTheRulesCcisFromTheCciList() throws Exception {
        CciList list = new CciList("2024-01-01", null, new SourceFile("U_CCI_List.xml", "c".repeat(64)), List.of(
                new CciItem("CCI-000205", "draft", null, "DISA", "Passwords are long.", List.of("technical"), List.of(
                        new CciReference("NIST", "NIST SP 800-53", "3", null, "IA-5 (1) (a)"),
                        new CciReference("NIST", "NIST SP 800-53A", "1", null, "IA-5 (1).1 (i)"),
                        new CciReference("NIST", "NIST SP 800-53 Revision 4", "4", null, "IA-5 (1) (a)"),
                        new CciReference("NIST", "NIST SP 800-53 Revision 4", "4", null, "IA-5 (1) (b)")))));
        int nist = List.of(CsvExporter.HEADER).indexOf("NIST SP 800-53 Revision 4 References");

        List<String[]> with = new CSVReader(new StringReader(new String(render(new CsvExporter(), new Export(ExampleBenchmarks.first(), list)),
                StandardCharsets.UTF_8))).readAll();
        List<String[]> without = new CSVReader(new StringReader(new String(render(new CsvExporter(), new Export(ExampleBenchmarks.first(), null)),
                StandardCharsets.UTF_8))).readAll();

        assertThat(with.get(1)[nist]).isEqualTo("IA-5 (1) (a)\nIA-5 (1) (b)");
        assertThat(without.get(1)[nist]).isEmpty();
        assertThat(new CsvExporter().readsCciList()).isTrue();
        assertThat(new JsonExporter().readsCciList()).isFalse();
        assertThat(new XccdfExporter().readsCciList()).isFalse();
    }

    @Test
    void theXccdfExportReadsBackAsTheSameRulesAndRevision() throws Exception {
        Benchmark written = ExampleBenchmarks.second();
        Benchmark read = new XccdfReader().read("export.xml", render(new XccdfExporter(), new Export(written, null)));

        assertThat(read.benchmarkId()).isEqualTo(written.benchmarkId());
        assertThat(read.revision()).isEqualTo(written.revision());
        assertThat(read.releaseInfo()).isEqualTo(written.releaseInfo());
        assertThat(read.profiles()).isEqualTo(written.profiles());
        assertThat(read.rules()).isEqualTo(written.rules());
    }

    @Test
    void theChangeReportsNameEveryAddedRemovedAndChangedRule() throws Exception {
        var changes = RevisionComparison.compare(ExampleBenchmarks.first(), ExampleBenchmarks.second());

        JsonNode json = new ObjectMapper().readTree(render(new JsonChangeReport(), changes));
        assertThat(json.get("from").get("revision").asString()).isEqualTo("V1R1");
        assertThat(json.get("to").get("revision").asString()).isEqualTo("V1R2");
        assertThat(json.get("rules").valueStream().map(rule -> rule.get("change").asString() + " " + rule.get("groupId").asString()))
                .containsExactlyInAnyOrder("changed V-100001", "removed V-100002", "added V-100003");

        List<String[]> rows = new CSVReader(new StringReader(new String(render(new CsvChangeReport(), changes),
                StandardCharsets.UTF_8))).readAll();
        assertThat(rows.getFirst()).containsExactly(CsvChangeReport.HEADER);
        assertThat(rows).anySatisfy(row -> assertThat(row).contains("V-100001", "Set the password length to 15.", "Set the password length to 16."));
    }
}
