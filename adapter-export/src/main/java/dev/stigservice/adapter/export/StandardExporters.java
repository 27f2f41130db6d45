package dev.stigservice.adapter.export;

import dev.stigservice.domain.model.CciLookup;
import dev.stigservice.domain.model.ControlLookup;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.RuleLookup;
import dev.stigservice.domain.model.ScapRuleMap;
import dev.stigservice.domain.model.SearchResult;
import dev.stigservice.domain.port.ChangeReportWriter;
import dev.stigservice.domain.port.Exporter;
import dev.stigservice.domain.port.Renderer;

import java.util.List;

/** The formats this service offers, in the order clients see them listed. */
public final class StandardExporters {

    private StandardExporters() {
    }

    public static List<Exporter> all() {
        return List.of(new JsonExporter(), new CsvExporter(), new XccdfExporter());
    }

    /** The formats of the report on what changed between two revisions. */
    public static List<ChangeReportWriter> changeReports() {
        return List.of(new JsonChangeReport(), new CsvChangeReport());
    }

    /** The lookups' answers: a rule by any id, a CCI, a NIST control. */
    public static Renderer<RuleLookup> ruleLookups() {
        return new JsonLookup.Rules();
    }

    public static Renderer<CciLookup> cciLookups() {
        return new JsonLookup.Ccis();
    }

    public static Renderer<SearchResult> searchResults() {
        return new JsonLookup.Searches();
    }

    public static Renderer<ControlLookup> controlLookups() {
        return new JsonLookup.Controls();
    }

    /** A SCAP benchmark's data stream, as it was stored. */
    public static Renderer<Document> scapDataStreams() {
        return new StoredDataStream();
    }

    /** A SCAP benchmark's rules and the manual rules they automate. */
    public static Renderer<ScapRuleMap> scapMaps() {
        return new JsonLookup.ScapMaps();
    }
}
