package dev.stigservice.adapter.oscal;

import dev.stigservice.adapter.oscal.OscalModel.Catalog;
import dev.stigservice.adapter.oscal.OscalModel.Control;
import dev.stigservice.adapter.oscal.OscalModel.Link;
import dev.stigservice.adapter.oscal.OscalModel.Metadata;
import dev.stigservice.adapter.oscal.OscalModel.Part;
import dev.stigservice.adapter.oscal.OscalModel.Profile;
import dev.stigservice.adapter.oscal.OscalModel.Prop;
import dev.stigservice.adapter.oscal.OscalModel.Resource;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonEncoding;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.core.json.JsonFactory;

import java.io.IOException;
import java.io.OutputStream;
import java.util.List;

/** OSCAL's JSON syntax, streamed with Jackson's generator; markup as Markdown ({@link Markdown}). */
final class JsonOscalWriter {

    /** The caller's stream stays open, as the Renderer port promises. */
    private static final JsonFactory FACTORY = JsonFactory.builder().disable(StreamWriteFeature.AUTO_CLOSE_TARGET).build();

    private JsonOscalWriter() {
    }

    static void write(Catalog catalog, OutputStream out) throws IOException {
        try (JsonGenerator json = FACTORY.createGenerator(ObjectWriteContext.empty(), out, JsonEncoding.UTF8)) {
            json.writeStartObject();
            json.writeObjectPropertyStart("catalog");
            json.writeStringProperty("uuid", catalog.uuid().toString());
            metadata(json, catalog.metadata());
            if (!catalog.controls().isEmpty()) {
                json.writeArrayPropertyStart("controls");
                for (Control control : catalog.controls()) {
                    control(json, control);
                }
                json.writeEndArray();
            }
            backMatter(json, catalog.resources());
            json.writeEndObject();
            json.writeEndObject();
        } catch (JacksonException e) {
            throw new IOException("could not write the OSCAL catalog", e);
        }
    }

    static void write(Profile profile, OutputStream out) throws IOException {
        try (JsonGenerator json = FACTORY.createGenerator(ObjectWriteContext.empty(), out, JsonEncoding.UTF8)) {
            json.writeStartObject();
            json.writeObjectPropertyStart("profile");
            json.writeStringProperty("uuid", profile.uuid().toString());
            metadata(json, profile.metadata());
            json.writeArrayPropertyStart("imports");
            json.writeStartObject();
            json.writeStringProperty("href", "#" + profile.imported());
            json.writeArrayPropertyStart("include-controls");
            json.writeStartObject();
            if (!profile.controlIds().isEmpty()) {
                json.writeArrayPropertyStart("with-ids");
                profile.controlIds().forEach(json::writeString);
                json.writeEndArray();
            }
            json.writeEndObject();
            json.writeEndArray();
            json.writeEndObject();
            json.writeEndArray();
            // As NIST's own baselines: without it a resolver merges flat, and an enhancement whose base control is not
            // selected comes out twice (liboscal-java's duplicate keys).
            json.writeObjectPropertyStart("merge");
            json.writeBooleanProperty("as-is", true);
            json.writeEndObject();
            backMatter(json, profile.resources());
            json.writeEndObject();
            json.writeEndObject();
        } catch (JacksonException e) {
            throw new IOException("could not write the OSCAL profile", e);
        }
    }

    private static void metadata(JsonGenerator json, Metadata metadata) {
        json.writeObjectPropertyStart("metadata");
        json.writeStringProperty("title", Markdown.line(metadata.title()));
        json.writeStringProperty("last-modified", metadata.lastModified());
        json.writeStringProperty("version", metadata.version());
        json.writeStringProperty("oscal-version", OscalNames.OSCAL_VERSION);
        json.writeArrayPropertyStart("document-ids");
        json.writeStartObject();
        json.writeStringProperty("scheme", OscalNames.NS + "/benchmark-id");
        json.writeStringProperty("identifier", metadata.documentId());
        json.writeEndObject();
        json.writeEndArray();
        props(json, metadata.props());
        json.writeArrayPropertyStart("roles");
        json.writeStartObject();
        json.writeStringProperty("id", "creator");
        json.writeStringProperty("title", "Document Creator");
        json.writeEndObject();
        json.writeEndArray();
        json.writeArrayPropertyStart("parties");
        json.writeStartObject();
        json.writeStringProperty("uuid", OscalModel.DISA.toString());
        json.writeStringProperty("type", "organization");
        json.writeStringProperty("name", OscalModel.DISA_NAME);
        json.writeStringProperty("short-name", OscalModel.DISA_SHORT_NAME);
        json.writeEndObject();
        json.writeEndArray();
        json.writeArrayPropertyStart("responsible-parties");
        json.writeStartObject();
        json.writeStringProperty("role-id", "creator");
        json.writeArrayPropertyStart("party-uuids");
        json.writeString(OscalModel.DISA.toString());
        json.writeEndArray();
        json.writeEndObject();
        json.writeEndArray();
        if (metadata.remarks() != null) {
            json.writeStringProperty("remarks", Markdown.paragraphs(OscalContent.paragraphs(metadata.remarks())));
        }
        json.writeEndObject();
    }

    private static void control(JsonGenerator json, Control control) {
        json.writeStartObject();
        json.writeStringProperty("id", control.id());
        json.writeStringProperty("title", Markdown.line(control.title()));
        props(json, control.props());
        if (!control.links().isEmpty()) {
            json.writeArrayPropertyStart("links");
            for (Link link : control.links()) {
                json.writeStartObject();
                json.writeStringProperty("href", link.href());
                json.writeStringProperty("rel", link.rel());
                json.writeStringProperty("text", Markdown.line(link.text()));
                json.writeEndObject();
            }
            json.writeEndArray();
        }
        if (!control.parts().isEmpty()) {
            json.writeArrayPropertyStart("parts");
            for (Part part : control.parts()) {
                json.writeStartObject();
                json.writeStringProperty("name", part.name());
                if (!part.oscal()) {
                    json.writeStringProperty("ns", OscalNames.NS);
                }
                json.writeStringProperty("prose", part.preformatted() ? Markdown.preformatted(part.text())
                        : Markdown.paragraphs(OscalContent.paragraphs(part.text())));
                json.writeEndObject();
            }
            json.writeEndArray();
        }
        json.writeEndObject();
    }

    private static void props(JsonGenerator json, List<Prop> props) {
        if (props.isEmpty()) {
            return;
        }
        json.writeArrayPropertyStart("props");
        for (Prop prop : props) {
            json.writeStartObject();
            json.writeStringProperty("name", prop.name());
            if (!prop.oscal()) {
                json.writeStringProperty("ns", OscalNames.NS);
            }
            json.writeStringProperty("value", prop.value());
            json.writeEndObject();
        }
        json.writeEndArray();
    }

    private static void backMatter(JsonGenerator json, List<Resource> resources) {
        if (resources.isEmpty()) {
            return;
        }
        json.writeObjectPropertyStart("back-matter");
        json.writeArrayPropertyStart("resources");
        for (Resource resource : resources) {
            json.writeStartObject();
            json.writeStringProperty("uuid", resource.uuid().toString());
            json.writeStringProperty("title", Markdown.line(resource.title()));
            if (resource.description() != null) {
                json.writeStringProperty("description", Markdown.paragraphs(OscalContent.paragraphs(resource.description())));
            }
            if (resource.rlink() != null) {
                json.writeArrayPropertyStart("rlinks");
                json.writeStartObject();
                json.writeStringProperty("href", resource.rlink());
                json.writeStringProperty("media-type", resource.mediaType());
                json.writeEndObject();
                json.writeEndArray();
            }
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeEndObject();
    }
}
