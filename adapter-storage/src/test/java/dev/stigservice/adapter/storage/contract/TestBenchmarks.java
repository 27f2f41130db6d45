package dev.stigservice.adapter.storage.contract;

import java.nio.charset.StandardCharsets;

/** Small DISA-shaped XCCDF 1.1 benchmarks for the contract kit, built from the few facts a test cares about. */
public final class TestBenchmarks {

    private TestBenchmarks() {
    }

    /** A published benchmark with {@code rules} rules cycling through high, medium, low and no severity. */
    public static byte[] xccdf(String benchmarkId, String version, String release, String date, int rules) {
        return xccdf(benchmarkId, "accepted", version, release, date, rules);
    }

    /** @param date as DISA writes it, e.g. {@code 01 Apr 2026} */
    public static byte[] xccdf(String benchmarkId, String status, String version, String release, String date, int rules) {
        StringBuilder xml = new StringBuilder("""
                <?xml version="1.0" encoding="utf-8"?>
                <Benchmark xmlns="http://checklists.nist.gov/xccdf/1.1" xmlns:dc="http://purl.org/dc/elements/1.1/" id="%s" xml:lang="en">
                  <status date="2026-01-15">%s</status>
                  <title>%s Security Technical Implementation Guide</title>
                  <description>Contract kit benchmark %s.</description>
                  <reference href="https://example.invalid"><dc:publisher>kit</dc:publisher><dc:source>kit</dc:source></reference>
                  <plain-text id="release-info">Release: %s Benchmark Date: %s</plain-text>
                  <version>%s</version>
                  <Profile id="MAC-1_Classified"><title>I - Mission Critical Classified</title><select idref="V-1" selected="true"/></Profile>
                """.formatted(benchmarkId, status, benchmarkId.replace('_', ' '), benchmarkId, release, date, version));
        String[] severities = {"high", "medium", "low", null};
        for (int i = 1; i <= rules; i++) {
            String severity = severities[(i - 1) % severities.length];
            xml.append("""
                      <Group id="V-%d"><title>SRG-APP-%06d</title>
                        <Rule id="SV-%dr1_rule" weight="10.0"%s>
                          <version>KIT-%06d</version><title>Rule %d of %s &amp; friends</title>
                          <description>&lt;VulnDiscussion&gt;Why rule %d matters: &lt;path&gt;&lt;/VulnDiscussion&gt;&lt;Documentable&gt;false&lt;/Documentable&gt;</description>
                          <ident system="http://cyber.mil/cci">CCI-%06d</ident>
                          <fixtext fixref="F-%dr1_fix">Fix %d.</fixtext><fix id="F-%dr1_fix"/>
                          <check system="C-%dr1_chk"><check-content-ref href="kit.xml" name="M"/><check-content>Check %d.</check-content></check>
                        </Rule>
                      </Group>
                    """.formatted(i, i, i, severity == null ? "" : " severity=\"" + severity + "\"", i, i, benchmarkId, i, i,
                    i, i, i, i, i, i));
        }
        xml.append("</Benchmark>\n");
        return xml.toString().getBytes(StandardCharsets.UTF_8);
    }
}
