package dev.stigservice.application.download;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.ExportFormat;
import dev.stigservice.domain.model.Sha256;
import dev.stigservice.domain.port.Exporter;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A download ready to be written: the benchmark, the exporter for the requested format, and what the
 * response needs to describe it. The body is written only when {@link #writeTo} is called, so a
 * conditional request that matches the entity tag costs no rendering.
 */
public final class BenchmarkExport {

    private final Benchmark benchmark;
    private final Exporter exporter;

    BenchmarkExport(Benchmark benchmark, Exporter exporter) {
        this.benchmark = benchmark;
        this.exporter = exporter;
    }

    public ExportFormat format() {
        return exporter.format();
    }

    /** {@code rhel-9-stig-v2r8.csv}, or {@code rhel-9-stig.csv} when the benchmark has no revision label. */
    public String fileName() {
        String label = benchmark.revision().fileLabel();
        String base = label == null ? benchmark.slug().value() : benchmark.slug().value() + "-" + label;
        return base + "." + format().name();
    }

    /**
     * A strong entity tag, without quotes. Exports are a pure function of the source bytes and the
     * format, so hashing both gives a tag that changes when, and only when, the body changes.
     */
    public String entityTag() {
        return Sha256.shortHex(benchmark.source().sha256().getBytes(StandardCharsets.US_ASCII),
                format().name().getBytes(StandardCharsets.US_ASCII));
    }

    public void writeTo(OutputStream out) throws IOException {
        exporter.write(benchmark, out);
    }
}
