package dev.stigservice.adapter.checklist;

import dev.stigservice.domain.model.Checklist;
import dev.stigservice.domain.model.ChecklistAsset;
import dev.stigservice.domain.model.ChecklistStig;
import dev.stigservice.domain.model.ExportFormat;
import dev.stigservice.domain.model.Review;
import dev.stigservice.domain.model.ReviewedRule;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.port.ChecklistWriter;

import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * STIG Viewer 2's checklist: {@code CHECKLIST} with the {@code ASSET}, and per benchmark an {@code iSTIG} with its
 * {@code STIG_INFO} and one {@code VULN} per rule, elements in the order STIG Viewer writes them, one per line.
 */
final class CklWriter implements ChecklistWriter {

    static final ExportFormat FORMAT = new ExportFormat("ckl", "application/xml");

    private final XMLOutputFactory factory = XMLOutputFactory.newFactory();

    @Override
    public ExportFormat format() {
        return FORMAT;
    }

    @Override
    public String version() {
        return "1";
    }

    @Override
    public void write(Checklist checklist, OutputStream out) throws IOException {
        try {
            XMLStreamWriter xml = factory.createXMLStreamWriter(out, StandardCharsets.UTF_8.name());
            xml.writeStartDocument(StandardCharsets.UTF_8.name(), "1.0");
            Lines lines = new Lines(xml);
            lines.open("CHECKLIST");
            asset(lines, checklist.asset(), checklist.stigs().getFirst());
            lines.open("STIGS");
            for (ChecklistStig stig : checklist.stigs()) {
                stig(lines, stig);
            }
            lines.close();
            lines.close();
            xml.writeCharacters("\n");
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IOException("could not write the checklist", e);
        }
    }

    private static void asset(Lines lines, ChecklistAsset asset, ChecklistStig first) throws XMLStreamException {
        lines.open("ASSET");
        lines.leaf("ROLE", asset.role());
        lines.leaf("ASSET_TYPE", asset.type());
        lines.leaf("HOST_NAME", asset.hostName());
        lines.leaf("HOST_IP", asset.ip());
        lines.leaf("HOST_MAC", asset.mac());
        lines.leaf("HOST_FQDN", asset.fqdn());
        lines.leaf("TARGET_COMMENT", asset.comment());
        lines.leaf("TECH_AREA", asset.techArea());
        lines.leaf("TARGET_KEY", first.rules().isEmpty() ? null : RuleField.targetKey(first.rules().getFirst().rule()));
        lines.leaf("WEB_OR_DATABASE", Boolean.toString(asset.webOrDatabase()));
        lines.leaf("WEB_DB_SITE", asset.webDbSite());
        lines.leaf("WEB_DB_INSTANCE", asset.webDbInstance());
        lines.close();
    }

    private static void stig(Lines lines, ChecklistStig stig) throws XMLStreamException {
        lines.open("iSTIG");
        lines.open("STIG_INFO");
        info(lines, "version", stig.revision().version());
        info(lines, "classification", StigViewer.CLASSIFICATION);
        info(lines, "customname", null);
        info(lines, "stigid", stig.benchmarkId());
        info(lines, "description", stig.description());
        info(lines, "filename", stig.fileName());
        info(lines, "releaseinfo", stig.releaseInfo());
        info(lines, "title", stig.title());
        info(lines, "uuid", stig.uuid());
        lines.close();
        String stigRef = StigViewer.stigRef(stig);
        for (ReviewedRule reviewed : stig.rules()) {
            vuln(lines, stig, stigRef, reviewed.rule(), reviewed.review());
        }
        lines.close();
    }

    private static void info(Lines lines, String name, String value) throws XMLStreamException {
        lines.open("SI_DATA");
        lines.leaf("SID_NAME", name);
        if (value != null) {
            lines.leaf("SID_DATA", value);
        }
        lines.close();
    }

    private static void vuln(Lines lines, ChecklistStig stig, String stigRef, Rule rule, Review review) throws XMLStreamException {
        lines.open("VULN");
        for (RuleField field : RuleField.values()) {
            data(lines, field.ckl, field.of(rule));
            if (field == RuleField.SEVERITY_OVERRIDE_GUIDANCE) {
                // STIG Viewer's order puts these between the guidance and the weight.
                data(lines, "Check_Content_Ref", rule.check().contentRef() == null ? null : rule.check().contentRef().name());
            }
        }
        data(lines, "Class", "Unclass");
        data(lines, "STIGRef", stigRef);
        data(lines, "TargetKey", RuleField.targetKey(rule));
        data(lines, "STIG_UUID", stig.uuid());
        for (String legacy : rule.legacyIds()) {
            data(lines, RuleField.CKL_LEGACY_ID, legacy);
        }
        for (String cci : rule.ccis()) {
            data(lines, RuleField.CKL_CCI, cci);
        }
        lines.leaf("STATUS", StigViewer.cklStatus(review.status()));
        lines.leaf("FINDING_DETAILS", review.findingDetails());
        lines.leaf("COMMENTS", review.comments());
        lines.leaf("SEVERITY_OVERRIDE", review.severityOverride() == null ? null : review.severityOverride().code());
        lines.leaf("SEVERITY_JUSTIFICATION", review.severityJustification());
        lines.close();
    }

    private static void data(Lines lines, String attribute, String value) throws XMLStreamException {
        lines.open("STIG_DATA");
        lines.leaf("VULN_ATTRIBUTE", attribute);
        lines.leaf("ATTRIBUTE_DATA", value);
        lines.close();
    }

    /** Elements one per line, indented by tabs as STIG Viewer does; an empty value is an empty element. */
    private static final class Lines {

        private final XMLStreamWriter xml;
        private int depth;

        Lines(XMLStreamWriter xml) {
            this.xml = xml;
        }

        void open(String name) throws XMLStreamException {
            indent();
            xml.writeStartElement(name);
            depth++;
        }

        void close() throws XMLStreamException {
            depth--;
            indent();
            xml.writeEndElement();
        }

        void leaf(String name, String value) throws XMLStreamException {
            indent();
            xml.writeStartElement(name);
            xml.writeCharacters(value == null ? "" : value);
            xml.writeEndElement();
        }

        private void indent() throws XMLStreamException {
            xml.writeCharacters("\n" + "\t".repeat(depth));
        }
    }
}
