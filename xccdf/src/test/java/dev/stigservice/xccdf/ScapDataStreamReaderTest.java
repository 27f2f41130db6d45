package dev.stigservice.xccdf;

import dev.stigservice.domain.model.ScapBenchmark;
import dev.stigservice.domain.model.ScapProfile;
import dev.stigservice.domain.model.ScapRule;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The SCAP data-stream reader on real data streams (DISA's RHEL 8 SCAP benchmark and ComplianceAsCode's, as Debian
 * installs them), each checked against an independent reading of the same file: a DOM parse with the JDK's parser, the
 * rules found by tag name, the manual ids taken from DISA's ids or ComplianceAsCode's references by regular expression.
 */
class ScapDataStreamReaderTest {

    private static final String XCCDF = "http://checklists.nist.gov/xccdf/1.2";
    private static final Pattern SV = Pattern.compile("SV-(\\d+)r\\d+_rule");

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
    void aDocumentTypeDeclarationIsRefused() {
        byte[] hostile = ("<!DOCTYPE data-stream-collection [<!ENTITY x SYSTEM 'file:///etc/passwd'>]><data-stream-collection xmlns='"
                + ScapDataStreamReader.SOURCE_DATA_STREAM_NAMESPACE + "'>&x;</data-stream-collection>").getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> reader.read("x.xml", hostile)).isInstanceOf(XccdfException.class).hasMessageContaining("document type declaration");
    }

    /** Reads the file with the reader and with the DOM, and compares id, title, profiles and every rule's ids. */
    private ScapBenchmark readAndCompare(Path file) throws Exception {
        ScapBenchmark read = reader.read(file.getFileName().toString(), Files.readAllBytes(file)).orElseThrow();
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Element benchmark = (Element) factory.newDocumentBuilder().parse(file.toFile()).getElementsByTagNameNS(XCCDF, "Benchmark").item(0);
        assertThat(read.benchmarkId()).isEqualTo(benchmark.getAttribute("id"));
        assertThat(read.title()).isEqualTo(childText(benchmark, "title"));
        assertThat(read.version()).isEqualTo(childText(benchmark, "version"));
        List<String> profileIds = new ArrayList<>();
        for (Element profile : children(benchmark, "Profile")) {
            profileIds.add(profile.getAttribute("id"));
        }
        assertThat(read.profiles()).extracting(ScapProfile::id).containsExactlyElementsOf(profileIds);
        NodeList rules = benchmark.getElementsByTagNameNS(XCCDF, "Rule");
        List<ScapRule> expected = new ArrayList<>();
        for (int i = 0; i < rules.getLength(); i++) {
            Element rule = (Element) rules.item(i);
            String id = rule.getAttribute("id");
            String sv = null;
            Matcher inId = SV.matcher(id);
            if (inId.find()) {
                sv = inId.group();
            } else {
                for (Element reference : children(rule, "reference")) {
                    if (sv == null && SV.matcher(reference.getTextContent().strip()).matches()) {
                        sv = reference.getTextContent().strip();
                    }
                }
            }
            String group = ((Element) rule.getParentNode()).getAttribute("id");
            String v = group.matches(".*_group_V-\\d+") ? group.substring(group.lastIndexOf("V-")) : null;
            if (v == null && sv != null) {
                Matcher number = SV.matcher(sv);
                v = number.matches() ? "V-" + number.group(1) : null;
            }
            expected.add(new ScapRule(id, sv, v));
        }
        assertThat(read.rules()).as("every Rule element, in document order").containsExactlyElementsOf(expected);
        return read;
    }

    private static String childText(Element parent, String name) {
        List<Element> found = children(parent, name);
        return found.isEmpty() ? null : found.getFirst().getTextContent().strip();
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        for (var node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && XCCDF.equals(element.getNamespaceURI()) && name.equals(element.getLocalName())) {
                found.add(element);
            }
        }
        return found;
    }
}
