package dev.stigservice.adapter.checklist;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Checklist;
import dev.stigservice.domain.model.ChecklistAsset;
import dev.stigservice.domain.model.ChecklistStig;
import dev.stigservice.xccdf.StigSamples;
import dev.stigservice.xccdf.XccdfReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Every sample's blank CKLB, a reviewed one and an upgraded one, has the structure of STIG Viewer 3's own files ({@link StigViewerCklbShape}:
 * keys, order, types, conventions); and the comparison finds a planted difference of each kind.
 */
class StigViewerCklbShapeTest {

    static Stream<String> samples() throws Exception {
        return StigViewerCklShapeTest.samples();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void everySamplesChecklistHasStigViewer3sShape(String sample) throws Exception {
        assumeTrue(StigSamples.present(), "DISA samples not found at " + StigSamples.directory());
        Benchmark benchmark = new XccdfReader().read(sample, Files.readAllBytes(StigSamples.file(sample)));
        assertThat(StigViewerCklbShape.differences(cklb(new Checklist(ChecklistAsset.NONE, List.of(ChecklistStig.blank(benchmark))))))
                .as("blank").isEmpty();
        assertThat(StigViewerCklbShape.differences(cklb(ChecklistRoundTripTest.reviewed(benchmark)))).as("reviewed").isEmpty();
        assertThat(StigViewerCklbShape.differences(cklb(ChecklistRoundTripTest.upgraded(benchmark)))).as("upgraded").isEmpty();
    }

    @Test
    void aChecklistOfOneRuleHasStigViewer3sShape() throws Exception {
        assertThat(StigViewerCklbShape.differences(small())).isEmpty();
    }

    @Test
    void eachPlantedDifferenceIsFound() throws Exception {
        String good = new String(small(), StandardCharsets.UTF_8);
        Map<String, String> planted = new LinkedHashMap<>();
        planted.put("no cklb_version", good.replace(",\"cklb_version\":\"1.0\"", ""));
        planted.put("swapped order", good.replace("\"group_id\":\"V-1\",\"severity\":\"medium\"", "\"severity\":\"medium\",\"group_id\":\"V-1\""));
        planted.put("STIG Manager's target_key", good.replace("\"reference_identifier\":\"1234\",\"uuid\"", "\"target_key\":\"1234\",\"uuid\""));
        planted.put("no target classification", good.replace(",\"classification\":null", ""));
        planted.put("the target marked with a number", good.replace(",\"classification\":null", ",\"classification\":3"));
        planted.put("a review's marking before its text", good.replace("\"comments\":\"\",", "\"comments_classification\":\"CUI\",\"comments\":\"\","));
        planted.put("a review's markings swapped", good.replace("\"finding_details\":\"\"}",
                "\"finding_details\":\"\",\"finding_details_classification\":\"CUI\",\"comments_classification\":\"CUI\"}"));
        planted.put("a key STIG Viewer 3 does not write", good.replace("\"finding_details\":\"\"}", "\"finding_details\":\"\",\"marking\":\"CUI\"}"));
        planted.put("classification in capitals", good.replace("\"classification\":\"Unclassified\"", "\"classification\":\"UNCLASSIFIED\""));
        planted.put("the SRG id in group_title", good.replace("\"group_title\":\"The system must do a thing.\"", "\"group_title\":\"SRG-OS-000001-GPOS-00001\""));
        planted.put("the full display name", good.replace("\"display_name\":\"Demo\"", "\"display_name\":\"Demo Security Technical Implementation Guide\""));
        planted.put("status spelt as in a CKL", good.replace("\"status\":\"not_reviewed\"", "\"status\":\"Not_Reviewed\""));
        planted.put("size as text", good.replace("\"size\":1", "\"size\":\"1\""));
        planted.put("an empty severity", good.replace("\"severity\":\"medium\"", "\"severity\":\"\""));
        planted.put("a number for text", good.replace("\"weight\":\"10.0\"", "\"weight\":10.0"));
        planted.forEach((kind, document) -> {
            assertThat(document).as(kind + " was planted").isNotEqualTo(good);
            assertThat(StigViewerCklbShape.differences(document.getBytes(StandardCharsets.UTF_8))).as(kind).isNotEmpty();
        });
    }

    private static byte[] small() throws Exception {
        return cklb(StigViewerCklShapeTest.oneRule());
    }

    private static byte[] cklb(Checklist checklist) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new CklbWriter().write(checklist, out);
        return out.toByteArray();
    }
}
