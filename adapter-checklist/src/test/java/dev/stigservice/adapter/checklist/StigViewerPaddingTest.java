package dev.stigservice.adapter.checklist;

import dev.stigservice.domain.model.Checklist;
import dev.stigservice.domain.model.Ident;
import dev.stigservice.domain.model.Rule;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What STIG Viewer 2.x writes into every CKL and an upload must survive: its comment line before the root, and exactly
 * two LEGACY_ID entries per VULN, padded with empty values where a rule has fewer legacy ids (every VULN of a STIG
 * without legacy ids, such as Windows 11's). An empty one is no id; before, it made the whole upload a 400.
 */
class StigViewerPaddingTest {

    private static String ckl(String legacyIds) {
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <!--DISA STIG Viewer :: 2.17-->
                <CHECKLIST><ASSET><ROLE>None</ROLE><ASSET_TYPE>Computing</ASSET_TYPE><HOST_NAME>host</HOST_NAME><WEB_OR_DATABASE>false</WEB_OR_DATABASE></ASSET>
                <STIGS><iSTIG><STIG_INFO>
                <SI_DATA><SID_NAME>version</SID_NAME><SID_DATA>1</SID_DATA></SI_DATA>
                <SI_DATA><SID_NAME>stigid</SID_NAME><SID_DATA>MS_Windows_11_STIG</SID_DATA></SI_DATA>
                <SI_DATA><SID_NAME>releaseinfo</SID_NAME><SID_DATA>Release: 2 Benchmark Date: 27 Jan 2023</SID_DATA></SI_DATA>
                </STIG_INFO><VULN>
                <STIG_DATA><VULN_ATTRIBUTE>Vuln_Num</VULN_ATTRIBUTE><ATTRIBUTE_DATA>V-253254</ATTRIBUTE_DATA></STIG_DATA>
                <STIG_DATA><VULN_ATTRIBUTE>Severity</VULN_ATTRIBUTE><ATTRIBUTE_DATA>medium</ATTRIBUTE_DATA></STIG_DATA>
                <STIG_DATA><VULN_ATTRIBUTE>Rule_ID</VULN_ATTRIBUTE><ATTRIBUTE_DATA>SV-253254r828855_rule</ATTRIBUTE_DATA></STIG_DATA>
                %s
                <STIG_DATA><VULN_ATTRIBUTE>CCI_REF</VULN_ATTRIBUTE><ATTRIBUTE_DATA>CCI-000366</ATTRIBUTE_DATA></STIG_DATA>
                <STATUS>NotAFinding</STATUS><FINDING_DETAILS>checked</FINDING_DETAILS><COMMENTS></COMMENTS>
                <SEVERITY_OVERRIDE></SEVERITY_OVERRIDE><SEVERITY_JUSTIFICATION></SEVERITY_JUSTIFICATION>
                </VULN></iSTIG></STIGS></CHECKLIST>
                """.formatted(legacyIds);
    }

    private static String legacy(String value) {
        return "<STIG_DATA><VULN_ATTRIBUTE>LEGACY_ID</VULN_ATTRIBUTE><ATTRIBUTE_DATA>" + value + "</ATTRIBUTE_DATA></STIG_DATA>";
    }

    private static Rule onlyRule(String checklist) throws Exception {
        Checklist read = new CklReader().read(checklist.getBytes(StandardCharsets.UTF_8));
        return read.stigs().getFirst().rules().getFirst().rule();
    }

    @Test
    void twoEmptyLegacyIdsAreNone() throws Exception {
        Rule rule = onlyRule(ckl(legacy("") + legacy("")));
        assertThat(rule.idents()).extracting(Ident::system).doesNotContain(Ident.LEGACY_SYSTEM);
        assertThat(rule.idents()).extracting(Ident::value).containsExactly("CCI-000366");
    }

    @Test
    void oneLegacyIdPaddedWithAnEmptyOneIsThatId() throws Exception {
        Rule rule = onlyRule(ckl(legacy("V-63319") + legacy("")));
        assertThat(rule.idents()).extracting(Ident::value).containsExactly("CCI-000366", "V-63319");
    }
}
