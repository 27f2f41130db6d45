// Checks an upgraded checklist against an independent reading of its two inputs, with none of the service's code: the
// checklist that was uploaded and DISA's XCCDF of the revision it was upgraded to. A CKL is read with the JDK's DOM, a
// CKLB with Jackson's tree model (the library the service's jar bundles; put the jar on the class path for it).
//   java -cp stig-service.jar bench/CheckUpgradedChecklist.java <target-xccdf.xml> <uploaded> <answer> <benchmark id>
// Expected, rule by rule (matched by group id, STIG Viewer's Vuln_Num and group_id):
//   - the answer holds exactly the target's rules, each with the target's rule id and check content;
//   - a rule whose check content and fix text in the upload are the target's keeps the upload's status, finding
//     details, comments, severity override and its justification, and (CKLB) the markings of its texts; any other rule
//     of the upload is not reviewed with a comment starting "Not carried to this revision" that names the upload's
//     status, and no marking; a new rule is blank;
//   - the checklist's marking (CKL MARKING, CKLB target_data.classification) is the upload's (where it has none, what
//     STIG Viewer writes in a new checklist: CUI in a CKL, null in a CKLB).
// Prints the counts and every rule that differs; exits 1 when one does. Used by bench/real-checklists.sh.

import java.io.File;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

public class CheckUpgradedChecklist {

    record TargetRule(String ruleId, String check, String fix) {}

    /** One rule of a checklist as either format states it; the status in STIG Viewer 2's spelling, absent text as "". */
    record Stated(String ruleId, String check, String fix, String status, String details, String comments, String override,
                  String justification, String detailsMarking, String commentsMarking) {
        String review() {
            return status + " / details " + details.length() + " chars / comments " + comments.length() + " chars / override '"
                    + override + "' (" + justification.length() + " chars) / markings '" + detailsMarking + "', '" + commentsMarking + "'";
        }
    }

    /** The rules of the checklist's part whose benchmark id is the one asked, by group id, and the checklist's marking. */
    record Part(Map<String, Stated> rules, String marking, boolean json) {}

    public static void main(String[] args) throws Exception {
        Map<String, TargetRule> target = readXccdf(new File(args[0]));
        Part uploaded = read(new File(args[1]), args[3]);
        Part answered = read(new File(args[2]), args[3]);
        List<String> problems = new ArrayList<>();
        // An upload without a marking (STIG Viewer before 2.17, or an empty one) gets what STIG Viewer writes in a new checklist.
        String marking = uploaded.marking() != null ? uploaded.marking() : uploaded.json() ? null : "CUI";
        if (!Objects.equals(marking, answered.marking())) {
            problems.add("the checklist's marking '" + marking + "' became '" + answered.marking() + "'");
        }
        int carried = 0, reset = 0, added = 0, removed = 0;
        for (String group : uploaded.rules().keySet()) {
            if (!target.containsKey(group)) {
                removed++;
                if (answered.rules().containsKey(group)) problems.add(group + ": not in the target revision, yet in the answer");
            }
        }
        for (Map.Entry<String, TargetRule> entry : target.entrySet()) {
            String group = entry.getKey();
            TargetRule rule = entry.getValue();
            Stated answer = answered.rules().get(group);
            if (answer == null) {
                problems.add(group + ": missing from the answer");
                continue;
            }
            if (!rule.ruleId().equals(answer.ruleId())) problems.add(group + ": rule id " + answer.ruleId());
            if (!rule.check().equals(answer.check())) problems.add(group + ": check content is not the target's");
            Stated upload = uploaded.rules().get(group);
            Stated expected;
            if (upload == null) {
                added++;
                expected = new Stated(answer.ruleId(), answer.check(), answer.fix(), "Not_Reviewed", "", "", "", "", "", "");
            } else if (rule.check().equals(upload.check()) && rule.fix().equals(upload.fix())) {
                carried++;
                expected = new Stated(answer.ruleId(), answer.check(), answer.fix(), upload.status(), upload.details(), upload.comments(),
                        upload.override(), upload.justification(), upload.detailsMarking(), upload.commentsMarking());
            } else {
                reset++;
                String note = answer.comments();
                String was = upload.status().replace('_', ' ').replace("NotAFinding", "Not a Finding");
                boolean noted = note.startsWith("Not carried to this revision") && note.endsWith("the review was " + was + ".");
                expected = new Stated(answer.ruleId(), answer.check(), answer.fix(), "Not_Reviewed", "", noted ? note : "(a note naming " + was + ")",
                        "", "", "", "");
            }
            if (!expected.equals(answer)) problems.add(group + ": expected " + expected.review() + ", found " + answer.review());
        }
        System.out.printf("%s: %d rules in the upload, %d in the target; carried %d, reset %d, added %d, removed %d; %d problems%n",
                args[1], uploaded.rules().size(), target.size(), carried, reset, added, removed, problems.size());
        problems.forEach(problem -> System.out.println("  " + problem));
        System.exit(problems.isEmpty() ? 0 : 1);
    }

    private static Map<String, TargetRule> readXccdf(File file) throws Exception {
        Map<String, TargetRule> rules = new LinkedHashMap<>();
        NodeList groups = parse(file).getElementsByTagNameNS("*", "Group");
        for (int i = 0; i < groups.getLength(); i++) {
            Element group = (Element) groups.item(i);
            Element rule = (Element) group.getElementsByTagNameNS("*", "Rule").item(0);
            rules.put(group.getAttribute("id"), new TargetRule(rule.getAttribute("id"), text(rule, "check-content"), text(rule, "fixtext")));
        }
        return rules;
    }

    private static Part read(File checklist, String benchmarkId) throws Exception {
        byte[] content = Files.readAllBytes(checklist.toPath());
        return new String(content, 0, Math.min(content.length, 64)).strip().startsWith("{") ? cklb(content, benchmarkId)
                : ckl(parse(checklist), benchmarkId);
    }

    private static Part ckl(Document checklist, String benchmarkId) {
        Map<String, Stated> rules = new LinkedHashMap<>();
        NodeList stigs = checklist.getElementsByTagName("iSTIG");
        for (int i = 0; i < stigs.getLength(); i++) {
            Element stig = (Element) stigs.item(i);
            NodeList data = stig.getElementsByTagName("SI_DATA");
            boolean ours = false;
            for (int d = 0; d < data.getLength(); d++) {
                Element datum = (Element) data.item(d);
                ours |= "stigid".equals(child(datum, "SID_NAME")) && benchmarkId.equals(child(datum, "SID_DATA"));
            }
            if (!ours) continue;
            NodeList list = stig.getElementsByTagName("VULN");
            for (int v = 0; v < list.getLength(); v++) {
                Element vuln = (Element) list.item(v);
                rules.put(attribute(vuln, "Vuln_Num"), new Stated(attribute(vuln, "Rule_ID"), attribute(vuln, "Check_Content"),
                        attribute(vuln, "Fix_Text"), child(vuln, "STATUS"), child(vuln, "FINDING_DETAILS"), child(vuln, "COMMENTS"),
                        child(vuln, "SEVERITY_OVERRIDE"), child(vuln, "SEVERITY_JUSTIFICATION"), "", ""));
            }
        }
        NodeList marking = checklist.getElementsByTagName("MARKING");
        String stated = marking.getLength() == 0 ? "" : marking.item(0).getTextContent().strip();
        return new Part(rules, stated.isEmpty() ? null : stated, false);
    }

    private static final Map<String, String> CKLB_STATUSES = Map.of("not_reviewed", "Not_Reviewed", "open", "Open",
            "not_a_finding", "NotAFinding", "not_applicable", "Not_Applicable");

    private static Part cklb(byte[] content, String benchmarkId) {
        JsonNode checklist = new ObjectMapper().readTree(content);
        Map<String, Stated> rules = new LinkedHashMap<>();
        for (JsonNode stig : checklist.path("stigs")) {
            if (!benchmarkId.equals(stig.path("stig_id").asString(""))) continue;
            for (JsonNode rule : stig.path("rules")) {
                JsonNode severity = rule.path("overrides").path("severity");
                rules.put(rule.path("group_id").asString(""), new Stated(rule.path("rule_id_src").asString(""),
                        rule.path("check_content").asString(""), rule.path("fix_text").asString(""),
                        CKLB_STATUSES.getOrDefault(rule.path("status").asString("not_reviewed"), rule.path("status").asString()),
                        rule.path("finding_details").asString(""), rule.path("comments").asString(""),
                        severity.path("severity").asString(""), severity.path("reason").asString(""),
                        rule.path("finding_details_classification").asString(""), rule.path("comments_classification").asString("")));
            }
        }
        JsonNode marking = checklist.path("target_data").path("classification");
        return new Part(rules, marking.isString() ? marking.asString() : null, true);
    }

    private static String attribute(Element vuln, String name) {
        NodeList data = vuln.getElementsByTagName("STIG_DATA");
        for (int i = 0; i < data.getLength(); i++) {
            Element datum = (Element) data.item(i);
            if (name.equals(child(datum, "VULN_ATTRIBUTE"))) return child(datum, "ATTRIBUTE_DATA");
        }
        return "";
    }

    private static String child(Element parent, String name) {
        NodeList found = parent.getElementsByTagName(name);
        return found.getLength() == 0 ? "" : found.item(0).getTextContent();
    }

    private static String text(Element parent, String localName) {
        NodeList found = parent.getElementsByTagNameNS("*", localName);
        return found.getLength() == 0 ? "" : found.item(0).getTextContent();
    }

    private static Document parse(File file) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(file);
    }
}
