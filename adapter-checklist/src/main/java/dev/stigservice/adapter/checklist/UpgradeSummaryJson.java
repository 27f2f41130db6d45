package dev.stigservice.adapter.checklist;

import dev.stigservice.domain.model.ChecklistUpgrade;
import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.model.StigUpgrade;
import dev.stigservice.domain.port.Renderer;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;

import java.io.IOException;
import java.io.OutputStream;

/**
 * What an upgrade did, per benchmark: the revisions, the counts, and the rule ids carried, reset (with the fields
 * that changed and the status the rule had), added and removed; then the benchmarks kept as they were.
 */
final class UpgradeSummaryJson implements Renderer<ChecklistUpgrade> {

    /** The third value is the version: raise it whenever this writer writes other bytes for the same document. */

    static final Format FORMAT = new Format("json", "application/json", "1");

    @Override
    public Format format() {
        return FORMAT;
    }

    @Override
    public void write(ChecklistUpgrade upgrade, OutputStream out) throws IOException {
        try (JsonGenerator json = JsonWriting.generator(out)) {
            json.writeStartObject();
            json.writeArrayPropertyStart("benchmarks");
            for (StigUpgrade stig : upgrade.upgrades()) {
                benchmark(json, stig);
            }
            json.writeEndArray();
            JsonWriting.strings(json, "kept", upgrade.kept());
            json.writeEndObject();
        } catch (JacksonException e) {
            throw new IOException("could not write the upgrade summary", e);
        }
    }

    private static void benchmark(JsonGenerator json, StigUpgrade stig) {
        json.writeStartObject();
        json.writeStringProperty("benchmarkId", stig.upgraded().benchmarkId());
        json.writeStringProperty("from", stig.from());
        json.writeStringProperty("to", stig.to());
        json.writeObjectPropertyStart("counts");
        json.writeNumberProperty("carried", stig.carried().size());
        json.writeNumberProperty("reset", stig.reset().size());
        json.writeNumberProperty("added", stig.added().size());
        json.writeNumberProperty("removed", stig.removed().size());
        json.writeEndObject();
        JsonWriting.strings(json, "carried", stig.carried());
        json.writeArrayPropertyStart("reset");
        for (StigUpgrade.Reset reset : stig.reset()) {
            json.writeStartObject();
            json.writeStringProperty("ruleId", reset.ruleId());
            json.writeStringProperty("previousRuleId", reset.oldRuleId());
            JsonWriting.strings(json, "changed", reset.changed());
            json.writeStringProperty("previousStatus", StigViewer.cklbStatus(reset.was()));
            json.writeEndObject();
        }
        json.writeEndArray();
        JsonWriting.strings(json, "added", stig.added());
        JsonWriting.strings(json, "removed", stig.removed());
        json.writeEndObject();
    }
}
