package dev.stigservice.adapter.checklist;

import dev.stigservice.domain.model.Checklist;
import dev.stigservice.domain.model.ReviewStatus;
import dev.stigservice.domain.model.ReviewedRule;
import dev.stigservice.domain.model.Severity;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The two layouts of STIG Viewer 3's rules an upload may hold: 3.0's ({@code uuid} first, {@code target_key} and
 * {@code stig_ref} null, {@code createdAt}, {@code STIGUuid}) and the later one this service writes ({@code group_id_src}
 * first, the target key as {@code reference_identifier}); in both, {@code group_title} holds the rule's title and the
 * group's title (the SRG id) is {@code group_tree}'s. Key sets as in STIG Viewer's files; the values made up.
 */
class StigViewer3LayoutsTest {

    private static final String STIG_VIEWER_3_0 = """
            {"title":"temp","id":"f90d9b22-64a9-429d-9adb-fd5b3b33364f","stigs":[{"stig_name":"Microsoft Windows 10 Security Technical Implementation Guide",
             "display_name":"Microsoft Windows 10","stig_id":"MS_Windows_10_STIG","release_info":"Release: 7 Benchmark Date: 07 Jun 2023",
             "uuid":"84f103f4-9d32-429a-8e2e-a89414b51b66","reference_identifier":"4072","size":1,"rules":[
             {"uuid":"0a04601c-a985-412b-95f6-e7e3259d404a","stig_uuid":"84f103f4-9d32-429a-8e2e-a89414b51b66","target_key":null,"stig_ref":null,
              "group_id":"V-220697","rule_id":"SV-220697r857178","rule_id_src":"SV-220697r857178_rule","weight":"10.0","classification":"Unclassified",
              "severity":"medium","rule_version":"WN10-00-000005","group_title":"Domain-joined systems must use Enterprise Edition.",
              "rule_title":"Domain-joined systems must use Enterprise Edition.","fix_text":"Use Enterprise.","false_positives":"","false_negatives":"",
              "discussion":"Features need it.","check_content":"Verify the edition.","documentable":"false","mitigations":"","potential_impacts":"",
              "third_party_tools":"","mitigation_control":"","responsibility":"","security_override_guidance":"","ia_controls":"",
              "check_content_ref":{"href":"U_MS_Windows_10_STIG_V2R7_Manual-xccdf.xml","name":"M"},"legacy_ids":["V-63319","SV-77809"],
              "ccis":["CCI-000366"],"group_tree":[{"id":"V-220697","title":"SRG-OS-000480-GPOS-00227","description":"<GroupDescription></GroupDescription>"}],
              "createdAt":"2023-08-09T15:36:29.896Z","updatedAt":"2023-08-09T15:36:29.896Z","STIGUuid":"84f103f4-9d32-429a-8e2e-a89414b51b66",
              "status":"not_a_finding","overrides":{},"comments":"ok","finding_details":"checked"}]}],
             "active":false,"mode":2,"has_path":true,"target_data":{"target_type":"Computing","host_name":"web01","ip_address":"","mac_address":"",
             "fqdn":"","comments":"","role":"None","is_web_database":false,"technology_area":"","web_db_site":"","web_db_instance":""}}
            """;

    private static final String STIG_VIEWER_3_LATER = """
            {"title":"web01","id":"1","stigs":[{"stig_name":"Microsoft Windows 10 Security Technical Implementation Guide","display_name":"Microsoft Windows 10",
             "stig_id":"MS_Windows_10_STIG","release_info":"Release: 7 Benchmark Date: 07 Jun 2023","version":"2","uuid":"84f1","reference_identifier":"4072",
             "size":1,"rules":[{"group_id_src":"V-220697","group_tree":[{"id":"V-220697","title":"SRG-OS-000480-GPOS-00227","description":""}],
              "group_id":"V-220697","severity":"low","group_title":"Domain-joined systems must use Enterprise Edition.","rule_id_src":"SV-220697r857178_rule",
              "rule_id":"SV-220697r857178","rule_version":"WN10-00-000005","rule_title":"Domain-joined systems must use Enterprise Edition.",
              "fix_text":"Use Enterprise.","weight":"10.0","check_content":"Verify the edition.","check_content_ref":{"href":"x.xml","name":"M"},
              "classification":"Unclassified","discussion":"","false_positives":"","false_negatives":"","documentable":"false",
              "security_override_guidance":"","potential_impacts":"","third_party_tools":"","ia_controls":"","responsibility":"","mitigations":"",
              "mitigation_control":"","legacy_ids":[],"ccis":["CCI-000366"],"reference_identifier":"4072","uuid":"r1","stig_uuid":"84f1",
              "status":"open","overrides":{},"comments":"","finding_details":"found"}]}],
             "active":false,"mode":2,"has_path":true,"target_data":{"target_type":"Computing","host_name":"web01","ip_address":"","mac_address":"","fqdn":"",
             "comments":"","role":"None","is_web_database":false,"technology_area":"","web_db_site":"","web_db_instance":"","classification":null},
             "cklb_version":"1.0"}
            """;

    private static ReviewedRule onlyRule(String cklb) throws Exception {
        Checklist read = new CklbReader().read(cklb.getBytes(StandardCharsets.UTF_8));
        return read.stigs().getFirst().rules().getFirst();
    }

    @Test
    void stigViewer30sLayoutIsRead() throws Exception {
        ReviewedRule read = onlyRule(STIG_VIEWER_3_0);
        assertThat(read.rule().groupTitle()).isEqualTo("SRG-OS-000480-GPOS-00227");
        assertThat(read.rule().title()).isEqualTo("Domain-joined systems must use Enterprise Edition.");
        assertThat(read.rule().ruleId()).isEqualTo("SV-220697r857178_rule");
        assertThat(read.review().status()).isEqualTo(ReviewStatus.NOT_A_FINDING);
        assertThat(read.review().findingDetails()).isEqualTo("checked");
    }

    @Test
    void theLaterLayoutIsReadWithItsTargetKey() throws Exception {
        ReviewedRule read = onlyRule(STIG_VIEWER_3_LATER);
        assertThat(read.rule().groupTitle()).isEqualTo("SRG-OS-000480-GPOS-00227");
        assertThat(RuleField.targetKey(read.rule())).isEqualTo("4072");
        assertThat(read.rule().severity()).isEqualTo(Severity.LOW);
        assertThat(read.review().status()).isEqualTo(ReviewStatus.OPEN);
    }
}
