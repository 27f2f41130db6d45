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

    /**
     * One benchmark with every shape the model can hold, so a store that loses any of them fails the kit: a
     * description tag written twice (Responsibility, IAControls), legacy ids before CCIs, CCIs out of numeric order
     * and an ident of another system, values present but
     * empty beside absent ones, a long check text, non-ASCII text, whitespace at the edges and inside, a reference
     * with only some Dublin Core fields, a rule without a group, a check without a content reference, and what the
     * file carries around the rules: notices (one empty), empty front matter, rear matter without a language,
     * plain-texts (one empty), the schema location, a profile description, two references on one rule.
     */
    public static byte[] everyShape(String benchmarkId, String release) {
        String longText = "Verify the setting. ".repeat(600) + "End.";
        String xml = """
                <?xml version="1.0" encoding="utf-8"?>
                <Benchmark xmlns="http://checklists.nist.gov/xccdf/1.1" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://checklists.nist.gov/xccdf/1.1 http://nvd.nist.gov/schema/xccdf-1.1.4.xsd" id="%s" xml:lang="en">
                  <status date="2026-02-01">accepted</status>
                  <title>Every Shape Security Technical Implementation Guide</title>
                  <description>Überprüfung der Maßnahmen – ✓ „quoted“ 日本語</description>
                  <notice id="terms-of-use" xml:lang="en"></notice>
                  <notice id="second"> A notice with text. </notice>
                  <front-matter xml:lang="en"></front-matter>
                  <rear-matter>Rear matter.</rear-matter>
                  <reference href="https://example.invalid/shapes"><dc:publisher>DISA</dc:publisher></reference>
                  <plain-text id="release-info">Release: %s Benchmark Date: 07 Feb 2026</plain-text>
                  <plain-text id="generator">3.5.2</plain-text>
                  <plain-text id="conventionsVersion"></plain-text>
                  <version>4</version>
                  <Profile id="MAC-1_Classified"><title>I - Mission Critical Classified</title><description>&lt;ProfileDescription&gt;&lt;/ProfileDescription&gt;</description><select idref="V-2" selected="true"/><select idref="V-1" selected="true"/></Profile>
                  <Profile id="MAC-3_Public"><select idref="V-1" selected="true"/></Profile>
                  <Group id="V-1"><title>SRG-OS-000001-GPOS-00001</title>
                    <Rule id="SV-1r2_rule" weight="10.0" severity="high">
                      <version>SHAPE-000001</version><title>  Leading and trailing spaces, inner  double  spaces  </title>
                      <description>&lt;VulnDiscussion&gt;Line one.

                Line three after an empty line; tab	here.&lt;/VulnDiscussion&gt;&lt;FalsePositives&gt;&lt;/FalsePositives&gt;&lt;Documentable&gt;false&lt;/Documentable&gt;&lt;Responsibility&gt;System Administrator&lt;/Responsibility&gt;&lt;Responsibility&gt;Information Assurance Officer&lt;/Responsibility&gt;&lt;IAControls&gt;ECSC-1&lt;/IAControls&gt;&lt;IAControls&gt;ECSC-2&lt;/IAControls&gt;</description>
                      <reference><dc:title>DPMS Target Shapes</dc:title><dc:publisher>DISA</dc:publisher><dc:identifier></dc:identifier></reference>
                      <reference href="https://example.invalid/second"><dc:subject>Second</dc:subject></reference>
                      <ident system="http://cyber.mil/legacy">V-100</ident>
                      <ident system="http://cyber.mil/legacy">SV-100r1_rule</ident>
                      <ident system="http://cyber.mil/cci">CCI-000366</ident>
                      <ident system="http://cyber.mil/cci">CCI-000018</ident>
                      <ident system="http://example.invalid/other">OTHER-1</ident>
                      <fixtext fixref="F-1r2_fix">Set it – ✓.</fixtext><fix id="F-1r2_fix"/>
                      <check system="C-1r2_chk"><check-content-ref href="Shapes.xml" name="M"/><check-content>%s</check-content></check>
                    </Rule>
                  </Group>
                  <Group id="V-2"><title>SRG-OS-000002-GPOS-00002</title>
                    <Rule id="SV-2r1_rule" severity="low">
                      <version>SHAPE-000002</version><title>No weight, no fix reference, a check without content reference</title>
                      <description>&lt;VulnDiscussion&gt;Short.&lt;/VulnDiscussion&gt;</description>
                      <ident system="http://cyber.mil/cci">CCI-000002</ident>
                      <fixtext>Fix without a reference.</fixtext>
                      <check system="C-2r1_chk"><check-content>Check 2.</check-content></check>
                    </Rule>
                  </Group>
                  <Rule id="SV-3r1_rule" severity="medium">
                    <title>A rule outside any group, with nothing else</title>
                  </Rule>
                </Benchmark>
                """.formatted(benchmarkId, release, longText);
        return xml.getBytes(StandardCharsets.UTF_8);
    }
}
