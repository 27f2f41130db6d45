package dev.stigservice.adapter.checklist;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Checklist;
import dev.stigservice.domain.model.ChecklistAsset;
import dev.stigservice.domain.model.ChecklistStig;
import dev.stigservice.domain.model.Review;
import dev.stigservice.domain.model.ReviewStatus;
import dev.stigservice.domain.model.ReviewedRule;
import dev.stigservice.domain.model.Revision;
import dev.stigservice.xccdf.StigSamples;
import dev.stigservice.xccdf.XccdfReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Every sample's blank CKL, a reviewed one and an upgraded one, has the structure of STIG Viewer 2's own files ({@link StigViewerCklShape}:
 * order, keys, conventions); and the comparison finds a planted difference of each kind.
 */
class StigViewerCklShapeTest {

    static Stream<String> samples() throws Exception {
        if (!StigSamples.present()) {
            return Stream.of("(samples absent)");
        }
        try (Stream<Path> files = Files.list(StigSamples.directory())) {
            return files.filter(ChecklistRoundTripTest::manualBenchmark).map(file -> file.getFileName().toString()).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void everySamplesChecklistHasStigViewersShape(String sample) throws Exception {
        assumeTrue(StigSamples.present(), "DISA samples not found at " + StigSamples.directory());
        Benchmark benchmark = new XccdfReader().read(sample, Files.readAllBytes(StigSamples.file(sample)));
        assertThat(StigViewerCklShape.differences(ckl(new Checklist(ChecklistAsset.NONE, List.of(ChecklistStig.blank(benchmark))))))
                .as("blank").isEmpty();
        assertThat(StigViewerCklShape.differences(ckl(ChecklistRoundTripTest.reviewed(benchmark)))).as("reviewed").isEmpty();
        assertThat(StigViewerCklShape.differences(ckl(ChecklistRoundTripTest.upgraded(benchmark)))).as("upgraded").isEmpty();
    }

    @Test
    void aChecklistOfOneRuleHasStigViewersShape() throws Exception {
        assertThat(StigViewerCklShape.differences(small())).isEmpty();
    }

    @Test
    void eachPlantedDifferenceIsFound() throws Exception {
        String good = new String(small(), StandardCharsets.UTF_8);
        Map<String, String> planted = new LinkedHashMap<>();
        planted.put("single quotes", good.replace("<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<?xml version='1.0' encoding='UTF-8'?>"));
        planted.put("no comment", good.replaceFirst("<!--[^>]*-->", ""));
        planted.put("trailing newline", good + "\n");
        planted.put("unescaped >", good.replace("&gt;", ">"));
        planted.put("spaces for tabs", good.replace("\n\t\t<HOST_NAME>", "\n    <HOST_NAME>"));
        planted.put("no marking", good.replaceFirst("\n\t\t<MARKING>CUI</MARKING>", ""));
        planted.put("swapped order", good.replaceFirst("<VULN_ATTRIBUTE>Group_Title</VULN_ATTRIBUTE>", "<VULN_ATTRIBUTE>X</VULN_ATTRIBUTE>")
                .replaceFirst("<VULN_ATTRIBUTE>Rule_ID</VULN_ATTRIBUTE>", "<VULN_ATTRIBUTE>Group_Title</VULN_ATTRIBUTE>")
                .replaceFirst("<VULN_ATTRIBUTE>X</VULN_ATTRIBUTE>", "<VULN_ATTRIBUTE>Rule_ID</VULN_ATTRIBUTE>"));
        planted.put("one legacy id", good.replaceFirst("\n\t\t\t\t<STIG_DATA>\n\t\t\t\t\t<VULN_ATTRIBUTE>LEGACY_ID</VULN_ATTRIBUTE>\n"
                + "\t\t\t\t\t<ATTRIBUTE_DATA></ATTRIBUTE_DATA>\n\t\t\t\t</STIG_DATA>", ""));
        planted.put("no source", good.replaceFirst("\n\t\t\t\t<SI_DATA>\n\t\t\t\t\t<SID_NAME>source</SID_NAME>\n"
                + "\t\t\t\t\t<SID_DATA>STIG.DOD.MIL</SID_DATA>\n\t\t\t\t</SI_DATA>", ""));
        planted.put("status spelt as in a CKLB", good.replace("<STATUS>Not_Reviewed</STATUS>", "<STATUS>not_reviewed</STATUS>"));
        planted.put("severity capitalised", good.replace("<ATTRIBUTE_DATA>medium</ATTRIBUTE_DATA>", "<ATTRIBUTE_DATA>Medium</ATTRIBUTE_DATA>"));
        planted.forEach((kind, document) -> {
            assertThat(document).as(kind + " was planted").isNotEqualTo(good);
            try {
                assertThat(StigViewerCklShape.differences(document.getBytes(StandardCharsets.UTF_8))).as(kind).isNotEmpty();
            } catch (Exception e) {
                throw new AssertionError(kind, e);
            }
        });
    }

    private static byte[] small() throws Exception {
        return ckl(oneRule());
    }

    /** One rule whose text holds a '>', with the header fields DISA's benchmarks give. */
    static Checklist oneRule() {
        Map<RuleField, String> fields = RuleField.emptyFields();
        fields.put(RuleField.GROUP_ID, "V-1");
        fields.put(RuleField.SEVERITY, "medium");
        fields.put(RuleField.GROUP_TITLE, "SRG-OS-000001-GPOS-00001");
        fields.put(RuleField.RULE_ID, "SV-1r1_rule");
        fields.put(RuleField.STIG_ID, "DEMO-00-000001");
        fields.put(RuleField.TITLE, "The system must do a thing.");
        fields.put(RuleField.CHECK_CONTENT, "$ grep x /etc/y > /tmp/z\nIf it is not, this is a finding.");
        fields.put(RuleField.DOCUMENTABLE, "false");
        fields.put(RuleField.WEIGHT, "10.0");
        ChecklistStig stig = new ChecklistStig("Demo_STIG", "Demo Security Technical Implementation Guide", null,
                new Revision("1", "2", null), "Release: 2 Benchmark Date: 01 Jan 2026", "U_Demo_STIG_V1R2_Manual-xccdf.xml", null,
                "terms-of-use", "STIG.DOD.MIL", List.of(new ReviewedRule(
                RuleField.rule(fields, List.of("CCI-000366"), List.of(), "1234", null, "M"), Review.BLANK)));
        assertThat(stig.rules().getFirst().review().status()).isEqualTo(ReviewStatus.NOT_REVIEWED);
        return new Checklist(ChecklistAsset.NONE, List.of(stig));
    }

    private static byte[] ckl(Checklist checklist) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new CklWriter().write(checklist, out);
        return out.toByteArray();
    }
}
