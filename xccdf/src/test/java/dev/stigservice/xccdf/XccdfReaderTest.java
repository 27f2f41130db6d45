package dev.stigservice.xccdf;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Ident;
import dev.stigservice.domain.model.Rule;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/** Shapes of real files, written small: empty status, missing description, repeated tags, nested groups. */
class XccdfReaderTest {

    private final XccdfReader reader = new XccdfReader();

    private Benchmark read(String body) throws XccdfException {
        String xml = "<?xml version=\"1.0\"?>\r\n<Benchmark xmlns=\"http://checklists.nist.gov/xccdf/1.1\" id=\"Tiny_STIG\">"
                + body + "</Benchmark>";
        return reader.read("tiny.xml", xml.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void emptyStatusAndMissingPartsAreNullNeverInvented() throws Exception {
        Benchmark benchmark = read("<status></status><title> Tiny </title><version>1</version>"
                + "<Group id=\"V-1\"><title>SRG-1</title><Rule id=\"SV-1r1_rule\"><title>T</title></Rule></Group>");
        assertThat(benchmark.title()).isEqualTo("Tiny");
        assertThat(benchmark.status().value()).isNull();
        assertThat(benchmark.status().date()).isNull();
        assertThat(benchmark.revision().release()).isNull();
        assertThat(benchmark.revision().label()).isNull();
        assertThat(benchmark.releaseInfo()).isNull();
        Rule rule = benchmark.rules().getFirst();
        assertThat(rule.severity()).isNull();
        assertThat(rule.description().discussion()).isNull();
        assertThat(rule.ccis()).isEmpty();
        assertThat(rule.check().content()).isNull();
    }

    @Test
    void descriptionTagsAreExtractedByNameRepeatedOnesAsListsAndIdentsInFileOrder() throws Exception {
        String description = "&lt;VulnDiscussion&gt;Edit &lt;path&gt; &amp; the &lt;rules&gt; file.&lt;/VulnDiscussion&gt;"
                + "&lt;Documentable&gt;false&lt;/Documentable&gt;"
                + "&lt;Responsibility&gt;System Administrator&lt;/Responsibility&gt;&lt;Responsibility&gt;ISSO&lt;/Responsibility&gt;";
        Benchmark benchmark = read("<status>draft</status><title>T</title><Group id=\"V-1\"><title>G</title>"
                + "<Rule id=\"SV-1r1_rule\" severity=\"HIGH\"><description>" + description + "</description>"
                + "<ident system=\"http://iase.disa.mil/cci\">CCI-000001</ident><ident system=\"http://cyber.mil/cci\">CCI-000002</ident>"
                + "<ident system=\"http://cyber.mil/legacy\">V-100</ident><ident system=\"http://example/other\">X-1</ident>"
                + "</Rule></Group>");
        Rule rule = benchmark.rules().getFirst();
        assertThat(rule.description().discussion()).isEqualTo("Edit <path> & the <rules> file.");
        assertThat(rule.description().documentable()).isEqualTo("false");
        assertThat(rule.description().responsibility()).containsExactly("System Administrator", "ISSO");
        assertThat(rule.description().iaControls()).isEmpty();
        assertThat(rule.description().falsePositives()).isNull();
        assertThat(rule.ccis()).containsExactly("CCI-000001", "CCI-000002");
        assertThat(rule.legacyIds()).containsExactly("V-100");
        assertThat(rule.idents()).extracting(Ident::value).containsExactly("CCI-000001", "CCI-000002", "V-100", "X-1");
        assertThat(rule.idents().get(3).system()).isEqualTo("http://example/other");
        assertThat(rule.severity()).hasToString("HIGH");
        assertThat(benchmark.status().isDraft()).isTrue();
    }

    /** Found by XccdfReaderFuzzTest: the reader threw a NullPointerException here. */
    @Test
    void identWithoutASystemIsIgnored() throws Exception {
        Benchmark benchmark = read("<title>T</title><Group id=\"V-1\"><Rule id=\"R1\"><ident>CCI-000001</ident>"
                + "<ident system=\"http://cyber.mil/cci\">CCI-000002</ident></Rule></Group>");
        assertThat(benchmark.rules().getFirst().ccis()).containsExactly("CCI-000002");
        assertThat(benchmark.rules().getFirst().legacyIds()).isEmpty();
    }

    @Test
    void nestedGroupsAreFlattenedInFileOrder() throws Exception {
        Benchmark benchmark = read("<title>T</title><Group id=\"V-1\"><title>outer</title>"
                + "<Rule id=\"R1\"/><Group id=\"V-2\"><title>inner</title><Rule id=\"R2\"/></Group><Rule id=\"R3\"/></Group>");
        assertThat(benchmark.rules()).extracting(Rule::ruleId).containsExactly("R1", "R2", "R3");
        assertThat(benchmark.rules()).extracting(Rule::groupId).containsExactly("V-1", "V-2", "V-1");
    }
}
