package dev.stigservice.endtoend.search;

import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * DISA's files read without any code of the service: the JDK's DOM parser, each XCCDF {@code Rule}'s title, the
 * VulnDiscussion inside its (escaped) description, its check content and fix text, severity and CCIs. What a search
 * is held against.
 */
final class IndependentReading {

    /** One rule as DISA wrote it, its searchable text in lower case. */
    record DisaRule(String ruleId, String severity, List<String> ccis, String groupTitle, String text) {
    }

    private static final Pattern DISCUSSION = Pattern.compile("<VulnDiscussion>(.*?)</VulnDiscussion>", Pattern.DOTALL);

    private IndependentReading() {
    }

    /** Every rule of every XCCDF benchmark in the folder, the documents of zip bundles included (one level deep). */
    static List<DisaRule> rules(Path folder) throws Exception {
        List<DisaRule> rules = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.sorted().toList()) {
                String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
                if (name.endsWith(".xml")) {
                    read(Files.readAllBytes(file), rules);
                } else if (name.endsWith(".zip")) {
                    readZip(Files.readAllBytes(file), rules);
                }
            }
        }
        return rules;
    }

    /**
     * The CCIs of DISA's CCI list with a reference of NIST SP 800-53 Revision {@code revision} that falls under
     * {@code control} (AC-2 covers AC-2, AC-2 a and AC-2 (1), not AC-20).
     */
    static java.util.Set<String> ccisUnder(Path cciList, String control, String revision) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        NodeList items = factory.newDocumentBuilder().parse(cciList.toFile()).getElementsByTagNameNS("*", "cci_item");
        java.util.Set<String> ccis = new java.util.TreeSet<>();
        for (int i = 0; i < items.getLength(); i++) {
            Element item = (Element) items.item(i);
            NodeList references = item.getElementsByTagNameNS("*", "reference");
            for (int r = 0; r < references.getLength(); r++) {
                Element reference = (Element) references.item(r);
                String index = reference.getAttribute("index");
                boolean under = index.equals(control) || index.startsWith(control + " ") || index.startsWith(control + "(");
                if (reference.getAttribute("title").startsWith("NIST SP 800-53") && !reference.getAttribute("title").startsWith("NIST SP 800-53A")
                        && reference.getAttribute("version").equals(revision) && under) {
                    ccis.add(item.getAttribute("id"));
                }
            }
        }
        return ccis;
    }

    private static void readZip(byte[] zip, List<DisaRule> rules) throws Exception {
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip))) {
            ZipEntry entry;
            while ((entry = in.getNextEntry()) != null) {
                String name = entry.getName().toLowerCase(Locale.ROOT);
                if (name.endsWith(".xml")) {
                    read(in.readAllBytes(), rules);
                } else if (name.endsWith(".zip")) {
                    readZip(in.readAllBytes(), rules);
                }
            }
        }
    }

    private static void read(byte[] xml, List<DisaRule> rules) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        DocumentBuilder builder = factory.newDocumentBuilder();
        Element root = builder.parse(new ByteArrayInputStream(xml)).getDocumentElement();
        if (!root.getLocalName().equals("Benchmark")) {
            return; // a SCAP data stream (served as a SCAP benchmark, never among the manual ones), or not XCCDF at all
        }
        NodeList groups = root.getElementsByTagNameNS("*", "Group");
        for (int g = 0; g < groups.getLength(); g++) {
            Element group = (Element) groups.item(g);
            String groupTitle = child(group, "title");
            NodeList ruleNodes = group.getElementsByTagNameNS("*", "Rule");
            for (int r = 0; r < ruleNodes.getLength(); r++) {
                Element rule = (Element) ruleNodes.item(r);
                Matcher discussion = DISCUSSION.matcher(child(rule, "description"));
                List<String> ccis = new ArrayList<>();
                NodeList idents = rule.getElementsByTagNameNS("*", "ident");
                for (int i = 0; i < idents.getLength(); i++) {
                    if (idents.item(i).getTextContent().strip().startsWith("CCI-")) {
                        ccis.add(idents.item(i).getTextContent().strip());
                    }
                }
                String text = String.join("\n", child(rule, "title"), discussion.find() ? discussion.group(1) : "",
                        descendant(rule, "check-content"), descendant(rule, "fixtext"));
                rules.add(new DisaRule(rule.getAttribute("id"), rule.getAttribute("severity"), ccis, groupTitle,
                        text.toLowerCase(Locale.ROOT)));
            }
        }
    }

    private static String child(Element parent, String localName) {
        for (org.w3c.dom.Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && localName.equals(element.getLocalName())) {
                return element.getTextContent();
            }
        }
        return "";
    }

    private static String descendant(Element parent, String localName) {
        NodeList found = parent.getElementsByTagNameNS("*", localName);
        return found.getLength() == 0 ? "" : found.item(0).getTextContent();
    }
}
