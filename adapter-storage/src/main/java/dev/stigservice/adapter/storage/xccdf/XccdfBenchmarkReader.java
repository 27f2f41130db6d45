package dev.stigservice.adapter.storage.xccdf;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.UnreadableDocument;
import dev.stigservice.domain.port.BenchmarkReader;
import dev.stigservice.xccdf.XccdfException;
import dev.stigservice.xccdf.XccdfReader;

/** The core's reader of stored documents: the XCCDF 1.1 codec (docs/xccdf-loading.md). */
public final class XccdfBenchmarkReader implements BenchmarkReader {

    private final XccdfReader xccdf = new XccdfReader();

    @Override
    public Benchmark read(Document document) throws UnreadableDocument {
        try {
            return xccdf.read(document.fileName(), document.content());
        } catch (XccdfException e) {
            throw new UnreadableDocument(e.getMessage(), e);
        }
    }
}
