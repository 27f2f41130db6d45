package dev.stigservice.adapter.export;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Export;
import dev.stigservice.domain.model.BenchmarkReference;
import dev.stigservice.domain.model.Check;
import dev.stigservice.domain.model.DublinCore;
import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.model.LocalizedText;
import dev.stigservice.domain.model.Notice;
import dev.stigservice.domain.model.PlainText;
import dev.stigservice.domain.model.Profile;
import dev.stigservice.domain.model.Publication;
import dev.stigservice.domain.model.Reference;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.RuleDescription;
import dev.stigservice.domain.model.SeverityCounts;
import dev.stigservice.domain.port.Exporter;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonEncoding;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.json.JsonFactory;

import java.io.IOException;
import java.io.OutputStream;
import java.time.LocalDate;
import java.util.List;

/**
 * The benchmark document described in docs/schema/benchmark-export.schema.json, streamed with
 * Jackson's generator: no tree of the whole document is built on the way to the output stream.
 */
final class JsonExporter implements Exporter {

    /** The third value is the version: raise it whenever this writer writes other bytes for the same document. */

    static final Format FORMAT = new Format("json", "application/json", "3");

    private final JsonFactory factory = JsonFactory.builder().build();

    @Override
    public Format format() {
        return FORMAT;
    }

    @Override
    public void write(Export export, OutputStream out) throws IOException {
        Benchmark benchmark = export.benchmark();
        try (JsonGenerator json = factory.createGenerator(ObjectWriteContext.empty(), new NonClosingOutputStream(out), JsonEncoding.UTF8)) {
            json.writeStartObject();
            writeHeader(json, benchmark);
            writeProfiles(json, benchmark.profiles());
            json.writeArrayPropertyStart("rules");
            for (Rule rule : benchmark.rules()) {
                writeRule(json, rule);
            }
            json.writeEndArray();
            json.writeEndObject();
        } catch (JacksonException e) {
            throw new IOException("could not write the JSON export", e);
        }
    }

    private static void writeHeader(JsonGenerator json, Benchmark benchmark) {
        json.writeStringProperty("slug", benchmark.slug().value());
        json.writeStringProperty("benchmarkId", benchmark.benchmarkId());
        json.writeStringProperty("title", benchmark.title());
        json.writeStringProperty("type", benchmark.type().name());
        json.writeStringProperty("version", benchmark.revision().version());
        json.writeStringProperty("release", benchmark.revision().release());
        json.writeStringProperty("revision", benchmark.revision().label());
        json.writeStringProperty("benchmarkDate", date(benchmark.revision().benchmarkDate()));
        json.writeStringProperty("status", benchmark.status().value());
        json.writeStringProperty("statusDate", date(benchmark.status().date()));
        json.writeNumberProperty("ruleCount", benchmark.rules().size());
        SeverityCounts counts = SeverityCounts.of(benchmark.rules());
        json.writeObjectPropertyStart("severityCounts");
        json.writeNumberProperty("high", counts.high());
        json.writeNumberProperty("medium", counts.medium());
        json.writeNumberProperty("low", counts.low());
        json.writeNumberProperty("unknown", counts.unknown());
        json.writeEndObject();
        json.writeStringProperty("description", benchmark.description());
        json.writeStringProperty("releaseInfo", benchmark.releaseInfo());
        writePublication(json, benchmark);
        json.writeObjectPropertyStart("source");
        json.writeStringProperty("fileName", benchmark.source().fileName());
        json.writeStringProperty("sha256", benchmark.source().sha256());
        json.writeEndObject();
    }

    private static void writePublication(JsonGenerator json, Benchmark benchmark) {
        BenchmarkReference reference = benchmark.reference();
        if (reference == null) {
            json.writeNullProperty("reference");
        } else {
            json.writeObjectPropertyStart("reference");
            json.writeStringProperty("href", reference.href());
            json.writeStringProperty("publisher", reference.publisher());
            json.writeStringProperty("source", reference.source());
            json.writeEndObject();
        }
        Publication publication = benchmark.publication();
        json.writeStringProperty("schemaLocation", publication.schemaLocation());
        json.writeArrayPropertyStart("notices");
        for (Notice notice : publication.notices()) {
            json.writeStartObject();
            json.writeStringProperty("id", notice.id());
            json.writeStringProperty("lang", notice.lang());
            json.writeStringProperty("text", notice.text());
            json.writeEndObject();
        }
        json.writeEndArray();
        writeLocalized(json, "frontMatter", publication.frontMatter());
        writeLocalized(json, "rearMatter", publication.rearMatter());
        json.writeArrayPropertyStart("plainTexts");
        for (PlainText plainText : publication.plainTexts()) {
            json.writeStartObject();
            json.writeStringProperty("id", plainText.id());
            json.writeStringProperty("text", plainText.text());
            json.writeEndObject();
        }
        json.writeEndArray();
    }

    private static void writeLocalized(JsonGenerator json, String name, LocalizedText text) {
        if (text == null) {
            json.writeNullProperty(name);
        } else {
            json.writeObjectPropertyStart(name);
            json.writeStringProperty("lang", text.lang());
            json.writeStringProperty("text", text.text());
            json.writeEndObject();
        }
    }

    private static void writeProfiles(JsonGenerator json, List<Profile> profiles) {
        json.writeArrayPropertyStart("profiles");
        for (Profile profile : profiles) {
            json.writeStartObject();
            json.writeStringProperty("id", profile.id());
            json.writeStringProperty("title", profile.title());
            json.writeStringProperty("description", profile.description());
            writeStrings(json, "selectedGroupIds", profile.selectedGroupIds());
            json.writeEndObject();
        }
        json.writeEndArray();
    }

    private static void writeRule(JsonGenerator json, Rule rule) {
        RuleDescription description = rule.description();
        json.writeStartObject();
        json.writeStringProperty("groupId", rule.groupId());
        json.writeStringProperty("groupTitle", rule.groupTitle());
        json.writeStringProperty("ruleId", rule.ruleId());
        json.writeStringProperty("stigId", rule.stigId());
        json.writeStringProperty("severity", rule.severity() == null ? null : rule.severity().code());
        json.writeStringProperty("weight", rule.weight());
        json.writeStringProperty("title", rule.title());
        json.writeStringProperty("discussion", description.discussion());
        json.writeStringProperty("falsePositives", description.falsePositives());
        json.writeStringProperty("falseNegatives", description.falseNegatives());
        json.writeStringProperty("documentable", description.documentable());
        json.writeStringProperty("mitigations", description.mitigations());
        json.writeStringProperty("severityOverrideGuidance", description.severityOverrideGuidance());
        json.writeStringProperty("potentialImpacts", description.potentialImpacts());
        json.writeStringProperty("thirdPartyTools", description.thirdPartyTools());
        json.writeStringProperty("mitigationControl", description.mitigationControl());
        writeStrings(json, "responsibility", description.responsibility());
        writeStrings(json, "iaControls", description.iaControls());
        writeStrings(json, "ccis", rule.ccis());
        writeStrings(json, "legacyIds", rule.legacyIds());
        json.writeArrayPropertyStart("references");
        for (Reference reference : rule.references()) {
            json.writeStartObject();
            json.writeStringProperty("href", reference.href());
            json.writeArrayPropertyStart("dublinCore");
            for (DublinCore field : reference.fields()) {
                json.writeStartObject();
                json.writeStringProperty("element", field.element());
                json.writeStringProperty("value", field.value());
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeStringProperty("checkContent", rule.check().content());
        Check.CheckContentRef ref = rule.check().contentRef();
        if (ref == null) {
            json.writeNullProperty("checkContentRef");
        } else {
            json.writeObjectPropertyStart("checkContentRef");
            json.writeStringProperty("href", ref.href());
            json.writeStringProperty("name", ref.name());
            json.writeEndObject();
        }
        json.writeStringProperty("fixText", rule.fix().text());
        json.writeStringProperty("fixRef", rule.fix().ref());
        json.writeEndObject();
    }

    private static void writeStrings(JsonGenerator json, String name, List<String> values) {
        json.writeArrayPropertyStart(name);
        values.forEach(json::writeString);
        json.writeEndArray();
    }

    private static String date(LocalDate date) {
        return date == null ? null : date.toString();
    }
}
