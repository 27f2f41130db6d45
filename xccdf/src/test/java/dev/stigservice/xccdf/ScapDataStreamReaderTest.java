package dev.stigservice.xccdf;

import dev.stigservice.domain.model.ScapBenchmark;
import dev.stigservice.domain.model.ScapProfile;
import dev.stigservice.domain.model.ScapRule;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The SCAP data-stream reader on real data streams (DISA's RHEL 8 SCAP benchmark and ComplianceAsCode's, as Debian
 * installs them), each checked against an independent reading of the same file: a DOM parse with the JDK's parser, the
 * rules found by tag name, the manual ids taken from DISA's ids or ComplianceAsCode's references by regular expression ({@link ScapReading}).
 */
class ScapDataStreamReaderTest {

    private static final String XCCDF = "http://checklists.nist.gov/xccdf/1.2";

    private final ScapDataStreamReader reader = new ScapDataStreamReader();

    @Test
    void disasRhel8ScapBenchmark() throws Exception {
        Path file = StigSamples.file("disa-stig-rhel8-v2r8-xccdf-scap.xml");
        ScapBenchmark benchmark = readAndCompare(file);
        assertThat(benchmark.benchmarkId()).isEqualTo("xccdf_mil.disa.stig_benchmark_RHEL_8_STIG");
        assertThat(benchmark.title()).isEqualTo("Red Hat Enterprise Linux 8 STIG SCAP Benchmark");
        assertThat(benchmark.version()).isEqualTo("002.008");
        assertThat(benchmark.status().value()).isEqualTo("accepted");
        assertThat(benchmark.status().date()).hasToString("2026-05-20");
        assertThat(benchmark.benchmarkDate()).hasToString("2026-07-01");
        assertThat(benchmark.rules()).hasSize(288).allSatisfy(rule -> {
            assertThat(rule.svRuleId()).isNotNull();
            assertThat(rule.vGroupId()).as("DISA's group names it").isEqualTo("V-" + rule.ruleNumber());
        });
        assertThat(benchmark.rules().getFirst()).isEqualTo(new ScapRule("xccdf_mil.disa.stig_rule_SV-230221r1017040_rule",
                "SV-230221r1017040_rule", "V-230221"));
        assertThat(benchmark.profiles()).hasSize(11);
        assertThat(benchmark.slug().value()).isEqualTo("xccdf-mil-disa-stig-benchmark-rhel-8-stig");
    }

    @ParameterizedTest
    @ValueSource(strings = {"ssg-rhel8-ds.xml", "ssg-debian11-ds.xml", "ssg-sle15-ds.xml"})
    void complianceAsCodesDataStreams(String name) throws Exception {
        ScapBenchmark benchmark = readAndCompare(StigSamples.ssgDataStream(name));
        assertThat(benchmark.benchmarkId()).startsWith("xccdf_org.ssgproject.content_benchmark_");
        assertThat(benchmark.version()).isEqualTo("0.1.65");
    }

    @Test
    void ssgRhel8NamesDisasRulesInReferences() throws Exception {
        ScapBenchmark benchmark = reader.read("ssg-rhel8-ds.xml", Files.readAllBytes(StigSamples.ssgDataStream("ssg-rhel8-ds.xml"))).orElseThrow();
        assertThat(benchmark.profiles()).extracting(ScapProfile::id).contains("xccdf_org.ssgproject.content_profile_stig");
        assertThat(benchmark.rules()).filteredOn(rule -> rule.svRuleId() != null).hasSize(397)
                .allSatisfy(rule -> assertThat(rule.vGroupId()).as("derived from the rule number").isEqualTo("V-" + rule.ruleNumber()));
        assertThat(benchmark.rules()).filteredOn(rule -> "SV-230263r858725_rule".equals(rule.svRuleId())).hasSize(1);
    }

    @Test
    void aManualBenchmarkIsNotADataStream() throws Exception {
        byte[] manual = Files.readAllBytes(StigSamples.file("U_MOZ_Firefox_STIG_V6R7_Manual-xccdf.xml"));
        assertThat(reader.read("firefox.xml", manual)).isEmpty();
    }

    @Test
    void aDataStreamWithoutABenchmarkIsRefused() {
        byte[] empty = ("<data-stream-collection xmlns='" + ScapDataStreamReader.SOURCE_DATA_STREAM_NAMESPACE + "'/>").getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> reader.read("x.xml", empty)).isInstanceOf(XccdfException.class).hasMessageContaining("no XCCDF 1.2 Benchmark");
    }

    @Test
    void aGroupIdEndingInAnSvNumberNamesNoGroup() throws Exception {
        ScapBenchmark read = reader.read("x.xml", dataStream(benchmark("xccdf_test_benchmark_A",
                "<Group id='xccdf_test_group_SV-123'><title>g</title><Rule id='xccdf_test_rule_a'><title>a</title></Rule></Group>"
                        + "<Group id='xccdf_test_group_V-124'><title>g</title><Rule id='xccdf_test_rule_b'><title>b</title></Rule></Group>"
                        + "<Group id='V-125'><title>g</title><Rule id='xccdf_test_rule_c'><title>c</title></Rule></Group>"))).orElseThrow();
        assertThat(read.rules()).containsExactly(new ScapRule("xccdf_test_rule_a", null, null),
                new ScapRule("xccdf_test_rule_b", null, "V-124"), new ScapRule("xccdf_test_rule_c", null, "V-125"));
    }

    @Test
    void aDataStreamWithTwoBenchmarksIsRefused() {
        byte[] two = dataStream(benchmark("xccdf_test_benchmark_A", "") + benchmark("xccdf_test_benchmark_B", ""));
        assertThatThrownBy(() -> reader.read("x.xml", two)).isInstanceOf(XccdfException.class)
                .hasMessageContaining("more than one XCCDF 1.2 Benchmark (xccdf_test_benchmark_A and xccdf_test_benchmark_B)");
    }

    /** A data stream holding the benchmarks given, each in a component of its own. */
    private static byte[] dataStream(String benchmarks) {
        return ("<data-stream-collection xmlns='" + ScapDataStreamReader.SOURCE_DATA_STREAM_NAMESPACE + "'>" + benchmarks
                + "</data-stream-collection>").getBytes(StandardCharsets.UTF_8);
    }

    private static String benchmark(String id, String groups) {
        return "<component id='scap_test_comp_" + id + "'><Benchmark xmlns='" + XCCDF + "' id='" + id + "'><title>" + id
                + "</title><version>1</version>" + groups + "</Benchmark></component>";
    }

    @Test
    void aDocumentTypeDeclarationIsRefused() {
        byte[] hostile = ("<!DOCTYPE data-stream-collection [<!ENTITY x SYSTEM 'file:///etc/passwd'>]><data-stream-collection xmlns='"
                + ScapDataStreamReader.SOURCE_DATA_STREAM_NAMESPACE + "'>&x;</data-stream-collection>").getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> reader.read("x.xml", hostile)).isInstanceOf(XccdfException.class).hasMessageContaining("document type declaration");
    }

    /** Reads the file with the reader and with the independent DOM reading ({@link ScapReading}), and compares them. */
    private ScapBenchmark readAndCompare(Path file) throws Exception {
        ScapBenchmark read = reader.read(file.getFileName().toString(), Files.readAllBytes(file)).orElseThrow();
        ScapReading.ScapRead expected = ScapReading.scap(file);
        assertThat(read.benchmarkId()).isEqualTo(expected.benchmarkId());
        assertThat(read.title()).isEqualTo(expected.title());
        assertThat(read.version()).isEqualTo(expected.version());
        assertThat(read.profiles()).extracting(ScapProfile::id).containsExactlyElementsOf(expected.profileIds());
        assertThat(read.rules()).as("every Rule element, in document order")
                .containsExactlyElementsOf(expected.rules().stream().map(rule -> new ScapRule(rule.id(), rule.sv(), rule.v())).toList());
        return read;
    }
}
