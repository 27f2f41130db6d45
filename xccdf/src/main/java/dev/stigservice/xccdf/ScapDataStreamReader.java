package dev.stigservice.xccdf;

import dev.stigservice.domain.model.BenchmarkStatus;
import dev.stigservice.domain.model.ScapBenchmark;
import dev.stigservice.domain.model.ScapProfile;
import dev.stigservice.domain.model.ScapRule;
import dev.stigservice.domain.model.SourceFile;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the SCAP benchmark of a SCAP source data stream ({@code data-stream-collection}, SCAP 1.2 and 1.3): the one
 * XCCDF 1.2 {@code Benchmark} among its components (a data stream holding two is refused), with its profiles and rules and, for each rule, the manual STIG rule
 * it automates. One streaming pass with StAX, hardened as {@link XccdfReader} is (no document type declaration, so no
 * external entity and no entity expansion, bounded nesting); the OVAL, OCIL and CPE components are passed over, never
 * kept. Nothing else of the document is modelled: it is served as it was given.
 */
public final class ScapDataStreamReader {

    public static final String SOURCE_DATA_STREAM_NAMESPACE = "http://scap.nist.gov/schema/scap/source/1.2";
    public static final String XCCDF_1_2_NAMESPACE = "http://checklists.nist.gov/xccdf/1.2";
    static final String ROOT = "data-stream-collection";

    /** DISA's manual rule id, at the end of DISA's SCAP rule id or as the text of ComplianceAsCode's {@code reference}. */
    private static final Pattern SV_RULE_ID = Pattern.compile("(SV-(\\d{1,18})r\\d{1,18}_rule)$");
    /**
     * DISA's group id at the end of its SCAP group id ({@code xccdf_mil.disa.stig_group_V-230221}), after no letter or
     * digit: {@code ..._SV-230221} ends in a rule number, not in a group id.
     */
    static final Pattern V_GROUP_ID = Pattern.compile("(?<![A-Za-z0-9])(V-\\d{1,18})$");

    /**
     * @return empty when the document is not a SCAP source data stream (its root element is another)
     * @throws XccdfException when it is one but holds no readable XCCDF 1.2 benchmark, or is not well-formed
     */
    public Optional<ScapBenchmark> read(String fileName, byte[] content) throws XccdfException {
        return HardenedStax.read(content, "SCAP data stream: ", "SCAP benchmark", xml -> {
            HardenedStax.toRoot(xml);
            if (!ROOT.equals(xml.getLocalName())) {
                return Optional.empty();
            }
            if (!SOURCE_DATA_STREAM_NAMESPACE.equals(xml.getNamespaceURI())) {
                throw new XccdfException(ROOT + " namespace " + xml.getNamespaceURI() + " is not " + SOURCE_DATA_STREAM_NAMESPACE);
            }
            ScapBenchmark benchmark = null;
            while (xml.hasNext()) {
                int event = xml.next();
                if (event == XMLStreamConstants.START_ELEMENT && "Benchmark".equals(xml.getLocalName())
                        && XCCDF_1_2_NAMESPACE.equals(xml.getNamespaceURI())) {
                    if (benchmark != null) {
                        // One SCAP benchmark per stored file: which of several a download or a map meant could not be told.
                        throw new XccdfException("the SCAP data stream holds more than one XCCDF 1.2 Benchmark ("
                                + benchmark.benchmarkId() + " and " + xml.getAttributeValue(null, "id")
                                + "); store each in a data stream of its own");
                    }
                    benchmark = new Parse(xml, SourceFile.of(fileName, content)).benchmark();
                }
            }
            if (benchmark == null) {
                throw new XccdfException("the SCAP data stream holds no XCCDF 1.2 Benchmark");
            }
            return Optional.of(benchmark);
        });
    }

    /** One benchmark, from its start tag to its end tag. */
    private static final class Parse {
        private final XMLStreamReader xml;
        private final SourceFile source;
        private String title;
        private String version;
        private String status;
        private LocalDate statusDate;
        private LocalDate benchmarkDate;
        private final List<ScapProfile> profiles = new ArrayList<>();
        private final List<ScapRule> rules = new ArrayList<>();

        Parse(XMLStreamReader xml, SourceFile source) {
            this.xml = xml;
            this.source = source;
        }

        ScapBenchmark benchmark() throws XMLStreamException, XccdfException {
            String id = xml.getAttributeValue(null, "id");
            if (id == null || id.isBlank()) {
                throw new XccdfException("the SCAP benchmark has no id");
            }
            while (HardenedStax.nextChild(xml)) {
                if (!XCCDF_1_2_NAMESPACE.equals(xml.getNamespaceURI())) {
                    HardenedStax.skip(xml);
                    continue;
                }
                switch (xml.getLocalName()) {
                    case "title" -> title = first(title, xml.getElementText());
                    case "version" -> version = first(version, xml.getElementText());
                    case "status" -> {
                        // XCCDF allows a status history; the last one is the current one.
                        statusDate = XccdfReader.date(xml.getAttributeValue(null, "date"));
                        status = xml.getElementText();
                    }
                    case "plain-text" -> {
                        boolean releaseInfo = "release-info".equals(xml.getAttributeValue(null, "id"));
                        String text = xml.getElementText();
                        if (releaseInfo) {
                            benchmarkDate = ReleaseInfo.parse(text).benchmarkDate();
                        }
                    }
                    case "Profile" -> profile();
                    case "Group" -> group(null);
                    case "Rule" -> rule(null);
                    default -> HardenedStax.skip(xml);
                }
            }
            if (title == null || title.isBlank()) {
                throw new XccdfException("the SCAP benchmark " + id + " has no title");
            }
            return new ScapBenchmark(id, title, version, benchmarkDate, new BenchmarkStatus(status, statusDate), source, profiles, rules);
        }

        private void profile() throws XMLStreamException {
            String id = xml.getAttributeValue(null, "id");
            String profileTitle = null;
            while (HardenedStax.nextChild(xml)) {
                if ("title".equals(xml.getLocalName()) && XCCDF_1_2_NAMESPACE.equals(xml.getNamespaceURI())) {
                    profileTitle = first(profileTitle, xml.getElementText());
                } else {
                    HardenedStax.skip(xml);
                }
            }
            if (id != null && !id.isBlank()) {
                profiles.add(new ScapProfile(id, profileTitle));
            }
        }

        /** @param vGroupId the V- id of the nearest enclosing group that names one; null when none does */
        private void group(String vGroupId) throws XMLStreamException {
            String own = match(V_GROUP_ID, xml.getAttributeValue(null, "id"));
            String groupId = own != null ? own : vGroupId;
            while (HardenedStax.nextChild(xml)) {
                if (!XCCDF_1_2_NAMESPACE.equals(xml.getNamespaceURI())) {
                    HardenedStax.skip(xml);
                    continue;
                }
                switch (xml.getLocalName()) {
                    case "Group" -> group(groupId);
                    case "Rule" -> rule(groupId);
                    default -> HardenedStax.skip(xml);
                }
            }
        }

        private void rule(String vGroupId) throws XMLStreamException {
            String id = xml.getAttributeValue(null, "id");
            // DISA's SCAP rule ids end in the manual rule's id (xccdf_mil.disa.stig_rule_SV-230221r1017040_rule);
            // ComplianceAsCode's name it in a reference instead (<reference href="...">SV-230263r858725_rule</reference>).
            String svRuleId = match(SV_RULE_ID, id);
            while (HardenedStax.nextChild(xml)) {
                if ("reference".equals(xml.getLocalName()) && XCCDF_1_2_NAMESPACE.equals(xml.getNamespaceURI())) {
                    // DISA's references hold Dublin Core elements, ComplianceAsCode's a text: only the text is read.
                    String text = ownText(xml).strip();
                    if (svRuleId == null && SV_RULE_ID.matcher(text).matches()) {
                        svRuleId = text;
                    }
                } else {
                    HardenedStax.skip(xml);
                }
            }
            if (id == null || id.isBlank()) {
                return;
            }
            String groupId = vGroupId;
            if (groupId == null && svRuleId != null) {
                // No group names the V- id (ComplianceAsCode's groups are topics): DISA numbers a rule's group with the
                // rule's number (SV-230263r858725_rule is in group V-230263), so the group id is derived from it.
                Matcher number = SV_RULE_ID.matcher(svRuleId);
                groupId = number.matches() ? "V-" + number.group(2) : null;
            }
            rules.add(new ScapRule(id, svRuleId, groupId));
        }

        /** The text directly inside the current element, its child elements passed over; the cursor ends at its end tag. */
        private String ownText(XMLStreamReader xml) throws XMLStreamException {
            StringBuilder text = new StringBuilder();
            while (true) {
                int event = xml.next();
                if (event == XMLStreamConstants.START_ELEMENT) {
                    HardenedStax.skip(xml);
                } else if (event == XMLStreamConstants.END_ELEMENT) {
                    return text.toString();
                } else if (event == XMLStreamConstants.CHARACTERS || event == XMLStreamConstants.CDATA) {
                    text.append(xml.getText());
                }
            }
        }

        private static String match(Pattern pattern, String text) {
            if (text == null) {
                return null;
            }
            Matcher matcher = pattern.matcher(text.strip());
            return matcher.find() ? matcher.group(1) : null;
        }

        private static String first(String current, String text) {
            return current != null || text == null || text.isBlank() ? current : text.strip();
        }
    }
}
