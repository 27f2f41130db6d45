package dev.stigservice.adapter.checklist;

import dev.stigservice.domain.model.Checklist;
import dev.stigservice.domain.model.ChecklistAsset;
import dev.stigservice.domain.model.ChecklistStig;
import dev.stigservice.domain.model.Review;
import dev.stigservice.domain.model.ReviewStatus;
import dev.stigservice.domain.model.ReviewedRule;
import dev.stigservice.domain.model.UnreadableDocument;
import dev.stigservice.domain.port.ChecklistReader;
import dev.stigservice.xccdf.HardenedStax;
import dev.stigservice.xccdf.XccdfException;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a CKL on the hardened pass DISA's other XML is read on (no DTD, so no entities; bounded nesting). Elements it
 * does not know are skipped; a rule without a Rule_ID, an unknown status, a field over its bound is refused with the
 * line of its {@code VULN}.
 */
final class CklReader implements ChecklistReader {

    @Override
    public String format() {
        return CklWriter.FORMAT.name();
    }

    @Override
    public boolean recognizes(byte[] content) {
        return Sniff.firstSignificantByte(content) == '<';
    }

    @Override
    public Checklist read(byte[] content) throws UnreadableDocument {
        try {
            return HardenedStax.read(content, "", "checklist", CklReader::checklist);
        } catch (XccdfException e) {
            throw new UnreadableDocument("CKL: " + e.getMessage(), e);
        }
    }

    private static Checklist checklist(XMLStreamReader xml) throws XMLStreamException {
        HardenedStax.toRoot(xml);
        if (!xml.getLocalName().equals("CHECKLIST")) {
            throw new IllegalArgumentException("the root element is " + printable(xml.getLocalName()) + ", not CHECKLIST");
        }
        ChecklistAsset asset = null;
        List<ChecklistStig> stigs = new ArrayList<>();
        while (HardenedStax.nextChild(xml)) {
            switch (xml.getLocalName()) {
                case "ASSET" -> asset = asset(xml);
                case "STIGS" -> {
                    while (HardenedStax.nextChild(xml)) {
                        if (xml.getLocalName().equals("iSTIG")) {
                            stigs.add(stig(xml));
                        } else {
                            HardenedStax.skip(xml);
                        }
                    }
                }
                default -> HardenedStax.skip(xml);
            }
        }
        HardenedStax.toEnd(xml);
        if (asset == null) {
            throw new IllegalArgumentException("no ASSET element");
        }
        if (stigs.isEmpty()) {
            throw new IllegalArgumentException("no iSTIG element in STIGS");
        }
        return new Checklist(asset, stigs);
    }

    private static ChecklistAsset asset(XMLStreamReader xml) throws XMLStreamException {
        Map<String, String> values = leaves(xml);
        return new ChecklistAsset(values.get("HOST_NAME"), values.get("HOST_FQDN"), values.get("HOST_IP"),
                values.get("HOST_MAC"), values.get("ROLE"), values.get("ASSET_TYPE"), values.get("TECH_AREA"),
                values.get("TARGET_COMMENT"), "true".equals(values.get("WEB_OR_DATABASE")), values.get("WEB_DB_SITE"),
                values.get("WEB_DB_INSTANCE"), values.get("MARKING"));
    }

    private static ChecklistStig stig(XMLStreamReader xml) throws XMLStreamException {
        int line = xml.getLocation().getLineNumber();
        Map<String, String> info = new HashMap<>();
        List<ReviewedRule> rules = new ArrayList<>();
        while (HardenedStax.nextChild(xml)) {
            switch (xml.getLocalName()) {
                case "STIG_INFO" -> {
                    while (HardenedStax.nextChild(xml)) {
                        if (xml.getLocalName().equals("SI_DATA")) {
                            Map<String, String> data = leaves(xml);
                            if (data.get("SID_NAME") != null) {
                                info.put(data.get("SID_NAME"), data.get("SID_DATA"));
                            }
                        } else {
                            HardenedStax.skip(xml);
                        }
                    }
                }
                case "VULN" -> rules.add(vuln(xml));
                default -> HardenedStax.skip(xml);
            }
        }
        String benchmarkId = info.get("stigid");
        if (benchmarkId == null || benchmarkId.isBlank()) {
            throw new IllegalArgumentException("the iSTIG at line " + line + " has no stigid in its STIG_INFO");
        }
        return new ChecklistStig(benchmarkId, info.get("title"), info.get("description"),
                StigViewer.revision(info.get("version"), info.get("releaseinfo")), info.get("releaseinfo"), info.get("filename"),
                info.get("uuid"), info.get("notice"), info.get("source"), rules);
    }

    private static ReviewedRule vuln(XMLStreamReader xml) throws XMLStreamException {
        int line = xml.getLocation().getLineNumber();
        Map<RuleField, String> fields = RuleField.emptyFields();
        List<String> ccis = new ArrayList<>();
        List<String> legacyIds = new ArrayList<>();
        String checkContentRef = null;
        String targetKey = null;
        Map<String, String> review = new HashMap<>();
        while (HardenedStax.nextChild(xml)) {
            if (xml.getLocalName().equals("STIG_DATA")) {
                Map<String, String> data = leaves(xml);
                String attribute = data.get("VULN_ATTRIBUTE");
                String value = data.get("ATTRIBUTE_DATA");
                if (attribute == null || value == null) {
                    continue;
                }
                switch (attribute) {
                    case RuleField.CKL_CCI -> ccis.add(value);
                    case RuleField.CKL_LEGACY_ID -> legacyIds.add(value);
                    case "Check_Content_Ref" -> checkContentRef = value;
                    case "TargetKey" -> targetKey = value;
                    default -> {
                        RuleField field = RuleField.ckl(attribute);
                        if (field != null) {
                            fields.put(field, value);
                        }
                    }
                }
            } else {
                review.put(xml.getLocalName(), text(xml));
            }
        }
        try {
            return new ReviewedRule(RuleField.rule(fields, ccis, legacyIds, targetKey, null, checkContentRef), review(review));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("the VULN at line " + line + ": " + e.getMessage(), e);
        }
    }

    private static Review review(Map<String, String> elements) {
        String status = elements.get("STATUS");
        ReviewStatus reviewStatus = status == null || status.isBlank() ? ReviewStatus.NOT_REVIEWED
                : StigViewer.fromCkl(status.strip()).orElseThrow(() -> new IllegalArgumentException(
                "STATUS is not one of Not_Reviewed, Open, NotAFinding, Not_Applicable"));
        return new Review(reviewStatus, elements.get("FINDING_DETAILS"), elements.get("COMMENTS"),
                StigViewer.severityOverride(elements.get("SEVERITY_OVERRIDE"), "SEVERITY_OVERRIDE"),
                elements.get("SEVERITY_JUSTIFICATION"));
    }

    /** The text of each child element of the current one, by name; the last wins where a name repeats. */
    private static Map<String, String> leaves(XMLStreamReader xml) throws XMLStreamException {
        Map<String, String> values = new HashMap<>();
        while (HardenedStax.nextChild(xml)) {
            values.put(xml.getLocalName(), text(xml));
        }
        return values;
    }

    /** The text of a leaf element; an element with children inside a leaf's place is skipped as empty. */
    private static String text(XMLStreamReader xml) throws XMLStreamException {
        StringBuilder text = new StringBuilder();
        while (true) {
            int event = xml.next();
            if (event == XMLStreamConstants.CHARACTERS || event == XMLStreamConstants.CDATA
                    || event == XMLStreamConstants.SPACE) {
                text.append(xml.getText());
            } else if (event == XMLStreamConstants.START_ELEMENT) {
                HardenedStax.skip(xml);
            } else if (event == XMLStreamConstants.END_ELEMENT) {
                return text.toString();
            }
        }
    }

    /** An element name is quoted in a message only when it has a name's shape. */
    private static String printable(String name) {
        return name.matches("[A-Za-z_][A-Za-z0-9_.-]{0,63}") ? name : "unnamed";
    }
}
