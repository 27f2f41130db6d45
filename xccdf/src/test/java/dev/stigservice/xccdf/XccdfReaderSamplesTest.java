package dev.stigservice.xccdf;

import dev.stigservice.xccdf.StigSamples;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Rule;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.time.LocalDate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Each quirk SOURCES.md names, asserted on the exact parsed values of the real file. */
class XccdfReaderSamplesTest {

    private final XccdfReader reader = new XccdfReader();

    private Benchmark read(String name) throws Exception {
        return reader.read(name, Files.readAllBytes(StigSamples.file(name)));
    }

    private static Rule rule(Benchmark benchmark, String ruleId) {
        return benchmark.rules().stream().filter(r -> r.ruleId().equals(ruleId)).findFirst().orElseThrow();
    }

    @Test
    void rhel9ReadsMetadataAndKeepsLiteralAngleBracketsInDiscussions() throws Exception {
        Benchmark rhel = read("U_RHEL_9_STIG_V2R8_Manual-xccdf.xml");
        assertThat(rhel.benchmarkId()).isEqualTo("RHEL_9_STIG");
        assertThat(rhel.title()).isEqualTo("Red Hat Enterprise Linux 9 Security Technical Implementation Guide");
        assertThat(rhel.revision().label()).isEqualTo("V2R8");
        assertThat(rhel.revision().benchmarkDate()).isEqualTo(LocalDate.of(2026, 4, 1));
        assertThat(rhel.status().value()).isEqualTo("accepted");
        assertThat(rhel.status().date()).isEqualTo(LocalDate.of(2026, 2, 5));
        assertThat(rhel.rules()).hasSize(446);
        assertThat(rhel.profiles()).hasSize(9);
        assertThat(rhel.rules()).anySatisfy(r -> assertThat(r.description().discussion()).contains("<path>"));
        assertThat(rhel.rules()).anySatisfy(r -> assertThat(r.ccis()).hasSize(26));
        Rule first = rhel.rules().getFirst();
        assertThat(first.groupId()).startsWith("V-");
        assertThat(first.ruleId()).endsWith("_rule");
        assertThat(first.stigId()).startsWith("RHEL-09-");
        assertThat(first.fix().ref()).startsWith("F-");
        assertThat(first.check().contentRef().name()).isEqualTo("M");
        assertThat(first.check().content()).isNotBlank();
    }

    @Test
    void outlookHasBomCrlfOldCciUriAndVersionWithTrailingText() throws Exception {
        Benchmark outlook = read("U_MS_Outlook_2010_STIG_V1R13_Manual-xccdf.xml");
        assertThat(outlook.benchmarkId()).isEqualTo("Microsoft_Outlook_2010");
        assertThat(outlook.revision().benchmarkDate()).isEqualTo(LocalDate.of(2018, 4, 27));
        assertThat(outlook.rules()).hasSize(84).allSatisfy(r -> assertThat(r.ccis()).isNotEmpty());
        assertThat(outlook.rules()).anySatisfy(r -> assertThat(r.stigId()).isEqualTo("DTOO104 - Outlook"));
    }

    @Test
    void gposSrgHasLegacyIdsAndOneRuleWithoutSeverity() throws Exception {
        Benchmark srg = read("U_General_Purpose_Operating_System_SRG_V2R1_Manual-xccdf.xml");
        assertThat(srg.type().name()).isEqualTo("SRG");
        assertThat(rule(srg, "SV-203750r380182_rule").severity()).isNull();
        assertThat(srg.rules()).allSatisfy(r -> assertThat(r.legacyIds())
                .anySatisfy(id -> assertThat(id).startsWith("V-"))
                .anySatisfy(id -> assertThat(id).startsWith("SV-")));
    }

    @Test
    void bindHasDecimalReleaseNoIdentsAndProseGroupTitles() throws Exception {
        Benchmark bind = read("disa-stig-bind-v4r1.16-xccdf-manual.xml");
        assertThat(bind.revision().version()).isEqualTo("4");
        assertThat(bind.revision().release()).isEqualTo("1.17");
        assertThat(bind.revision().label()).isEqualTo("V4R1.17");
        assertThat(bind.releaseInfo()).isEqualTo("Release: 1.17 Benchmark Date: 25 Apr 2014");
        assertThat(bind.revision().benchmarkDate()).isEqualTo(LocalDate.of(2014, 4, 25));
        assertThat(bind.rules()).hasSize(51).allSatisfy(r -> assertThat(r.ccis()).isEmpty());
        assertThat(bind.rules()).anySatisfy(r -> assertThat(r.stigId()).isEqualTo("DNS0225"));
    }

    @Test
    void skypeIsDeprecated() throws Exception {
        Benchmark skype = read("U_MS_Skype_for_Business_2016_STIG_V2R1_Manual-xccdf.xml");
        assertThat(skype.status().value()).isEqualTo("deprecated");
        assertThat(skype.rules()).hasSize(4);
    }

    @Test
    void scapDataStreamIsRefusedWithItsReason() throws Exception {
        // Found outside the assertion: where the samples are absent, the lookup's skip must not count as the throw.
        byte[] scap = Files.readAllBytes(StigSamples.file("disa-stig-rhel8-v2r8-xccdf-scap.xml"));
        assertThatThrownBy(() -> reader.read("disa-stig-rhel8-v2r8-xccdf-scap.xml", scap))
                .isInstanceOf(XccdfException.class)
                .hasMessage("SCAP data-stream, not a manual XCCDF benchmark");
    }
}
