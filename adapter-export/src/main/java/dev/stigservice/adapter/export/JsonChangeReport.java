package dev.stigservice.adapter.export;

import dev.stigservice.domain.model.BenchmarkChanges;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.model.FieldChange;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.RuleChange;
import dev.stigservice.domain.port.ChangeReportWriter;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonEncoding;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.json.JsonFactory;

import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.Locale;

/** What changed, as the JSON document described in docs/guides/what-changed.md. */
final class JsonChangeReport implements ChangeReportWriter {

    /** The third value is the version: raise it whenever this writer writes other bytes for the same document. */

    static final Format FORMAT = new Format(JsonExporter.FORMAT.name(), JsonExporter.FORMAT.mediaType(), "1");

    private final JsonFactory factory = JsonFactory.builder().build();

    @Override
    public Format format() {
        return FORMAT;
    }

    @Override
    public void write(BenchmarkChanges changes, OutputStream out) throws IOException {
        try (JsonGenerator json = factory.createGenerator(ObjectWriteContext.empty(), new NonClosingOutputStream(out), JsonEncoding.UTF8)) {
            json.writeStartObject();
            json.writeStringProperty("slug", changes.to().slug().value());
            json.writeStringProperty("benchmarkId", changes.to().benchmarkId());
            revision(json, "from", changes.from());
            revision(json, "to", changes.to());
            json.writeObjectPropertyStart("summary");
            for (RuleChange.Kind kind : RuleChange.Kind.values()) {
                json.writeNumberProperty(camel(kind), changes.count(kind));
            }
            json.writeEndObject();
            fields(json, "benchmark", changes.benchmark());
            json.writeArrayPropertyStart("rules");
            for (RuleChange change : changes.rules()) {
                Rule rule = change.rule();
                json.writeStartObject();
                json.writeStringProperty("change", kind(change.kind()));
                json.writeStringProperty("groupId", rule.groupId());
                json.writeStringProperty("ruleIdBefore", change.before() == null ? null : change.before().ruleId());
                json.writeStringProperty("ruleIdAfter", change.after() == null ? null : change.after().ruleId());
                json.writeStringProperty("stigId", rule.stigId());
                json.writeStringProperty("severity", rule.severity() == null ? null : rule.severity().code());
                json.writeStringProperty("title", rule.title());
                fields(json, "fields", change.changes());
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
        } catch (JacksonException e) {
            throw new IOException("could not write the change report", e);
        }
    }

    /** {@code added}, {@code removed}, {@code changed}, {@code ids-changed}. */
    static String kind(RuleChange.Kind kind) {
        return kind.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    private static String camel(RuleChange.Kind kind) {
        String[] words = kind.name().toLowerCase(Locale.ROOT).split("_");
        StringBuilder name = new StringBuilder(words[0]);
        for (int i = 1; i < words.length; i++) {
            name.append(Character.toUpperCase(words[i].charAt(0))).append(words[i].substring(1));
        }
        return name.toString();
    }

    private static void revision(JsonGenerator json, String name, BenchmarkSummary summary) {
        json.writeObjectPropertyStart(name);
        json.writeStringProperty("revision", summary.revision().label());
        json.writeStringProperty("benchmarkDate", summary.revision().benchmarkDate() == null ? null : summary.revision().benchmarkDate().toString());
        json.writeStringProperty("sha256", summary.key().sha256());
        json.writeEndObject();
    }

    private static void fields(JsonGenerator json, String name, List<FieldChange> changes) {
        json.writeArrayPropertyStart(name);
        for (FieldChange change : changes) {
            json.writeStartObject();
            json.writeStringProperty("field", change.field());
            json.writeStringProperty("before", change.before());
            json.writeStringProperty("after", change.after());
            json.writeEndObject();
        }
        json.writeEndArray();
    }
}
