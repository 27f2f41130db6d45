package dev.stigservice.application.download;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.ExportFormat;
import dev.stigservice.domain.model.Sha256;
import dev.stigservice.domain.port.Exporter;

import java.io.IOException;
import java.io.OutputStream;
import java.util.function.Supplier;

/**
 * A download ready to be written: the served revision's summary, the exporter for the requested format, and
 * what the response needs to describe it. Name and entity tag come from the summary alone; the whole model is
 * asked for only when {@link #writeTo} runs, so a conditional request that matches the tag, or a body already
 * rendered under that tag, loads no model.
 */
public final class BenchmarkExport {

    private final BenchmarkSummary revision;
    private final Exporter exporter;
    private final Supplier<Benchmark> model;
    private final String entityTag;

    BenchmarkExport(BenchmarkSummary revision, Exporter exporter, Supplier<Benchmark> model) {
        this.revision = revision;
        this.exporter = exporter;
        this.model = model;
        this.entityTag = Sha256.shortHex(revision.key().sha256(), exporter.format().name(), exporter.version());
    }

    public ExportFormat format() {
        return exporter.format();
    }

    /** {@code rhel-9-stig-v2r8.csv}, or {@code rhel-9-stig.csv} when the benchmark has no revision label. */
    public String fileName() {
        String label = revision.revision().fileLabel();
        String base = label == null ? revision.slug().value() : revision.slug().value() + "-" + label;
        return base + "." + format().name();
    }

    /**
     * A strong entity tag, without quotes: the hash of what the body depends on, the revision's content key, the
     * format and the exporter's version. Equal tags mean equal bodies, across builds too.
     */
    public String entityTag() {
        return entityTag;
    }

    public void writeTo(OutputStream out) throws IOException {
        exporter.write(model.get(), out);
    }
}
