package dev.stigservice.adapter.export;

import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.CciItem;
import dev.stigservice.domain.model.CciLookup;
import dev.stigservice.domain.model.CciReference;
import dev.stigservice.domain.model.CitingRule;
import dev.stigservice.domain.model.ControlLookup;
import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.RuleIdKind;
import dev.stigservice.domain.model.RuleLookup;
import dev.stigservice.domain.model.ScapBenchmark;
import dev.stigservice.domain.model.ScapRuleMap;
import dev.stigservice.domain.model.SearchHit;
import dev.stigservice.domain.model.SearchResult;
import dev.stigservice.domain.port.Renderer;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonEncoding;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.json.JsonFactory;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

/**
 * The JSON answers of the lookups (docs/guides/finding-rules-ccis-controls.md): a rule by any id, a CCI, a NIST
 * control. One writer per answer, sharing how a rule, a CCI and the loaded list are written.
 *
 * @param <T> the answer
 */
abstract sealed class JsonLookup<T> implements Renderer<T> {

    /** The third value is the version: raise it whenever this writer writes other bytes for the same document. */

    static final Format FORMAT = new Format(JsonExporter.FORMAT.name(), JsonExporter.FORMAT.mediaType(), "1");
    static final String NO_CCI_LIST = "No CCI list is loaded: CCI definitions and NIST SP 800-53 references are unknown";

    private static final JsonFactory FACTORY = JsonFactory.builder().build();

    @Override
    public Format format() {
        return FORMAT;
    }

    @Override
    public void write(T answer, OutputStream out) throws IOException {
        try (JsonGenerator json = FACTORY.createGenerator(ObjectWriteContext.empty(), new NonClosingOutputStream(out), JsonEncoding.UTF8)) {
            json.writeStartObject();
            fields(answer, json);
            json.writeEndObject();
        } catch (JacksonException e) {
            throw new IOException("could not write the lookup answer", e);
        }
    }

    abstract void fields(T answer, JsonGenerator json);

    /** A library search: the query, how many hits in all, this page's and the cursor of the next. */
    static final class Searches extends JsonLookup<SearchResult> {
        @Override
        void fields(SearchResult result, JsonGenerator json) {
            json.writeStringProperty("query", result.query());
            json.writeStringProperty("revisions", result.revisions());
            json.writeNumberProperty("total", result.page().total());
            json.writeNumberProperty("limit", result.limit());
            json.writeArrayPropertyStart("hits");
            for (SearchHit hit : result.page().hits()) {
                json.writeStartObject();
                json.writeStringProperty("slug", hit.slug());
                json.writeStringProperty("revision", hit.revision());
                json.writeStringProperty("groupId", hit.groupId());
                json.writeStringProperty("ruleId", hit.ruleId());
                json.writeStringProperty("stigId", hit.stigId());
                json.writeStringProperty("title", hit.title());
                json.writeStringProperty("severity", hit.severity() == null ? null : hit.severity().code());
                json.writeStringProperty("snippet", hit.snippet());
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeStringProperty("nextCursor", result.next());
        }
    }

    /** Where a rule is, by any of its ids. */
    static final class Rules extends JsonLookup<RuleLookup> {
        @Override
        void fields(RuleLookup lookup, JsonGenerator json) {
            json.writeStringProperty("id", lookup.id());
            kinds(json, "readAs", lookup.readAs());
            json.writeArrayPropertyStart("benchmarks");
            for (RuleLookup.History history : lookup.benchmarks()) {
                json.writeStartObject();
                BenchmarkSummary served = history.served();
                json.writeStringProperty("slug", served.slug().value());
                json.writeStringProperty("benchmarkId", served.benchmarkId());
                json.writeStringProperty("title", served.title());
                json.writeArrayPropertyStart("revisions");
                for (RuleLookup.Occurrence occurrence : history.revisions()) {
                    json.writeStartObject();
                    revision(json, occurrence.revision());
                    json.writeBooleanProperty("served", occurrence.served());
                    kinds(json, "matchedAs", occurrence.matchedAs());
                    rule(json, occurrence.rule());
                    json.writeName("changedSincePrevious");
                    if (occurrence.changedSincePrevious() == null) {
                        json.writeNull();
                    } else {
                        strings(json, occurrence.changedSincePrevious());
                    }
                    json.writeEndObject();
                }
                json.writeEndArray();
                json.writeEndObject();
            }
            json.writeEndArray();
        }

        private static void kinds(JsonGenerator json, String name, Collection<RuleIdKind> kinds) {
            json.writeName(name);
            strings(json, Arrays.stream(RuleIdKind.values()).filter(kinds::contains).map(RuleIdKind::jsonName).toList());
        }
    }

    /** A CCI: what the list says of it and the served rules citing it. */
    static final class Ccis extends JsonLookup<CciLookup> {
        @Override
        void fields(CciLookup lookup, JsonGenerator json) {
            json.writeStringProperty("cci", lookup.cci());
            cciList(json, lookup.listVersion());
            CciItem item = lookup.item();
            json.writeStringProperty("definition", item == null ? null : item.definition());
            json.writeName("types");
            strings(json, item == null ? List.of() : item.types());
            json.writeStringProperty("status", item == null ? null : item.status());
            json.writeStringProperty("publishDate", item == null ? null : item.publishDate());
            json.writeStringProperty("contributor", item == null ? null : item.contributor());
            json.writeArrayPropertyStart("references");
            for (CciReference reference : item == null ? List.<CciReference>of() : item.references()) {
                json.writeStartObject();
                json.writeStringProperty("creator", reference.creator());
                json.writeStringProperty("title", reference.title());
                json.writeStringProperty("version", reference.version());
                json.writeStringProperty("location", reference.location());
                json.writeStringProperty("index", reference.index());
                json.writeStringProperty("nistRevision", reference.nistRevision().orElse(null));
                json.writeEndObject();
            }
            json.writeEndArray();
            citingRules(json, lookup.rules());
        }
    }

    /** A NIST SP 800-53 control: the CCIs under it and the served rules citing them. */
    static final class Controls extends JsonLookup<ControlLookup> {
        @Override
        void fields(ControlLookup lookup, JsonGenerator json) {
            json.writeStringProperty("control", lookup.control().toString());
            json.writeStringProperty("nist", lookup.nistRevision());
            cciList(json, lookup.listVersion());
            json.writeArrayPropertyStart("ccis");
            for (CciItem item : lookup.ccis()) {
                json.writeStartObject();
                json.writeStringProperty("cci", item.id());
                json.writeStringProperty("definition", item.definition());
                json.writeName("indexes");
                strings(json, item.nistIndexes(lookup.nistRevision()).stream().filter(lookup.control()::covers).toList());
                json.writeEndObject();
            }
            json.writeEndArray();
            citingRules(json, lookup.rules());
        }
    }

    /** The loaded list's version, and a note saying so when none is loaded. */
    private static void cciList(JsonGenerator json, String listVersion) {
        json.writeStringProperty("cciList", listVersion);
        json.writeStringProperty("note", listVersion == null ? NO_CCI_LIST : null);
    }

    private static void citingRules(JsonGenerator json, List<CitingRule> rules) {
        json.writeArrayPropertyStart("rules");
        for (CitingRule citing : rules) {
            json.writeStartObject();
            json.writeStringProperty("slug", citing.revision().slug().value());
            revision(json, citing.revision());
            rule(json, citing.rule());
            json.writeEndObject();
        }
        json.writeEndArray();
    }

    /** A SCAP benchmark's rules, each with the manual rule it automates, and the manual rules none automates. */
    static final class ScapMaps extends JsonLookup<ScapRuleMap> {
        @Override
        void fields(ScapRuleMap map, JsonGenerator json) {
            ScapBenchmark scap = map.scap();
            json.writeStringProperty("slug", scap.slug().value());
            json.writeStringProperty("benchmarkId", scap.benchmarkId());
            json.writeStringProperty("version", scap.version());
            BenchmarkSummary manual = map.manual();
            json.writeName("manual");
            if (manual == null) {
                json.writeNull();
            } else {
                json.writeStartObject();
                json.writeStringProperty("slug", manual.slug().value());
                json.writeStringProperty("benchmarkId", manual.benchmarkId());
                json.writeStringProperty("title", manual.title());
                revision(json, manual);
                json.writeEndObject();
            }
            long mapped = map.rules().stream().filter(rule -> rule.manualRule() != null).count();
            json.writeNumberProperty("ruleCount", map.rules().size());
            json.writeNumberProperty("mappedCount", mapped);
            json.writeNumberProperty("uncoveredCount", map.uncovered().size());
            json.writeArrayPropertyStart("rules");
            for (ScapRuleMap.Mapped rule : map.rules()) {
                json.writeStartObject();
                json.writeStringProperty("scapRuleId", rule.scapRule().id());
                json.writeStringProperty("svRuleId", rule.scapRule().svRuleId());
                json.writeStringProperty("vGroupId", rule.scapRule().vGroupId());
                json.writeName("manualRule");
                if (rule.manualRule() == null) {
                    json.writeNull();
                } else {
                    json.writeStartObject();
                    json.writeStringProperty("slug", manual.slug().value());
                    manualRule(json, rule.manualRule());
                    json.writeEndObject();
                }
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeArrayPropertyStart("uncoveredManualRules");
            for (Rule rule : map.uncovered()) {
                json.writeStartObject();
                manualRule(json, rule);
                json.writeEndObject();
            }
            json.writeEndArray();
        }

        private static void manualRule(JsonGenerator json, Rule rule) {
            json.writeStringProperty("ruleId", rule.ruleId());
            json.writeStringProperty("groupId", rule.groupId());
            json.writeStringProperty("stigId", rule.stigId());
            json.writeStringProperty("title", rule.title());
            json.writeStringProperty("severity", rule.severity() == null ? null : rule.severity().code());
        }
    }

    private static void revision(JsonGenerator json, BenchmarkSummary revision) {
        json.writeStringProperty("revision", revision.revision().label());
        json.writeStringProperty("benchmarkDate", revision.revision().benchmarkDate() == null ? null : revision.revision().benchmarkDate().toString());
    }

    private static void rule(JsonGenerator json, Rule rule) {
        json.writeStringProperty("groupId", rule.groupId());
        json.writeStringProperty("ruleId", rule.ruleId());
        json.writeStringProperty("stigId", rule.stigId());
        json.writeStringProperty("title", rule.title());
        json.writeStringProperty("severity", rule.severity() == null ? null : rule.severity().code());
        json.writeName("ccis");
        strings(json, rule.ccis());
    }

    private static void strings(JsonGenerator json, List<String> values) {
        json.writeStartArray();
        values.forEach(json::writeString);
        json.writeEndArray();
    }
}
