package dev.stigservice.adapter.checklist;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What STIG Viewer 3 writes in a CKLB, as facts (docs/guides/checklists.md says from which files), and the differences
 * of a document from them: the keys of every object in their order, each value's JSON type, and the conventions
 * between values (the group's title in {@code group_tree}, the rule's title in {@code group_title}, the spellings).
 * Read with Jackson's tree model, not with this adapter's streaming reader; written from facts, not from our writer.
 */
final class StigViewerCklbShape {

    static final List<String> CHECKLIST = List.of("title", "id", "stigs", "active", "mode", "has_path", "target_data", "cklb_version");
    static final List<String> TARGET_DATA = List.of("target_type", "host_name", "ip_address", "mac_address", "fqdn", "comments",
            "role", "is_web_database", "technology_area", "web_db_site", "web_db_instance", "classification");
    static final List<String> STIG = List.of("stig_name", "display_name", "stig_id", "release_info", "version", "uuid",
            "reference_identifier", "size", "rules");
    static final List<String> RULE = List.of("group_id_src", "group_tree", "group_id", "severity", "group_title", "rule_id_src",
            "rule_id", "rule_version", "rule_title", "fix_text", "weight", "check_content", "check_content_ref", "classification",
            "discussion", "false_positives", "false_negatives", "documentable", "security_override_guidance", "potential_impacts",
            "third_party_tools", "ia_controls", "responsibility", "mitigations", "mitigation_control", "legacy_ids", "ccis",
            "reference_identifier", "uuid", "stig_uuid", "status", "overrides", "comments", "finding_details");
    /** STIG Viewer 3's markings of a review's texts: after {@link #RULE}'s keys, in this order, each only where one is set. */
    static final List<String> REVIEW_MARKINGS = List.of("comments_classification", "finding_details_classification");
    static final List<String> GROUP_TREE_LEVEL = List.of("id", "title", "description");
    static final List<String> CHECK_CONTENT_REF = List.of("href", "name");
    /** Keys whose value is not text: everything else in a rule and a STIG (but {@code rules}) is a JSON string. */
    static final Set<String> NOT_TEXT = Set.of("group_tree", "check_content_ref", "legacy_ids", "ccis", "overrides", "size", "rules");
    static final Set<String> STATUSES = Set.of("not_reviewed", "open", "not_a_finding", "not_applicable");
    static final Set<String> SEVERITIES = Set.of("low", "medium", "high");
    static final String STIG_SUFFIX = " Security Technical Implementation Guide";

    private StigViewerCklbShape() {
    }

    /** Each way {@code cklb} differs from what STIG Viewer 3 writes; empty when it has STIG Viewer's shape. */
    static List<String> differences(byte[] cklb) {
        List<String> differences = new ArrayList<>();
        JsonNode checklist = new ObjectMapper().readTree(cklb);
        keys(differences, "the checklist", checklist, CHECKLIST);
        expect(differences, "cklb_version", checklist.path("cklb_version").isString() ? checklist.path("cklb_version").asString() : "not text", "1.0");
        type(differences, "active", checklist.path("active").isBoolean());
        type(differences, "has_path", checklist.path("has_path").isBoolean());
        type(differences, "mode", checklist.path("mode").isInt());
        JsonNode target = checklist.path("target_data");
        keys(differences, "target_data", target, TARGET_DATA);
        type(differences, "target_data.is_web_database", target.path("is_web_database").isBoolean());
        type(differences, "target_data.classification (null in a new checklist, else the marking)",
                target.path("classification").isNull() || target.path("classification").isString());
        int index = 0;
        for (JsonNode stig : checklist.path("stigs")) {
            stig(differences, "stigs[" + index++ + "]", stig);
        }
        return differences;
    }

    private static void stig(List<String> differences, String where, JsonNode stig) {
        keys(differences, where, stig, STIG);
        texts(differences, where, stig);
        type(differences, where + ".size", stig.path("size").isInt() && stig.path("size").asInt() == stig.path("rules").size());
        if (stig.path("display_name").asString("").endsWith(STIG_SUFFIX)) {
            differences.add(where + ".display_name keeps '" + STIG_SUFFIX.strip() + "', which STIG Viewer 3 drops");
        }
        for (JsonNode rule : stig.path("rules")) {
            rule(differences, where + ".rules[" + rule.path("group_id").asString("?") + "]", rule, stig.path("uuid").asString(""));
        }
    }

    private static void rule(List<String> differences, String where, JsonNode rule, String stigUuid) {
        List<String> keys = rule.isObject() ? List.copyOf(rule.propertyNames()) : List.of();
        List<String> markings = keys.size() > RULE.size() ? keys.subList(RULE.size(), keys.size()) : List.of();
        if (!keys.subList(0, keys.size() - markings.size()).equals(RULE) || !REVIEW_MARKINGS.containsAll(markings)
                || !markings.equals(REVIEW_MARKINGS.stream().filter(markings::contains).toList())) {
            differences.add(where + " holds " + keys + " where STIG Viewer 3 writes " + RULE + " and then any of " + REVIEW_MARKINGS);
        }
        texts(differences, where, rule);
        oneOf(differences, where + ".status", rule.path("status").asString(""), STATUSES);
        oneOf(differences, where + ".severity", rule.path("severity").asString(""), SEVERITIES);
        expect(differences, where + ".classification", rule.path("classification").asString(""), "Unclassified");
        expect(differences, where + ".group_title (STIG Viewer 3 puts the rule's title there)", rule.path("group_title").asString(""),
                rule.path("rule_title").asString());
        expect(differences, where + ".group_id_src", rule.path("group_id_src").asString(""), rule.path("group_id").asString());
        expect(differences, where + ".rule_id", rule.path("rule_id").asString("") + "_rule", rule.path("rule_id_src").asString());
        expect(differences, where + ".stig_uuid", rule.path("stig_uuid").asString(""), stigUuid);
        JsonNode tree = rule.path("group_tree");
        type(differences, where + ".group_tree (one level)", tree.isArray() && tree.size() == 1);
        keys(differences, where + ".group_tree[0]", tree.path(0), GROUP_TREE_LEVEL);
        expect(differences, where + ".group_tree[0].id", tree.path(0).path("id").asString(""), rule.path("group_id").asString());
        keys(differences, where + ".check_content_ref", rule.path("check_content_ref"), CHECK_CONTENT_REF);
        for (String list : List.of("legacy_ids", "ccis")) {
            JsonNode values = rule.path(list);
            boolean texts = values.isArray();
            for (JsonNode value : values) {
                texts &= value.isString();
            }
            type(differences, where + "." + list + " (an array of text)", texts);
        }
        type(differences, where + ".overrides (an object)", rule.path("overrides").isObject());
    }

    private static void keys(List<String> differences, String where, JsonNode object, List<String> expected) {
        List<String> actual = object.isObject() ? List.copyOf(object.propertyNames()) : List.of();
        if (!actual.equals(expected)) {
            differences.add(where + " holds " + actual + " where STIG Viewer 3 writes " + expected);
        }
    }

    private static void texts(List<String> differences, String where, JsonNode object) {
        object.properties().stream().filter(entry -> !NOT_TEXT.contains(entry.getKey()) && !entry.getValue().isString())
                .forEach(entry -> differences.add(where + "." + entry.getKey() + " is " + entry.getValue().getNodeType()
                        + " where STIG Viewer 3 writes text"));
    }

    private static void type(List<String> differences, String where, boolean holds) {
        if (!holds) {
            differences.add(where + " does not have the type or value STIG Viewer 3 writes");
        }
    }

    private static void expect(List<String> differences, String where, String actual, String expected) {
        if (!actual.equals(expected)) {
            differences.add(where + " is '" + actual + "' where STIG Viewer 3 writes '" + expected + "'");
        }
    }

    private static void oneOf(List<String> differences, String where, String actual, Set<String> allowed) {
        if (!allowed.contains(actual)) {
            differences.add(where + " is '" + actual + "', not one of " + allowed);
        }
    }
}
