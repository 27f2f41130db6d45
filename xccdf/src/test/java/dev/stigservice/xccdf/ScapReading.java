package dev.stigservice.xccdf;

import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one independent reading of a SCAP data stream and of a manual XCCDF 1.1 benchmark that tests check the service's
 * answers against (ScapDataStreamReaderTest here, ScapEndToEndTest in end-to-end, through this module's test-jar): the
 * JDK's DOM parser, elements found by tag name, ids matched by regular expression. Nothing of the service's reader
 * (StAX, the domain's records) is used.
 */
public final class ScapReading {

    public static final String XCCDF_12 = "http://checklists.nist.gov/xccdf/1.2";
    public static final String XCCDF_11 = "http://checklists.nist.gov/xccdf/1.1";
    private static final Pattern SV = Pattern.compile("SV-(\\d+)r\\d+_rule");
    /** A STIG id as ComplianceAsCode names DISA's RHEL 8 rules in a {@code reference} ({@code RHEL-08-010359}). */
    private static final Pattern RHEL_08_STIG_ID = Pattern.compile("RHEL-08-\\d{6}");

    /**
     * A SCAP rule: its id, the SV- rule id it names (in its id, or a reference), the group id DISA gives or its number
     * gives, and, when one of its references is a RHEL 8 STIG id ({@code RHEL-08-010359}, ComplianceAsCode's), that id.
     */
    public record ScapRuleRead(String id, String sv, String v, String severity, String stigId, String title, String groupTitle,
                               String stigReference) {
        public long number() {
            if (sv == null) {
                return -1;
            }
            Matcher matcher = SV.matcher(sv);
            return matcher.matches() ? Long.parseLong(matcher.group(1)) : -1;
        }
    }

    public record ScapRead(String benchmarkId, String title, String version, List<String> profileIds, List<ScapRuleRead> rules) {
    }

    /** A manual rule: its group id, rule id and STIG id (the rule's {@code version}, {@code RHEL-08-010000}). */
    public record ManualRuleRead(String groupId, String ruleId, String stigId) {
        public long number() {
            Matcher matcher = SV.matcher(ruleId);
            return matcher.matches() ? Long.parseLong(matcher.group(1)) : -1;
        }
    }

    private ScapReading() {
    }

    public static ScapRead scap(Path file) throws Exception {
        Element benchmark = (Element) parse(file).getElementsByTagNameNS(XCCDF_12, "Benchmark").item(0);
        List<String> profiles = new ArrayList<>();
        for (Element profile : children(benchmark, XCCDF_12, "Profile")) {
            profiles.add(profile.getAttribute("id"));
        }
        List<ScapRuleRead> rules = new ArrayList<>();
        NodeList found = benchmark.getElementsByTagNameNS(XCCDF_12, "Rule");
        for (int i = 0; i < found.getLength(); i++) {
            Element rule = (Element) found.item(i);
            String id = rule.getAttribute("id");
            String sv = null;
            String stigReference = null;
            Matcher inId = SV.matcher(id);
            if (inId.find()) {
                sv = inId.group();
            }
            for (Element reference : children(rule, XCCDF_12, "reference")) {
                String text = reference.getTextContent().strip();
                if (sv == null && SV.matcher(text).matches()) {
                    sv = text;
                }
                if (stigReference == null && RHEL_08_STIG_ID.matcher(text).matches()) {
                    stigReference = text;
                }
            }
            Element group = (Element) rule.getParentNode();
            String groupId = group.getAttribute("id");
            String v = groupId.matches(".*_group_V-\\d+") ? groupId.substring(groupId.lastIndexOf("V-")) : null;
            if (v == null && sv != null) {
                Matcher number = SV.matcher(sv);
                v = number.matches() ? "V-" + number.group(1) : null;
            }
            rules.add(new ScapRuleRead(id, sv, v, rule.getAttribute("severity"), text(rule, XCCDF_12, "version"),
                    text(rule, XCCDF_12, "title"), text(group, XCCDF_12, "title"), stigReference));
        }
        return new ScapRead(benchmark.getAttribute("id"), text(benchmark, XCCDF_12, "title"), text(benchmark, XCCDF_12, "version"),
                profiles, rules);
    }

    public static List<ManualRuleRead> manual(Path file) throws Exception {
        List<ManualRuleRead> rules = new ArrayList<>();
        NodeList found = parse(file).getElementsByTagNameNS(XCCDF_11, "Rule");
        for (int i = 0; i < found.getLength(); i++) {
            Element rule = (Element) found.item(i);
            rules.add(new ManualRuleRead(((Element) rule.getParentNode()).getAttribute("id"), rule.getAttribute("id"),
                    text(rule, XCCDF_11, "version")));
        }
        return rules;
    }

    private static org.w3c.dom.Document parse(Path file) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(file.toFile());
    }

    private static String text(Element parent, String namespace, String name) {
        List<Element> found = children(parent, namespace, name);
        return found.isEmpty() ? null : found.getFirst().getTextContent().strip();
    }

    private static List<Element> children(Element parent, String namespace, String name) {
        List<Element> found = new ArrayList<>();
        for (var node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && namespace.equals(element.getNamespaceURI()) && name.equals(element.getLocalName())) {
                found.add(element);
            }
        }
        return found;
    }
}
