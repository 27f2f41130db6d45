package dev.stigservice.adapter.checklist;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What STIG Viewer 2 writes in a CKL, as facts read from checklists it wrote (STIG Viewer 2.14 and 2.17 files in
 * MITRE's heimdall2 repository, libs/hdf-converters/sample_jsons/checklist_mapper/sample_input_report: RHEL8V1R3.ckl,
 * three_stig_checklist.ckl; docs/guides/checklists.md), and the differences of a document from them. Written from
 * those files' structure, not copied from them; read with the JDK's DOM parser, not with this adapter's reader.
 */
final class StigViewerCklShape {

    static final String DECLARATION = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!--DISA STIG Viewer :: 2.";
    static final List<String> ASSET = List.of("ROLE", "ASSET_TYPE", "MARKING", "HOST_NAME", "HOST_IP", "HOST_MAC", "HOST_FQDN",
            "TARGET_COMMENT", "TECH_AREA", "TARGET_KEY", "WEB_OR_DATABASE", "WEB_DB_SITE", "WEB_DB_INSTANCE");
    static final List<String> STIG_INFO = List.of("version", "classification", "customname", "stigid", "description", "filename",
            "releaseinfo", "title", "uuid", "notice", "source");
    /** Every VULN's STIG_DATA up to the legacy ids; then exactly two LEGACY_ID, then the CCI_REFs. */
    static final List<String> STIG_DATA = List.of("Vuln_Num", "Severity", "Group_Title", "Rule_ID", "Rule_Ver", "Rule_Title",
            "Vuln_Discuss", "IA_Controls", "Check_Content", "Fix_Text", "False_Positives", "False_Negatives", "Documentable",
            "Mitigations", "Potential_Impact", "Third_Party_Tools", "Mitigation_Control", "Responsibility",
            "Security_Override_Guidance", "Check_Content_Ref", "Weight", "Class", "STIGRef", "TargetKey", "STIG_UUID",
            "LEGACY_ID", "LEGACY_ID");
    static final List<String> REVIEW = List.of("STATUS", "FINDING_DETAILS", "COMMENTS", "SEVERITY_OVERRIDE", "SEVERITY_JUSTIFICATION");
    static final Set<String> STATUSES = Set.of("Not_Reviewed", "Open", "NotAFinding", "Not_Applicable");

    private StigViewerCklShape() {
    }

    /** Each way {@code ckl} differs from what STIG Viewer 2 writes; empty when it has STIG Viewer's shape. */
    static List<String> differences(byte[] ckl) throws Exception {
        List<String> differences = new ArrayList<>();
        String text = new String(ckl, StandardCharsets.UTF_8);
        if (!text.startsWith(DECLARATION)) {
            differences.add("does not start with the double-quoted declaration and STIG Viewer's comment");
        }
        if (!text.endsWith("</CHECKLIST>")) {
            differences.add("has something after </CHECKLIST> (STIG Viewer ends the file there)");
        }
        // Markup starts its line after tabs only; text escapes '<', so a line whose first non-blank is '<' is markup.
        if (text.lines().anyMatch(line -> line.matches("\\t* +[\\t ]*<.*"))) {
            differences.add("indents markup with spaces where STIG Viewer uses tabs");
        }
        if (unescapedGreaterThan(text)) {
            differences.add("has a '>' in text that STIG Viewer writes as &gt;");
        }
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Document document = factory.newDocumentBuilder().parse(new ByteArrayInputStream(ckl));
        Element root = document.getDocumentElement();
        expect(differences, "CHECKLIST", names(root), List.of("ASSET", "STIGS"));
        expect(differences, "ASSET", names(child(root, "ASSET")), ASSET);
        for (Element stig : children(child(root, "STIGS"))) {
            Element info = child(stig, "STIG_INFO");
            List<String> infoNames = new ArrayList<>();
            for (Element data : children(info)) {
                infoNames.add(child(data, "SID_NAME").getTextContent());
                Element value = child(data, "SID_DATA");
                if (value != null && value.getTextContent().isEmpty()) {
                    differences.add("SI_DATA " + infoNames.getLast() + " has an empty SID_DATA (STIG Viewer leaves it out)");
                }
            }
            expect(differences, "STIG_INFO", infoNames, STIG_INFO);
            for (Element vuln : children(stig).subList(1, children(stig).size())) {
                vuln(differences, vuln);
            }
        }
        return differences;
    }

    private static void vuln(List<String> differences, Element vuln) {
        List<String> attributes = new ArrayList<>();
        List<String> review = new ArrayList<>();
        String where = "VULN";
        for (Element element : children(vuln)) {
            if (element.getTagName().equals("STIG_DATA")) {
                String attribute = child(element, "VULN_ATTRIBUTE").getTextContent();
                String value = child(element, "ATTRIBUTE_DATA").getTextContent();
                attributes.add(attribute);
                switch (attribute) {
                    case "Vuln_Num" -> where = "VULN " + value;
                    case "Class" -> expectValue(differences, where, attribute, value, Set.of("Unclass"));
                    case "Severity" -> expectValue(differences, where, attribute, value, Set.of("low", "medium", "high"));
                    case "Documentable" -> expectValue(differences, where, attribute, value, Set.of("true", "false"));
                    default -> {
                    }
                }
            } else {
                review.add(element.getTagName());
                if (element.getTagName().equals("STATUS")) {
                    expectValue(differences, where, "STATUS", element.getTextContent(), STATUSES);
                }
            }
        }
        List<String> beforeCcis = attributes.stream().filter(name -> !name.equals("CCI_REF")).toList();
        expect(differences, where + " STIG_DATA", beforeCcis, STIG_DATA);
        if (!attributes.subList(Math.min(beforeCcis.size(), attributes.size()), attributes.size()).stream().allMatch("CCI_REF"::equals)) {
            differences.add(where + " has STIG_DATA after its CCI_REFs");
        }
        expect(differences, where + " review", review, REVIEW);
    }

    private static void expect(List<String> differences, String where, List<String> actual, List<String> expected) {
        if (!actual.equals(expected)) {
            differences.add(where + " holds " + actual + " where STIG Viewer writes " + expected);
        }
    }

    private static void expectValue(List<String> differences, String where, String name, String value, Set<String> allowed) {
        if (!allowed.contains(value)) {
            differences.add(where + " " + name + " is '" + value + "', not one of " + allowed);
        }
    }

    /** A '>' outside markup: a '<' always opens markup, since STIG Viewer escapes it in text. */
    private static boolean unescapedGreaterThan(String text) {
        boolean inMarkup = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '<') {
                inMarkup = true;
            } else if (c == '>') {
                if (!inMarkup) {
                    return true;
                }
                inMarkup = false;
            }
        }
        return false;
    }

    private static List<String> names(Element parent) {
        return children(parent).stream().map(Element::getTagName).toList();
    }

    private static List<Element> children(Element parent) {
        List<Element> children = new ArrayList<>();
        if (parent == null) {
            return children;
        }
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element) {
                children.add(element);
            }
        }
        return children;
    }

    private static Element child(Element parent, String name) {
        return children(parent).stream().filter(element -> element.getTagName().equals(name)).findFirst().orElse(null);
    }
}
