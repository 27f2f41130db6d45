package dev.stigservice.adapter.checklist;

import tools.jackson.core.JsonEncoding;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.core.json.JsonFactory;

import java.io.OutputStream;
import java.util.List;

/** How this adapter's JSON writers (the CKLB, the upgrade summary) write. */
final class JsonWriting {

    /** A renderer must not close the stream it is given (Renderer#write). */
    private static final JsonFactory FACTORY = JsonFactory.builder().disable(StreamWriteFeature.AUTO_CLOSE_TARGET).build();

    private JsonWriting() {
    }

    static JsonGenerator generator(OutputStream out) {
        return FACTORY.createGenerator(ObjectWriteContext.empty(), out, JsonEncoding.UTF8);
    }

    static void strings(JsonGenerator json, String name, List<String> values) {
        json.writeArrayPropertyStart(name);
        values.forEach(json::writeString);
        json.writeEndArray();
    }
}
