// Checks an upgraded CKL against an independent reading of its two inputs, with the JDK's DOM only (none of the
// service's code): the checklist that was uploaded and DISA's XCCDF of the revision it was upgraded to.
//   java bench/CheckUpgradedChecklist.java <target-xccdf.xml> <uploaded.ckl> <answer.ckl> <benchmark id>
// Expected, rule by rule (matched by group id, as STIG Viewer's Vuln_Num):
//   - the answer holds exactly the target's rules, each with the target's rule id and check content;
//   - a rule whose check content and fix text in the upload are the target's keeps the upload's status, finding
//     details, comments, severity override and its justification; any other rule of the upload is Not_Reviewed with
//     a comment starting "Not carried to this revision" that names the upload's status; a new rule is blank.
// Prints the counts and every rule that differs; exits 1 when one does. Used by bench/real-checklists.sh.

import java.io.File;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

public class CheckUpgradedChecklist {

    record TargetRule(String ruleId, String check, String fix) {}

    public static void main(String[] args) throws Exception {
        Map<String, TargetRule> target = readXccdf(new File(args[0]));
        Map<String, Element> uploaded = vulnsOf(parse(new File(args[1])), args[3]);
        Map<String, Element> answered = vulnsOf(parse(new File(args[2])), args[3]);
        List<String> problems = new ArrayList<>();
        int carried = 0, reset = 0, added = 0, removed = 0;
        for (String group : uploaded.keySet()) {
            if (!target.containsKey(group)) {
                removed++;
                if (answered.containsKey(group)) problems.add(group + ": not in the target revision, yet in the answer");
            }
        }
        for (Map.Entry<String, TargetRule> entry : target.entrySet()) {
            String group = entry.getKey();
            TargetRule rule = entry.getValue();
            Element answer = answered.get(group);
            if (answer == null) {
                problems.add(group + ": missing from the answer");
                continue;
            }
            if (!rule.ruleId().equals(attribute(answer, "Rule_ID"))) problems.add(group + ": rule id " + attribute(answer, "Rule_ID"));
            if (!rule.check().equals(attribute(answer, "Check_Content"))) problems.add(group + ": check content is not the target's");
            Element upload = uploaded.get(group);
            if (upload == null) {
                added++;
                expect(problems, group, answer, "Not_Reviewed", "", "", "", "");
            } else if (rule.check().equals(attribute(upload, "Check_Content")) && rule.fix().equals(attribute(upload, "Fix_Text"))) {
                carried++;
                expect(problems, group, answer, child(upload, "STATUS"), child(upload, "FINDING_DETAILS"), child(upload, "COMMENTS"),
                        child(upload, "SEVERITY_OVERRIDE"), child(upload, "SEVERITY_JUSTIFICATION"));
            } else {
                reset++;
                String comments = child(answer, "COMMENTS");
                String was = child(upload, "STATUS");
                if (!"Not_Reviewed".equals(child(answer, "STATUS")) || !comments.startsWith("Not carried to this revision")
                        || !comments.endsWith("the review was " + was.replace('_', ' ').replace("NotAFinding", "Not a Finding") + ".")) {
                    problems.add(group + ": expected a reset of " + was + ", found " + child(answer, "STATUS") + " \"" + comments + "\"");
                }
            }
        }
        System.out.printf("%s: %d rules in the upload, %d in the target; carried %d, reset %d, added %d, removed %d; %d problems%n",
                args[1], uploaded.size(), target.size(), carried, reset, added, removed, problems.size());
        problems.forEach(problem -> System.out.println("  " + problem));
        System.exit(problems.isEmpty() ? 0 : 1);
    }

    private static void expect(List<String> problems, String group, Element answer, String status, String details, String comments,
                               String override, String justification) {
        if (!status.equals(child(answer, "STATUS")) || !details.equals(child(answer, "FINDING_DETAILS"))
                || !comments.equals(child(answer, "COMMENTS")) || !override.equals(child(answer, "SEVERITY_OVERRIDE"))
                || !justification.equals(child(answer, "SEVERITY_JUSTIFICATION"))) {
            problems.add(group + ": expected " + status + " / details " + details.length() + " chars / comments " + comments.length()
                    + " chars / override '" + override + "' (" + justification.length() + " chars), found " + child(answer, "STATUS")
                    + " / " + child(answer, "FINDING_DETAILS").length() + " / " + child(answer, "COMMENTS").length() + " / '"
                    + child(answer, "SEVERITY_OVERRIDE") + "' (" + child(answer, "SEVERITY_JUSTIFICATION").length() + ")");
        }
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

    /** The VULNs of the checklist's iSTIG whose stigid is the benchmark id, by Vuln_Num. */
    private static Map<String, Element> vulnsOf(Document checklist, String benchmarkId) {
        Map<String, Element> vulns = new LinkedHashMap<>();
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
            for (int v = 0; v < list.getLength(); v++) vulns.put(attribute((Element) list.item(v), "Vuln_Num"), (Element) list.item(v));
        }
        return vulns;
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
