package dev.stigservice.xccdf;

import dev.stigservice.domain.model.RuleResult;
import dev.stigservice.domain.model.ScanResult;
import dev.stigservice.domain.model.ScanResults;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Results as the tools write them: OpenSCAP's real run, SCC's prefixes, XCCDF 1.1, ARF; and what is not results. */
class XccdfResultsReaderTest {

    private static final String XCCDF_12 = "http://checklists.nist.gov/xccdf/1.2";
    private final XccdfResultsReader reader = new XccdfResultsReader();

    private ScanResults read(String xml) throws XccdfException {
        return reader.read(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void readsOpenScapsRealRunOfDisasRhel8Benchmark() throws Exception {
        Path file = StigSamples.directory().resolveSibling("rhel8").resolve("oscap-results-rhel8-v1r3.xml");
        assumeTrue(Files.isRegularFile(file), "the shared RHEL 8 results not found at " + file);
        ScanResults results;
        try (InputStream in = Files.newInputStream(file)) {
            results = reader.read(in);
        }
        assertThat(results.benchmarkId()).isEqualTo("xccdf_mil.disa.stig_benchmark_RHEL_8_STIG");
        assertThat(results.manualBenchmarkId()).isEqualTo("RHEL_8_STIG");
        assertThat(results.scanner()).isEqualTo("OpenSCAP 1.3.5");
        assertThat(results.endTime()).isEqualTo("2021-11-12T11:37:31-05:00");
        assertThat(results.target().hostName()).isEqualTo("localhost.localdomain");
        assertThat(results.target().fqdn()).isEqualTo("localhost");
        assertThat(results.target().ips()).contains("127.0.0.1", "10.0.2.15", "192.168.122.1", "::1", "fe80::a00:27ff:fe6d:f716");
        assertThat(results.target().macs()).containsExactly("00:00:00:00:00:00", "08:00:27:6D:F7:16", "52:54:00:71:14:BD");
        // SOURCES.md's figures: 248 results, 61 pass, 166 fail, 21 error.
        assertThat(results.results()).hasSize(248);
        Map<ScanResult, Long> counts = results.results().stream().collect(Collectors.groupingBy(RuleResult::result, Collectors.counting()));
        assertThat(counts).containsExactlyInAnyOrderEntriesOf(Map.of(ScanResult.PASS, 61L, ScanResult.FAIL, 166L, ScanResult.ERROR, 21L));
        RuleResult first = results.results().getFirst();
        assertThat(first.ruleId()).isEqualTo("xccdf_mil.disa.stig_rule_SV-230221r743913_rule");
        assertThat(first.manualRuleId()).contains("SV-230221r743913_rule");
        assertThat(first.result()).isEqualTo(ScanResult.PASS);
    }

    @Test
    void readsSccsPrefixedResultsWithMessages() throws Exception {
        ScanResults results = read("""
                <?xml version="1.0" encoding="UTF-8"?>
                <cdf:Benchmark xmlns:cdf="http://checklists.nist.gov/xccdf/1.2" id="xccdf_mil.disa.stig_benchmark_RHEL_8_STIG">
                  <cdf:Rule id="xccdf_mil.disa.stig_rule_SV-1r1_rule"><cdf:title>not read</cdf:title></cdf:Rule>
                  <cdf:TestResult id="xccdf_mil.disa.stig_testresult_scap_mil.disa_comp_RHEL" end-time="2024-02-01T10:00:00"
                                  test-system="cpe:/a:spawar:scc:5.8">
                    <cdf:benchmark href="#" id="xccdf_mil.disa.stig_benchmark_RHEL_8_STIG"/>
                    <cdf:target>host01</cdf:target>
                    <cdf:target-address>192.0.2.7</cdf:target-address>
                    <cdf:target-facts>
                      <cdf:fact name="urn:scap:fact:asset:identifier:host_name" type="string">host01</cdf:fact>
                      <cdf:fact name="urn:scap:fact:asset:identifier:fqdn" type="string">host01.example.mil</cdf:fact>
                      <cdf:fact name="urn:scap:fact:asset:identifier:mac" type="string">02-00-00-00-00-07</cdf:fact>
                    </cdf:target-facts>
                    <cdf:rule-result idref="xccdf_mil.disa.stig_rule_SV-230221r743913_rule" time="2024-02-01T10:00:00">
                      <cdf:result>notapplicable</cdf:result>
                      <cdf:message severity="info">first message</cdf:message>
                      <cdf:message severity="info">second message</cdf:message>
                    </cdf:rule-result>
                  </cdf:TestResult>
                </cdf:Benchmark>
                """);
        assertThat(results.scanner()).isEqualTo("scc 5.8");
        assertThat(results.target().fqdn()).isEqualTo("host01.example.mil");
        assertThat(results.target().ips()).containsExactly("192.0.2.7");
        assertThat(results.target().macs()).containsExactly("02-00-00-00-00-07");
        assertThat(results.results()).singleElement().satisfies(result -> {
            assertThat(result.result()).isEqualTo(ScanResult.NOTAPPLICABLE);
            assertThat(result.messages()).containsExactly("first message", "second message");
        });
    }

    @Test
    void readsXccdf11ResultsAndTakesTheBenchmarkIdFromTheBenchmarkAroundThem() throws Exception {
        ScanResults results = read("""
                <Benchmark xmlns="http://checklists.nist.gov/xccdf/1.1" id="RHEL_8_STIG">
                  <TestResult id="r1" end-time="2021-01-01T00:00:00">
                    <benchmark href="U_RHEL_8.xml"/>
                    <target>h</target>
                    <rule-result idref="SV-230221r743913_rule"><result>fail</result></rule-result>
                    <rule-result idref="SV-230223r792855_rule"><result>notchecked</result></rule-result>
                  </TestResult>
                </Benchmark>
                """);
        assertThat(results.benchmarkId()).isEqualTo("RHEL_8_STIG");
        assertThat(results.scanner()).isEqualTo("the scanner");
        assertThat(results.target().hostName()).isEqualTo("h");
        assertThat(results.results()).extracting(RuleResult::result).containsExactly(ScanResult.FAIL, ScanResult.NOTCHECKED);
    }

    @Test
    void readsATestResultOnItsOwn() throws Exception {
        ScanResults results = read("""
                <TestResult xmlns="http://checklists.nist.gov/xccdf/1.2" id="xccdf_x_testresult_1">
                  <benchmark id="xccdf_mil.disa.stig_benchmark_RHEL_8_STIG"/>
                  <rule-result idref="xccdf_mil.disa.stig_rule_SV-230221r743913_rule"><result>pass</result></rule-result>
                </TestResult>
                """);
        assertThat(results.manualBenchmarkId()).isEqualTo("RHEL_8_STIG");
        assertThat(results.results()).hasSize(1);
    }

    @Test
    void readsTheResultsInsideAnArfReportBesideTheDataStream() throws Exception {
        ScanResults results = read(arf(""));
        assertThat(results.benchmarkId()).isEqualTo("xccdf_mil.disa.stig_benchmark_RHEL_8_STIG");
        assertThat(results.results()).extracting(RuleResult::manualRuleId)
                .containsExactly(java.util.Optional.of("SV-230221r743913_rule"));
    }

    /** An ARF as {@code oscap --results-arf} lays it out: the data stream (with its benchmark's rules) before the report. */
    private static String arf(String padding) {
        return """
                <arf:asset-report-collection xmlns:arf="http://scap.nist.gov/schema/asset-reporting-format/1.1"
                    xmlns:ds="http://scap.nist.gov/schema/scap/source/1.2" xmlns:xccdf="http://checklists.nist.gov/xccdf/1.2">
                  <arf:report-requests><arf:report-request id="collection1"><arf:content>
                    <ds:data-stream-collection><ds:component id="c1">
                      <xccdf:Benchmark id="xccdf_mil.disa.stig_benchmark_RHEL_8_STIG">
                        <xccdf:Rule id="xccdf_mil.disa.stig_rule_SV-230221r743913_rule"/>
                      </xccdf:Benchmark>
                    </ds:component></ds:data-stream-collection>
                  </arf:content></arf:report-request></arf:report-requests>
                  <arf:reports><arf:report id="xccdf1"><arf:content>
                    <xccdf:TestResult id="xccdf_org.open-scap_testresult_p" test-system="cpe:/a:redhat:openscap:1.3.7">
                      <xccdf:benchmark href="#scap_org.open-scap_comp_x" id="xccdf_mil.disa.stig_benchmark_RHEL_8_STIG"/>
                      <xccdf:rule-result idref="xccdf_mil.disa.stig_rule_SV-230221r743913_rule"><xccdf:result>pass</xccdf:result></xccdf:rule-result>
                    </xccdf:TestResult>
                  </arf:content></arf:report></arf:reports>
                """ + padding + "</arf:asset-report-collection>";
    }

    @Test
    void readsA60MegabyteArfAsAStream() throws Exception {
        // 60 MB of OVAL-like results after the report, generated as the stream is read: never a byte array of the whole.
        byte[] chunk = "<oval_results xmlns=\"http://oval.mitre.org/XMLSchema/oval-results-5\"><x>%s</x></oval_results>\n"
                .formatted("y".repeat(1000)).getBytes(StandardCharsets.UTF_8);
        String whole = arf("@");
        int at = whole.indexOf('@');
        int chunks = 60 * 1024 * 1024 / chunk.length;
        List<InputStream> parts = new java.util.ArrayList<>();
        parts.add(new ByteArrayInputStream(whole.substring(0, at).getBytes(StandardCharsets.UTF_8)));
        parts.add(new InputStream() {
            private int left = chunks;
            private int position = chunk.length;

            @Override
            public int read() {
                if (position == chunk.length) {
                    if (left == 0) {
                        return -1;
                    }
                    left--;
                    position = 0;
                }
                return chunk[position++];
            }

            @Override
            public int read(byte[] into, int offset, int length) {
                int n = 0;
                while (n < length) {
                    int b = read();
                    if (b < 0) {
                        return n == 0 ? -1 : n;
                    }
                    into[offset + n++] = (byte) b;
                }
                return n;
            }
        });
        parts.add(new ByteArrayInputStream(whole.substring(at + 1).getBytes(StandardCharsets.UTF_8)));
        ScanResults results = reader.read(new SequenceInputStream(Collections.enumeration(parts)));
        assertThat(results.results()).hasSize(1);
    }

    @Test
    void takesTheLastTestResultOfSeveral() throws Exception {
        ScanResults results = read("""
                <Benchmark xmlns="%1$s" id="xccdf_mil.disa.stig_benchmark_RHEL_8_STIG">
                  <TestResult id="a"><rule-result idref="xccdf_mil.disa.stig_rule_SV-1r1_rule"><result>fail</result></rule-result></TestResult>
                  <TestResult id="b"><rule-result idref="xccdf_mil.disa.stig_rule_SV-1r1_rule"><result>pass</result></rule-result></TestResult>
                </Benchmark>
                """.formatted(XCCDF_12));
        assertThat(results.results()).extracting(RuleResult::result).containsExactly(ScanResult.PASS);
    }

    @Test
    void refusesWhatIsNotResultsSayingWhatItIs() {
        assertThatThrownBy(() -> read("<project xmlns=\"http://maven.apache.org/POM/4.0.0\"/>"))
                .hasMessage("not XCCDF results: the root element is {http://maven.apache.org/POM/4.0.0}project, "
                        + "not an XCCDF Benchmark or TestResult or an ARF asset-report-collection");
        assertThatThrownBy(() -> read("<CHECKLIST><ASSET/></CHECKLIST>")).hasMessageContaining("the root element is CHECKLIST");
        assertThatThrownBy(() -> read("<Benchmark xmlns=\"%s\" id=\"xccdf_b\"><Rule id=\"r\"/></Benchmark>".formatted(XCCDF_12)))
                .hasMessageStartingWith("no TestResult: the Benchmark holds no scan results");
        assertThatThrownBy(() -> read("<TestResult xmlns=\"%s\" id=\"t\"><rule-result idref=\"r\"><result>pass</result></rule-result></TestResult>"
                .formatted(XCCDF_12))).hasMessageStartingWith("the TestResult names no benchmark");
        assertThatThrownBy(() -> read("<TestResult xmlns=\"%s\" id=\"t\"><benchmark id=\"b\"/><rule-result idref=\"r\"><result>passed</result></rule-result></TestResult>"
                .formatted(XCCDF_12))).hasMessage("a rule-result has a result that is not one of XCCDF's, line 1");
        assertThatThrownBy(() -> read("{\"not\": \"xml\"}")).hasMessageStartingWith("Results: not well-formed XML");
    }

    @Test
    void refusesADocumentTypeDeclarationAndSoEveryEntity() {
        String entity = """
                <?xml version="1.0"?>
                <!DOCTYPE Benchmark [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
                <Benchmark xmlns="http://checklists.nist.gov/xccdf/1.2" id="b"><TestResult id="t"><target>&xxe;</target></TestResult></Benchmark>
                """;
        assertThatThrownBy(() -> read(entity)).isInstanceOf(XccdfException.class)
                .hasMessageContaining("a document type declaration (<!DOCTYPE ...>), which is not accepted");
    }

    @Test
    void boundsTheRuleResults() throws IOException {
        String many = "<rule-result idref=\"xccdf_mil.disa.stig_rule_SV-1r1_rule\"><result>pass</result></rule-result>"
                .repeat(XccdfResultsReader.MAX_RULE_RESULTS + 1);
        assertThatThrownBy(() -> read("<TestResult xmlns=\"%s\" id=\"t\"><benchmark id=\"b\"/>%s</TestResult>".formatted(XCCDF_12, many)))
                .hasMessage("more than 100000 rule results in one TestResult");
    }
}
