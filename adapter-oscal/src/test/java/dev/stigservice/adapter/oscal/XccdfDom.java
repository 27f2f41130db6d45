package dev.stigservice.adapter.oscal;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An independent reading of a DISA XCCDF file with the JDK's DOM (not the service's reader): per Group, what a control
 * of the OSCAL catalog must say. Whitespace inside values is collapsed, as OSCAL's one-line strings are.
 */
final class XccdfDom {

    record DomRule(String groupId, String groupTitle, String ruleId, String stigId, String severity, String weight, String title,
                   List<String> ccis, String discussion, String check, String fix) {
    }

    private XccdfDom() {
    }

    static List<DomRule> rules(byte[] xccdf) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Document document = factory.newDocumentBuilder().parse(new ByteArrayInputStream(xccdf));
        NodeList groups = document.getElementsByTagNameNS("*", "Group");
        List<DomRule> rules = new ArrayList<>();
        for (int i = 0; i < groups.getLength(); i++) {
            Element group = (Element) groups.item(i);
            Element rule = child(group, "Rule");
            if (rule == null) {
                continue;
            }
            Set<String> ccis = new LinkedHashSet<>();
            for (Element ident : children(rule, "ident")) {
                if (ident.getAttribute("system").endsWith("/cci")) {
                    ccis.add(ident.getTextContent().strip());
                }
            }
            String description = text(child(rule, "description"));
            Element check = child(rule, "check");
            rules.add(new DomRule(attribute(group, "id"), line(text(child(group, "title"))), attribute(rule, "id"),
                    line(text(child(rule, "version"))), attribute(rule, "severity"), attribute(rule, "weight"),
                    line(text(child(rule, "title"))), List.copyOf(ccis), tag(description, "VulnDiscussion"),
                    check == null ? null : blankToNull(text(child(check, "check-content"))), blankToNull(text(child(rule, "fixtext")))));
        }
        return rules;
    }

    /** The text of one of DISA's escaped pseudo-tags in a rule's description. */
    private static String tag(String description, String name) {
        if (description == null) {
            return null;
        }
        Matcher matcher = Pattern.compile("<" + name + ">(.*?)</" + name + ">", Pattern.DOTALL).matcher(description);
        return matcher.find() ? blankToNull(matcher.group(1)) : null;
    }

    static String line(String text) {
        return text == null || text.isBlank() ? null : ReadBack.collapse(text);
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text;
    }

    private static String attribute(Element element, String name) {
        return element.hasAttribute(name) ? line(element.getAttribute(name)) : null;
    }

    private static String text(Element element) {
        return element == null ? null : element.getTextContent();
    }

    private static Element child(Element parent, String localName) {
        List<Element> children = children(parent, localName);
        return children.isEmpty() ? null : children.getFirst();
    }

    private static List<Element> children(Element parent, String localName) {
        List<Element> children = new ArrayList<>();
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && localName.equals(element.getLocalName())) {
                children.add(element);
            }
        }
        return children;
    }

    /** DISA's CCI list read with the DOM: each CCI's indexes in NIST SP 800-53 Revision {@code revision}, in the list's order. */
    static Map<String, List<String>> cciIndexes(byte[] cciList, String revision) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Document document = factory.newDocumentBuilder().parse(new ByteArrayInputStream(cciList));
        NodeList items = document.getElementsByTagNameNS("*", "cci_item");
        Map<String, List<String>> indexes = new LinkedHashMap<>();
        for (int i = 0; i < items.getLength(); i++) {
            Element item = (Element) items.item(i);
            List<String> list = new ArrayList<>();
            NodeList references = item.getElementsByTagNameNS("*", "reference");
            for (int r = 0; r < references.getLength(); r++) {
                Element reference = (Element) references.item(r);
                if (reference.getAttribute("version").equals(revision) && reference.getAttribute("title").startsWith("NIST SP 800-53")
                        && !reference.getAttribute("title").contains("800-53A")) {
                    list.add(reference.getAttribute("index").strip());
                }
            }
            indexes.put(item.getAttribute("id").strip(), list);
        }
        return indexes;
    }
}
