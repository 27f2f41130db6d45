package dev.stigservice.adapter.checklist;

import dev.stigservice.domain.model.Checklist;
import dev.stigservice.domain.model.ChecklistAsset;
import dev.stigservice.domain.model.ChecklistStig;
import dev.stigservice.domain.model.Format;
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
 * STIG Viewer 3's checklist: one JSON object with a {@code stigs} array, each with its {@code rules}, and the
 * {@code target_data}; keys, order and spellings as STIG Viewer 3 writes them (docs/guides/checklists.md says from which
 * files), empty text as {@code ""} as it does.
 */
final class CklbWriter implements ChecklistWriter {

    /** The third value is the version: raise it whenever this writer writes other bytes for the same document. */

    static final Format FORMAT = new Format("cklb", "application/json", "2");
    /** The file format's version STIG Viewer 3 writes last in every checklist. */
    static final String CKLB_VERSION = "1.0";
    /** STIG Viewer 3 spells a rule's marking so (a CKL's STIG_INFO says {@code UNCLASSIFIED}). */
    static final String RULE_CLASSIFICATION = "Unclassified";
    /** STIG Viewer 3 drops this from a STIG's title to name it in {@code display_name}. */
    private static final String STIG_SUFFIX = " Security Technical Implementation Guide";
    /** A rule's DPMS target key, as STIG Viewer 3 names it on each rule (and on the STIG). */
    static final String TARGET_KEY = "reference_identifier";
    /** The target's marking; STIG Viewer 3 leaves it null in a new checklist. */
    static final String CLASSIFICATION = "classification";
    /** STIG Viewer 3's markings of a review's texts, written after them and only when the assessor set them. */
    static final String FINDING_DETAILS_MARKING = "finding_details_classification";
    static final String COMMENTS_MARKING = "comments_classification";
    /** Where STIG Viewer 3 keeps a rule's group title (the SRG id in DISA's STIGs): the first entry of {@code group_tree}. */
    static final String GROUP_TREE_TITLE = "title";

    @Override
    public Format format() {
        return FORMAT;
    }

    @Override
    public void write(Checklist checklist, OutputStream out) throws IOException {
        try (JsonGenerator json = JsonWriting.generator(out)) {
            json.writeStartObject();
            json.writeStringProperty("title", title(checklist));
            json.writeStringProperty("id", StigViewer.checklistUuid(checklist));
            json.writeArrayPropertyStart("stigs");
            for (ChecklistStig stig : checklist.stigs()) {
                stig(json, stig);
            }
            json.writeEndArray();
            json.writeBooleanProperty("active", false);
            json.writeNumberProperty("mode", 2);
            json.writeBooleanProperty("has_path", true);
            targetData(json, checklist.asset());
            json.writeStringProperty("cklb_version", CKLB_VERSION);
            json.writeEndObject();
        } catch (JacksonException e) {
            throw new IOException("could not write the checklist", e);
        }
    }

    private static String title(Checklist checklist) {
        ChecklistStig first = checklist.stigs().getFirst();
        return Objects.requireNonNullElse(first.title(), first.benchmarkId());
    }

    private static void targetData(JsonGenerator json, ChecklistAsset asset) {
        json.writeObjectPropertyStart("target_data");
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
        json.writeStringProperty(CLASSIFICATION, asset.marking());
        json.writeEndObject();
    }

    /** "Mozilla Firefox" for "Mozilla Firefox Security Technical Implementation Guide"; an SRG's title as it is. */
    static String displayName(String title) {
        return title != null && title.endsWith(STIG_SUFFIX) ? title.substring(0, title.length() - STIG_SUFFIX.length()) : title;
    }

    private static void stig(JsonGenerator json, ChecklistStig stig) {
        json.writeStartObject();
        text(json, "stig_name", stig.title());
        text(json, "display_name", displayName(stig.title()));
        text(json, "stig_id", stig.benchmarkId());
        text(json, "release_info", stig.releaseInfo());
        text(json, "version", stig.revision().version());
        text(json, "uuid", stig.uuid());
        text(json, TARGET_KEY, stig.rules().isEmpty() ? null : RuleField.targetKey(stig.rules().getFirst().rule()));
        json.writeNumberProperty("size", stig.rules().size());
        json.writeArrayPropertyStart("rules");
        for (ReviewedRule reviewed : stig.rules()) {
            rule(json, stig, reviewed.rule(), reviewed.review());
        }
        json.writeEndArray();
        json.writeEndObject();
    }

    private static void rule(JsonGenerator json, ChecklistStig stig, Rule rule, Review review) {
        json.writeStartObject();
        text(json, "group_id_src", rule.groupId());
        json.writeArrayPropertyStart("group_tree");
        json.writeStartObject();
        text(json, "id", rule.groupId());
        text(json, GROUP_TREE_TITLE, rule.groupTitle());
        text(json, "description", "<GroupDescription></GroupDescription>");
        json.writeEndObject();
        json.writeEndArray();
        fields(json, rule, RuleField.GROUP_ID, RuleField.SEVERITY);
        text(json, "group_title", rule.title());
        fields(json, rule, RuleField.RULE_ID);
        text(json, "rule_id", rule.ruleId().endsWith("_rule") ? rule.ruleId().substring(0, rule.ruleId().length() - 5) : rule.ruleId());
        fields(json, rule, RuleField.STIG_ID, RuleField.TITLE, RuleField.FIX_TEXT, RuleField.WEIGHT, RuleField.CHECK_CONTENT);
        json.writeObjectPropertyStart("check_content_ref");
        text(json, "href", rule.check().contentRef() == null ? null : rule.check().contentRef().href());
        text(json, "name", rule.check().contentRef() == null ? null : rule.check().contentRef().name());
        json.writeEndObject();
        text(json, CLASSIFICATION, RULE_CLASSIFICATION);
        fields(json, rule, RuleField.DISCUSSION, RuleField.FALSE_POSITIVES, RuleField.FALSE_NEGATIVES, RuleField.DOCUMENTABLE,
                RuleField.SEVERITY_OVERRIDE_GUIDANCE, RuleField.POTENTIAL_IMPACT, RuleField.THIRD_PARTY_TOOLS,
                RuleField.IA_CONTROLS, RuleField.RESPONSIBILITY, RuleField.MITIGATIONS, RuleField.MITIGATION_CONTROL);
        JsonWriting.strings(json, RuleField.CKLB_LEGACY_IDS, rule.legacyIds());
        JsonWriting.strings(json, RuleField.CKLB_CCIS, rule.ccis());
        text(json, TARGET_KEY, RuleField.targetKey(rule));
        text(json, "uuid", StigViewer.ruleUuid(stig, rule));
        text(json, "stig_uuid", stig.uuid());
        text(json, "status", StigViewer.cklbStatus(review.status()));
        json.writeObjectPropertyStart("overrides");
        if (review.severityOverride() != null) {
            json.writeObjectPropertyStart("severity");
            text(json, "severity", review.severityOverride().code());
            text(json, "reason", review.severityJustification());
            json.writeEndObject();
        }
        json.writeEndObject();
        text(json, "comments", review.comments());
        text(json, "finding_details", review.findingDetails());
        if (review.commentsMarking() != null) {
            json.writeStringProperty(COMMENTS_MARKING, review.commentsMarking());
        }
        if (review.findingDetailsMarking() != null) {
            json.writeStringProperty(FINDING_DETAILS_MARKING, review.findingDetailsMarking());
        }
        json.writeEndObject();
    }

    private static void fields(JsonGenerator json, Rule rule, RuleField... fields) {
        for (RuleField field : fields) {
            text(json, field.cklb, field.of(rule));
        }
    }

    private static void text(JsonGenerator json, String name, String value) {
        json.writeStringProperty(name, value == null ? "" : value);
    }
}
