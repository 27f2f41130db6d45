package dev.stigservice.application.changes;

import dev.stigservice.domain.model.BenchmarkChanges;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.ExportFormat;
import dev.stigservice.domain.model.Sha256;
import dev.stigservice.domain.port.ChangeReportWriter;

import java.io.IOException;
import java.io.OutputStream;
import java.util.function.Supplier;

/**
 * A comparison ready to be written. Name and entity tag come from the two summaries; the models are loaded and
 * compared only when {@link #writeTo} runs, so a conditional request that matches the tag costs no comparison.
 */
public final class ChangeReport {

    private final BenchmarkSummary from;
    private final BenchmarkSummary to;
    private final ChangeReportWriter writer;
    private final Supplier<BenchmarkChanges> changes;
    private final String entityTag;

    ChangeReport(BenchmarkSummary from, BenchmarkSummary to, ChangeReportWriter writer, Supplier<BenchmarkChanges> changes) {
        this.from = from;
        this.to = to;
        this.writer = writer;
        this.changes = changes;
        this.entityTag = Sha256.shortHex(from.key().sha256(), to.key().sha256(), writer.format().name(), writer.version());
    }

    public ExportFormat format() {
        return writer.format();
    }

    /** {@code rhel-9-stig-v2r7-to-v2r8-changes.csv}. */
    public String fileName() {
        return to.slug().value() + "-" + label(from) + "-to-" + label(to) + "-changes." + format().name();
    }

    /** A strong entity tag: the hash of both revisions' content keys, the format and the writer's version. */
    public String entityTag() {
        return entityTag;
    }

    public void writeTo(OutputStream out) throws IOException {
        writer.write(changes.get(), out);
    }

    private static String label(BenchmarkSummary revision) {
        String label = revision.revision().fileLabel();
        return label == null ? revision.key().sha256().substring(0, 8) : label;
    }
}
