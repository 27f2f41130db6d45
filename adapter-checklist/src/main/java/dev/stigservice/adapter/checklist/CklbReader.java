package dev.stigservice.adapter.checklist;

import dev.stigservice.domain.model.Checklist;
import dev.stigservice.domain.model.ChecklistAsset;
import dev.stigservice.domain.model.ChecklistStig;
import dev.stigservice.domain.model.Review;
import dev.stigservice.domain.model.ReviewStatus;
import dev.stigservice.domain.model.ReviewedRule;
import dev.stigservice.domain.model.UnreadableDocument;
import dev.stigservice.domain.port.ChecklistReader;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.core.TokenStreamLocation;
import tools.jackson.core.json.JsonFactory;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * Reads a CKLB in one streaming pass with bounded nesting, names, strings and numbers; keys it does not know are
 * skipped whatever they hold. What is refused is named by its path ({@code stigs[0].rules[3].status}) and line.
 */
final class CklbReader implements ChecklistReader {

    /** A CKLB nests five deep (stigs, rules, group_tree, an object in it); anything far deeper is not a checklist. */
    private static final int MAX_DEPTH = 32;
    /** The longest text a rule holds (check content, discussion) is tens of kilobytes; STIG Viewer's fields 32,767. */
    private static final int MAX_STRING = 1 << 20;
    private static final int MAX_RULES = 50_000;
    /** Where Jackson names its own method in a message: {@code , from `StreamReadConstraints.getMaxNestingDepth()`}. */
    private static final Pattern LIBRARY_NAME = Pattern.compile(",? from `[^`]*`");

    private final JsonFactory factory = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).maxStringLength(MAX_STRING)
                    .maxNameLength(256).maxNumberLength(32).build())
            .build();

    @Override
    public String format() {
        return CklbWriter.FORMAT.name();
    }

    @Override
    public boolean recognizes(byte[] content) {
        return Sniff.firstSignificantByte(content) == '{';
    }

    @Override
    public Checklist read(byte[] content) throws UnreadableDocument {
        try (JsonParser json = factory.createParser(ObjectReadContext.empty(), content)) {
            try {
                Checklist checklist = checklist(json);
                if (json.nextToken() != null) {
                    throw new Refusal("content after the checklist's object", json);
                }
                return checklist;
            } catch (StreamConstraintsException limit) {
                // A limit passed: say which, where the parser stands (the exception itself carries no location).
                throw new Refusal(inOwnWords(limit.getOriginalMessage()), json);
            }
        } catch (Refusal e) {
            throw new UnreadableDocument("CKLB: " + e.getMessage(), e);
        } catch (JacksonException e) {
            throw new UnreadableDocument("CKLB: not well-formed JSON (" + inOwnWords(e.getOriginalMessage())
                    + line(e.getLocation()) + ")", e);
        }
    }

    /**
     * Jackson's reason in one line, without the name of the Jackson method that holds a limit: "Document nesting depth
     * (33) exceeds the maximum allowed (32, from `StreamReadConstraints.getMaxNestingDepth()`)" becomes "... (32)".
     */
    static String inOwnWords(String message) {
        String line = message == null ? "no detail" : message.lines().findFirst().orElse("no detail");
        return LIBRARY_NAME.matcher(line).replaceAll("");
    }

    private static Checklist checklist(JsonParser json) {
        expect(json.nextToken(), JsonToken.START_OBJECT, "the checklist", json);
        ChecklistAsset asset = null;
        List<ChecklistStig> stigs = new ArrayList<>();
        while (json.nextToken() == JsonToken.PROPERTY_NAME) {
            String name = json.currentName();
            JsonToken value = json.nextToken();
            switch (name) {
                case "target_data" -> asset = asset(json, value);
                case "stigs" -> {
                    expect(value, JsonToken.START_ARRAY, "stigs", json);
                    while (json.nextToken() != JsonToken.END_ARRAY) {
                        stigs.add(stig(json, "stigs[" + stigs.size() + "]"));
                    }
                }
                default -> json.skipChildren();
            }
        }
        if (asset == null) {
            throw new Refusal("no target_data", json);
        }
        if (stigs.isEmpty()) {
            throw new Refusal("no stigs", json);
        }
        return new Checklist(asset, stigs);
    }

    private static ChecklistAsset asset(JsonParser json, JsonToken first) {
        expect(first, JsonToken.START_OBJECT, "target_data", json);
        TokenStreamLocation start = json.currentTokenLocation();
        Map<String, String> values = new HashMap<>();
        boolean webOrDatabase = false;
        while (json.nextToken() == JsonToken.PROPERTY_NAME) {
            String name = json.currentName();
            JsonToken value = json.nextToken();
            if (name.equals("is_web_database")) {
                webOrDatabase = value == JsonToken.VALUE_TRUE;
            } else {
                scalar(json, value, values, name);
            }
        }
        boolean web = webOrDatabase;
        return refusedAs("target_data", start, () -> new ChecklistAsset(values.get("host_name"), values.get("fqdn"),
                values.get("ip_address"), values.get("mac_address"), values.get("role"), values.get("target_type"),
                values.get("technology_area"), values.get("comments"), web, values.get("web_db_site"), values.get("web_db_instance"),
                values.get(CklbWriter.CLASSIFICATION)));
    }

    private static ChecklistStig stig(JsonParser json, String path) {
        expect(json.currentToken(), JsonToken.START_OBJECT, path, json);
        TokenStreamLocation start = json.currentTokenLocation();
        Map<String, String> values = new HashMap<>();
        List<ReviewedRule> rules = new ArrayList<>();
        while (json.nextToken() == JsonToken.PROPERTY_NAME) {
            String name = json.currentName();
            JsonToken value = json.nextToken();
            if (name.equals("rules")) {
                expect(value, JsonToken.START_ARRAY, path + ".rules", json);
                while (json.nextToken() != JsonToken.END_ARRAY) {
                    if (rules.size() == MAX_RULES) {
                        throw new Refusal(path + ".rules holds more than " + MAX_RULES + " rules", json);
                    }
                    rules.add(rule(json, path + ".rules[" + rules.size() + "]"));
                }
            } else {
                scalar(json, value, values, name);
            }
        }
        String benchmarkId = values.get("stig_id");
        if (benchmarkId == null || benchmarkId.isBlank()) {
            throw new Refusal(path + ".stig_id is missing", json);
        }
        return refusedAs(path, start, () -> new ChecklistStig(benchmarkId, values.get("stig_name"), null,
                StigViewer.revision(values.get("version"), values.get("release_info")), values.get("release_info"), null,
                values.get("uuid"), null, null, rules));
    }

    private static ReviewedRule rule(JsonParser json, String path) {
        expect(json.currentToken(), JsonToken.START_OBJECT, path, json);
        TokenStreamLocation start = json.currentTokenLocation();
        Map<RuleField, String> fields = RuleField.emptyFields();
        Map<String, String> values = new HashMap<>();
        List<String> ccis = new ArrayList<>();
        List<String> legacyIds = new ArrayList<>();
        Map<String, String> checkContentRef = new HashMap<>();
        Map<String, String> severityOverride = new HashMap<>();
        while (json.nextToken() == JsonToken.PROPERTY_NAME) {
            String name = json.currentName();
            JsonToken value = json.nextToken();
            switch (name) {
                case RuleField.CKLB_CCIS -> strings(json, value, ccis, path + "." + name);
                case RuleField.CKLB_LEGACY_IDS -> strings(json, value, legacyIds, path + "." + name);
                case "check_content_ref" -> object(json, value, checkContentRef, path + "." + name);
                case "group_tree" -> groupTitle(json, value, fields, path + "." + name);
                case "overrides" -> {
                    expect(value, JsonToken.START_OBJECT, path + ".overrides", json);
                    while (json.nextToken() == JsonToken.PROPERTY_NAME) {
                        String kind = json.currentName();
                        JsonToken override = json.nextToken();
                        if (kind.equals("severity")) {
                            object(json, override, severityOverride, path + ".overrides.severity");
                        } else {
                            json.skipChildren();
                        }
                    }
                }
                default -> {
                    RuleField field = RuleField.cklb(name);
                    if (field == null) {
                        scalar(json, value, values, name);
                    } else {
                        fields.put(field, scalarText(json, value));
                        json.skipChildren();
                    }
                }
            }
        }
        return refusedAs(path, start, () -> new ReviewedRule(
                RuleField.rule(fields, ccis, legacyIds, targetKey(values),
                        blankToNull(checkContentRef.get("href")), blankToNull(checkContentRef.get("name"))),
                review(values, severityOverride)));
    }

    /** The group's title is the first (highest) level of STIG Viewer 3's {@code group_tree}. */
    private static void groupTitle(JsonParser json, JsonToken start, Map<RuleField, String> fields, String path) {
        expect(start, JsonToken.START_ARRAY, path, json);
        Map<String, String> level = new HashMap<>();
        for (int index = 0; json.nextToken() != JsonToken.END_ARRAY; index++) {
            object(json, json.currentToken(), index == 0 ? level : null, path + "[" + index + "]");
        }
        fields.put(RuleField.GROUP_TITLE, level.get(CklbWriter.GROUP_TREE_TITLE));
    }

    /** STIG Viewer 3 names the DPMS target key {@code reference_identifier}; STIG Manager and STIG Viewer 3.0 {@code target_key}. */
    private static String targetKey(Map<String, String> values) {
        String referenceIdentifier = blankToNull(values.get(CklbWriter.TARGET_KEY));
        return referenceIdentifier != null ? referenceIdentifier : blankToNull(values.get("target_key"));
    }

    private static Review review(Map<String, String> values, Map<String, String> severityOverride) {
        String status = values.get("status");
        ReviewStatus reviewStatus = status == null || status.isBlank() ? ReviewStatus.NOT_REVIEWED
                : StigViewer.fromCklb(status.strip()).orElseThrow(() -> new IllegalArgumentException(
                "status is not one of not_reviewed, open, not_a_finding, not_applicable"));
        return new Review(reviewStatus, values.get("finding_details"), values.get("comments"),
                StigViewer.severityOverride(severityOverride.get("severity"), "overrides.severity.severity"),
                severityOverride.get("reason"), values.get(CklbWriter.FINDING_DETAILS_MARKING), values.get(CklbWriter.COMMENTS_MARKING));
    }

    /** A string, number, boolean or null is kept as text; an object or array where text belongs is skipped. */
    private static void scalar(JsonParser json, JsonToken value, Map<String, String> into, String name) {
        if (value == JsonToken.START_OBJECT || value == JsonToken.START_ARRAY) {
            json.skipChildren();
        } else if (into != null && value != JsonToken.VALUE_NULL) {
            into.put(name, json.getString());
        }
    }

    private static String scalarText(JsonParser json, JsonToken value) {
        return value.isScalarValue() && value != JsonToken.VALUE_NULL ? json.getString() : null;
    }

    private static void strings(JsonParser json, JsonToken start, List<String> into, String path) {
        expect(start, JsonToken.START_ARRAY, path, json);
        JsonToken item;
        while ((item = json.nextToken()) != JsonToken.END_ARRAY) {
            if (item != JsonToken.VALUE_STRING) {
                throw new Refusal(path + " holds something other than text", json);
            }
            into.add(json.getString());
        }
    }

    private static void object(JsonParser json, JsonToken start, Map<String, String> into, String path) {
        expect(start, JsonToken.START_OBJECT, path, json);
        while (json.nextToken() == JsonToken.PROPERTY_NAME) {
            String name = json.currentName();
            scalar(json, json.nextToken(), into, name);
        }
    }

    private static void expect(JsonToken actual, JsonToken expected, String path, JsonParser json) {
        if (actual != expected) {
            throw new Refusal(path + " is not " + (expected == JsonToken.START_OBJECT ? "an object" : "an array"), json);
        }
    }

    /** The model's refusal (a field over its bound, a control character), named by the object's path and where it starts. */
    private static <T> T refusedAs(String path, TokenStreamLocation start, Supplier<T> build) {
        try {
            return build.get();
        } catch (IllegalArgumentException e) {
            throw new Refusal(path + ": " + e.getMessage(), start);
        }
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text;
    }

    private static String line(TokenStreamLocation location) {
        return location == null || location.getLineNr() < 1 ? "" : ", line " + location.getLineNr() + ", column " + location.getColumnNr();
    }

    /** What is wrong, with where the parser stood; it quotes no content. */
    private static final class Refusal extends RuntimeException {

        Refusal(String message, JsonParser json) {
            this(message, json.currentLocation());
        }

        Refusal(String message, TokenStreamLocation at) {
            super(message + line(at), null, false, false);
        }
    }
}
