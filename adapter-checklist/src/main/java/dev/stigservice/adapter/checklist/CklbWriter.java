package dev.stigservice.adapter.checklist;

import dev.stigservice.domain.model.Checklist;
import dev.stigservice.domain.model.ChecklistAsset;
import dev.stigservice.domain.model.ChecklistStig;
import dev.stigservice.domain.model.ExportFormat;
import dev.stigservice.domain.model.FormatVersion;
import dev.stigservice.domain.model.Review;
import dev.stigservice.domain.model.ReviewedRule;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.port.ChecklistWriter;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Objects;

/**
 * STIG Viewer 3's checklist: one JSON object with the {@code target_data} and a {@code stigs} array, each with its
 * {@code rules}; keys in the order STIG Viewer writes them, empty text as {@code ""} as it does.
 */
final class CklbWriter implements ChecklistWriter {

    static final ExportFormat FORMAT = new ExportFormat("cklb", "application/json");
    /** Raise the version whenever this writer writes other bytes for the same document. */
    static final FormatVersion WRITES = new FormatVersion(FORMAT, "1");

    @Override
    public FormatVersion writes() {
        return WRITES;
    }

    @Override
    public void write(Checklist checklist, OutputStream out) throws IOException {
        try (JsonGenerator json = JsonWriting.generator(out)) {
            json.writeStartObject();
            json.writeStringProperty("title", title(checklist));
            json.writeStringProperty("id", StigViewer.checklistUuid(checklist));
            json.writeName("stigs");
            json.writeStartArray();
            for (ChecklistStig stig : checklist.stigs()) {
                stig(json, stig);
            }
            json.writeEndArray();
            json.writeBooleanProperty("active", false);
            json.writeNumberProperty("mode", 2);
            json.writeBooleanProperty("has_path", true);
            targetData(json, checklist.asset(), checklist.stigs().getFirst());
            json.writeEndObject();
        } catch (JacksonException e) {
            throw new IOException("could not write the checklist", e);
        }
    }

    private static String title(Checklist checklist) {
        ChecklistStig first = checklist.stigs().getFirst();
        return Objects.requireNonNullElse(first.title(), first.benchmarkId());
    }

    private static void targetData(JsonGenerator json, ChecklistAsset asset, ChecklistStig first) {
        json.writeName("target_data");
        json.writeStartObject();
        text(json, "target_type", asset.type());
        text(json, "host_name", asset.hostName());
        text(json, "ip_address", asset.ip());
        text(json, "mac_address", asset.mac());
        text(json, "fqdn", asset.fqdn());
        text(json, "comments", asset.comment());
        text(json, "role", asset.role());
        json.writeBooleanProperty("is_web_database", asset.webOrDatabase());
        text(json, "technology_area", asset.techArea());
        text(json, "web_db_site", asset.webDbSite());
        text(json, "web_db_instance", asset.webDbInstance());
        json.writeEndObject();
    }

    private static void stig(JsonGenerator json, ChecklistStig stig) {
        json.writeStartObject();
        text(json, "stig_name", stig.title());
        text(json, "display_name", stig.title());
        text(json, "stig_id", stig.benchmarkId());
        text(json, "release_info", stig.releaseInfo());
        text(json, "version", stig.revision().version());
        text(json, "uuid", stig.uuid());
        text(json, "reference_identifier", stig.rules().isEmpty() ? null : RuleField.targetKey(stig.rules().getFirst().rule()));
        json.writeNumberProperty("size", stig.rules().size());
        json.writeName("rules");
        json.writeStartArray();
        for (ReviewedRule reviewed : stig.rules()) {
            rule(json, stig, reviewed.rule(), reviewed.review());
        }
        json.writeEndArray();
        json.writeEndObject();
    }

    private static void rule(JsonGenerator json, ChecklistStig stig, Rule rule, Review review) {
        json.writeStartObject();
        text(json, "uuid", StigViewer.ruleUuid(stig, rule));
        text(json, "stig_uuid", stig.uuid());
        text(json, "target_key", RuleField.targetKey(rule));
        json.writeNullProperty("stig_ref");
        text(json, "rule_id", rule.ruleId().endsWith("_rule") ? rule.ruleId().substring(0, rule.ruleId().length() - 5) : rule.ruleId());
        text(json, "classification", StigViewer.CLASSIFICATION);
        for (RuleField field : RuleField.values()) {
            text(json, field.cklb, field.of(rule));
        }
        json.writeName("check_content_ref");
        json.writeStartObject();
        text(json, "href", rule.check().contentRef() == null ? null : rule.check().contentRef().href());
        text(json, "name", rule.check().contentRef() == null ? null : rule.check().contentRef().name());
        json.writeEndObject();
        JsonWriting.strings(json, RuleField.CKLB_LEGACY_IDS, rule.legacyIds());
        JsonWriting.strings(json, RuleField.CKLB_CCIS, rule.ccis());
        json.writeName("group_tree");
        json.writeStartArray();
        json.writeStartObject();
        text(json, "id", rule.groupId());
        text(json, "title", rule.groupTitle());
        text(json, "description", "<GroupDescription></GroupDescription>");
        json.writeEndObject();
        json.writeEndArray();
        text(json, "status", StigViewer.cklbStatus(review.status()));
        json.writeName("overrides");
        json.writeStartObject();
        if (review.severityOverride() != null) {
            json.writeName("severity");
            json.writeStartObject();
            text(json, "severity", review.severityOverride().code());
            text(json, "reason", review.severityJustification());
            json.writeEndObject();
        }
        json.writeEndObject();
        text(json, "comments", review.comments());
        text(json, "finding_details", review.findingDetails());
        json.writeEndObject();
    }

    private static void text(JsonGenerator json, String name, String value) {
        json.writeStringProperty(name, value == null ? "" : value);
    }
}
