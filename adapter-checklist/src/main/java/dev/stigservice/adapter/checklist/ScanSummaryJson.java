package dev.stigservice.adapter.checklist;

import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.model.ScanFill;
import dev.stigservice.domain.port.Renderer;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Locale;

/**
 * What a scan did to the checklist it filled: the counts, then the rule ids applied, matched by rule number only (with
 * the scanned rule, its result and whether it was carried), not definitive, and not in the revision.
 */
final class ScanSummaryJson implements Renderer<ScanFill> {

    /** The third value is the version: raise it whenever this writer writes other bytes for the same document. */
    static final Format FORMAT = new Format("json", "application/json", "1");

    @Override
    public Format format() {
        return FORMAT;
    }

    @Override
    public void write(ScanFill fill, OutputStream out) throws IOException {
        try (JsonGenerator json = JsonWriting.generator(out)) {
            json.writeStartObject();
            json.writeObjectPropertyStart("counts");
            json.writeNumberProperty("rules", fill.rules().size());
            json.writeNumberProperty("applied", fill.applied().size());
            json.writeNumberProperty("ruleNumberOnly", fill.ruleNumberOnly().size());
            json.writeNumberProperty("notDefinitive", fill.notDefinitive().size());
            json.writeNumberProperty("notInRevision", fill.notInRevision().size());
            json.writeEndObject();
            JsonWriting.strings(json, "applied", fill.applied());
            json.writeArrayPropertyStart("ruleNumberOnly");
            for (ScanFill.RuleNumberMatch match : fill.ruleNumberOnly()) {
                json.writeStartObject();
                json.writeStringProperty("ruleId", match.ruleId());
                json.writeStringProperty("scannedRuleId", match.scannedRuleId());
                json.writeStringProperty("result", match.result().name().toLowerCase(Locale.ROOT));
                json.writeBooleanProperty("carried", match.carried());
                json.writeEndObject();
            }
            json.writeEndArray();
            JsonWriting.strings(json, "notDefinitive", fill.notDefinitive());
            JsonWriting.strings(json, "notInRevision", fill.notInRevision());
            json.writeEndObject();
        } catch (JacksonException e) {
            throw new IOException("could not write the scan summary", e);
        }
    }
}
