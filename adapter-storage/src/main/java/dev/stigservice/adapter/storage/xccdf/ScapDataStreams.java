package dev.stigservice.adapter.storage.xccdf;

import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.ScapBenchmark;
import dev.stigservice.domain.model.UnreadableDocument;
import dev.stigservice.domain.port.ScapBenchmarkReader;
import dev.stigservice.xccdf.ScapDataStreamReader;
import dev.stigservice.xccdf.XccdfException;

import java.util.Optional;

/** The core's reader of the SCAP benchmark in a stored SCAP source data stream (docs/guides/scap-benchmarks.md). */
public final class ScapDataStreams implements ScapBenchmarkReader {

    private final ScapDataStreamReader reader = new ScapDataStreamReader();

    @Override
    public Optional<ScapBenchmark> read(Document document) throws UnreadableDocument {
        try {
            return reader.read(document.fileName(), document.content());
        } catch (XccdfException e) {
            throw new UnreadableDocument(e.getMessage(), e);
        }
    }
}
