package dev.stigservice.domain.model;

import java.time.LocalDate;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A SCAP benchmark: the XCCDF 1.2 benchmark of a SCAP source data stream ({@code data-stream-collection}), as DISA or
 * ComplianceAsCode publish it, for automated checking. Its own kind: never a manual benchmark, never in the manual
 * listing. The service keeps the data stream exactly as it was given and derives only this from it.
 *
 * @param benchmarkId   the XCCDF {@code Benchmark@id} exactly as written ({@code xccdf_mil.disa.stig_benchmark_RHEL_8_STIG})
 * @param version       the benchmark's {@code version} as written ({@code 002.008}, {@code 0.1.65}); null when absent
 * @param benchmarkDate the date of DISA's {@code release-info} ({@code Benchmark Date: 01 Jul 2026}); null when absent
 * @param profiles      the benchmark's profiles, in file order
 * @param rules         every {@code Rule} of the benchmark, in file order, whatever group nests it
 */
public record ScapBenchmark(String benchmarkId, String title, String version, LocalDate benchmarkDate, BenchmarkStatus status,
                            SourceFile source, List<ScapProfile> profiles, List<ScapRule> rules) implements Selectable {

    /** The shape of a revision a request names ({@code ?revision=002.008}): safe to quote back. */
    private static final Pattern REVISION = Pattern.compile("[0-9A-Za-z][0-9A-Za-z._-]{0,31}");

    public ScapBenchmark {
        Text.requireText(benchmarkId, "benchmark id");
        title = Text.requireText(title, "benchmark title").strip();
        version = Text.blankToNull(version) == null ? null : version.strip();
        status = Objects.requireNonNullElse(status, BenchmarkStatus.NONE);
        Objects.requireNonNull(source, "source");
        profiles = List.copyOf(profiles);
        rules = List.copyOf(rules);
    }

    /** From the benchmark id, as every slug is ({@code xccdf-mil-disa-stig-benchmark-rhel-8-stig}). */
    @Override
    public Slug slug() {
        return Slug.fromBenchmarkId(benchmarkId);
    }

    /** The version as the order of revisions reads it (dotted numbers, {@code 002.008} after {@code 002.007}), then the date. */
    @Override
    public Revision revision() {
        return new Revision(version, null, benchmarkDate);
    }

    public ContentKey key() {
        return source.key();
    }

    /** Whether a text a request sent has the shape of a SCAP benchmark's version, so that it may be quoted. */
    public static boolean isRevision(String text) {
        return text != null && REVISION.matcher(text).matches();
    }
}
