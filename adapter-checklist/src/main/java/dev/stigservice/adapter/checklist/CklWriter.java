package dev.stigservice.adapter.checklist;

import dev.stigservice.domain.model.Checklist;
import dev.stigservice.domain.model.ChecklistAsset;
import dev.stigservice.domain.model.ChecklistStig;
import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.model.Review;
import dev.stigservice.domain.model.ReviewedRule;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.port.ChecklistWriter;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Objects;

/**
 * STIG Viewer 2's checklist: {@code CHECKLIST} with the {@code ASSET}, and per benchmark an {@code iSTIG} with its
 * {@code STIG_INFO} and one {@code VULN} per rule, elements in the order STIG Viewer writes them, one per line.
 */
final class CklWriter implements ChecklistWriter {

    /** The third value is the version: raise it whenever this writer writes other bytes for the same document. */

    static final Format FORMAT = new Format("ckl", "application/xml", "3");

    @Override
    public Format format() {
        return FORMAT;
    }

    @Override
    public void write(Checklist checklist, OutputStream out) throws IOException {
        Writer text = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        // STIG Viewer's first two lines: the declaration in double quotes, and the comment that names the writer.
        text.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!--" + StigViewer.CKL_WRITER + "-->");
        Lines lines = new Lines(text);
        lines.open("CHECKLIST");
        asset(lines, checklist.asset(), checklist.stigs().getFirst());
        lines.open("STIGS");
        for (ChecklistStig stig : checklist.stigs()) {
            stig(lines, stig);
        }
        lines.close();
        lines.close(); // no newline after the root, as STIG Viewer writes it
        text.flush(); // not closed: the caller owns the stream
    }

    private static void asset(Lines lines, ChecklistAsset asset, ChecklistStig first) throws IOException {
        lines.open("ASSET");
        lines.leaf("ROLE", asset.role());
        lines.leaf("ASSET_TYPE", asset.type());
        lines.leaf("MARKING", Objects.requireNonNullElse(asset.marking(), StigViewer.MARKING));
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

    private static void stig(Lines lines, ChecklistStig stig) throws IOException {
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
        info(lines, "notice", stig.notice());
        info(lines, "source", stig.source());
        lines.close();
        String stigRef = StigViewer.stigRef(stig);
        for (ReviewedRule reviewed : stig.rules()) {
            vuln(lines, stig, stigRef, reviewed.rule(), reviewed.review());
        }
        lines.close();
    }

    private static void info(Lines lines, String name, String value) throws IOException {
        lines.open("SI_DATA");
        lines.leaf("SID_NAME", name);
        if (value != null) {
            lines.leaf("SID_DATA", value);
        }
        lines.close();
    }

    private static void vuln(Lines lines, ChecklistStig stig, String stigRef, Rule rule, Review review) throws IOException {
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
        // STIG Viewer writes exactly two, padding with empty values (most rules have none left).
        List<String> legacyIds = rule.legacyIds();
        for (int i = 0; i < Math.max(StigViewer.CKL_LEGACY_IDS, legacyIds.size()); i++) {
            data(lines, RuleField.CKL_LEGACY_ID, i < legacyIds.size() ? legacyIds.get(i) : null);
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

    private static void data(Lines lines, String attribute, String value) throws IOException {
        lines.open("STIG_DATA");
        lines.leaf("VULN_ATTRIBUTE", attribute);
        lines.leaf("ATTRIBUTE_DATA", value);
        lines.close();
    }

    /**
     * Elements one per line, indented by tabs as STIG Viewer does; an empty value is an empty element. Text escapes
     * {@code &}, {@code <} and {@code >} as STIG Viewer does, and nothing else (quotes stay as they are).
     */
    private static final class Lines {

        private final Writer text;
        private final Deque<String> open = new ArrayDeque<>();

        Lines(Writer text) {
            this.text = text;
        }

        void open(String name) throws IOException {
            indent(open.size());
            text.write('<' + name + '>');
            open.push(name);
        }

        void close() throws IOException {
            String name = open.pop();
            indent(open.size());
            text.write("</" + name + '>');
        }

        void leaf(String name, String value) throws IOException {
            indent(open.size());
            text.write('<' + name + '>');
            escaped(value == null ? "" : value);
            text.write("</" + name + '>');
        }

        private void escaped(String value) throws IOException {
            for (int i = 0; i < value.length(); i++) {
                char c = value.charAt(i);
                switch (c) {
                    case '&' -> text.write("&amp;");
                    case '<' -> text.write("&lt;");
                    case '>' -> text.write("&gt;");
                    default -> text.write(c);
                }
            }
        }

        private void indent(int depth) throws IOException {
            text.write('\n');
            text.write("\t".repeat(depth));
        }
    }
}
