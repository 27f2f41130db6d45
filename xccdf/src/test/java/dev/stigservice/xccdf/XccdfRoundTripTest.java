package dev.stigservice.xccdf;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkStatus;
import dev.stigservice.domain.model.Ident;
import dev.stigservice.domain.model.Rule;
import org.junit.jupiter.api.Test;

import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A benchmark written for this test with what real DISA files carry and the first writer lost: an empty status,
 * repeated Responsibility and IAControls tags, legacy ids before CCIs and an ident of another system. Written
 * back, it is valid XCCDF 1.1 and reads back to the same model (the status as the formats guide says).
 */
class XccdfRoundTripTest {

    private static final String SOURCE = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Benchmark xmlns="http://checklists.nist.gov/xccdf/1.1" id="Round_Trip_SRG" xml:lang="en">
              <status date="2015-01-05"></status>
              <title>Round Trip SRG</title>
              <plain-text id="release-info">Release: 3 Benchmark Date: 05 Jan 2015</plain-text>
              <version>1</version>
              <Group id="V-1"><title>SRG-OS-000001</title>
                <Rule id="SV-1r1_rule" severity="medium" weight="10.0">
                  <version>RT-000001</version><title>Rule one</title>
                  <description>&lt;VulnDiscussion&gt;Why.&lt;/VulnDiscussion&gt;&lt;Responsibility&gt;System Administrator&lt;/Responsibility&gt;&lt;Responsibility&gt;Information Assurance Officer&lt;/Responsibility&gt;&lt;IAControls&gt;ECSC-1&lt;/IAControls&gt;&lt;IAControls&gt;DCCS-2&lt;/IAControls&gt;</description>
                  <ident system="http://cyber.mil/legacy">V-100</ident>
                  <ident system="http://iase.disa.mil/cci">CCI-000366</ident>
                  <ident system="http://cyber.mil/legacy">SV-100r1_rule</ident>
                  <ident system="http://example.invalid/other">OTHER-1</ident>
                  <fixtext fixref="F-1r1_fix">Fix it.</fixtext><fix id="F-1r1_fix"/>
                  <check system="C-1r1_chk"><check-content>Check it.</check-content></check>
                </Rule>
              </Group>
            </Benchmark>
            """;

    @Test
    void anEmptyStatusRepeatedTagsAndMixedIdentsRoundTripAsValidXccdf() throws Exception {
        Benchmark original = new XccdfReader().read("round-trip.xml", SOURCE.getBytes(StandardCharsets.UTF_8));
        Rule rule = original.rules().getFirst();
        assertThat(original.status()).isEqualTo(new BenchmarkStatus(null, LocalDate.of(2015, 1, 5)));
        assertThat(rule.description().responsibility()).containsExactly("System Administrator", "Information Assurance Officer");
        assertThat(rule.description().iaControls()).containsExactly("ECSC-1", "DCCS-2");
        assertThat(rule.idents()).extracting(Ident::value).containsExactly("V-100", "CCI-000366", "SV-100r1_rule", "OTHER-1");

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new XccdfWriter().write(original, out);
        byte[] written = out.toByteArray();
        SchemaFactory schemas = SchemaFactory.newDefaultInstance();
        schemas.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "file");
        schemas.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "file");
        schemas.newSchema(StigSamples.xccdf11Schema().toFile()).newValidator().validate(new StreamSource(new ByteArrayInputStream(written)));

        Benchmark readBack = new XccdfReader().read("round-trip.xml", written);
        assertThat(readBack.status()).isEqualTo(new BenchmarkStatus(Xccdf.UNKNOWN_STATUS, LocalDate.of(2015, 1, 5)));
        assertThat(readBack.rules()).isEqualTo(original.rules());
        assertThat(new String(written, StandardCharsets.UTF_8))
                .contains("&lt;Responsibility>System Administrator&lt;/Responsibility>&lt;Responsibility>Information Assurance Officer&lt;/Responsibility>");
    }
}
