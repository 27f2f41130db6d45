package dev.stigservice.application;

import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.ExportFormat;
import dev.stigservice.domain.model.Revision;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.Severity;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.model.SourceFile;
import dev.stigservice.domain.model.TokenVerdict;
import dev.stigservice.domain.port.BenchmarkCatalog;
import dev.stigservice.domain.port.Exporter;
import dev.stigservice.domain.port.TokenValidator;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Hand-written fakes of the domain's ports: what the use cases need, nothing more. */
public final class Fakes {

    private Fakes() {
    }

    public static Benchmark benchmark(String id, String title, String version, String release) {
        Rule rule = new Rule("V-1", "SRG-1", "SV-1r1_rule", "X-1", Severity.HIGH, "10.0", "A rule", null,
                List.of("CCI-000366"), List.of(), null, null);
        return new Benchmark(id, title, null, null, null, new Revision(version, release, null), null,
                new SourceFile(id + ".xml", "0".repeat(63) + (id.length() % 10)), List.of(), List.of(rule));
    }

    public static final class Catalog implements BenchmarkCatalog {
        private final List<Benchmark> benchmarks;
        public final List<Slug> lookups = new ArrayList<>();

        public Catalog(Benchmark... benchmarks) {
            this.benchmarks = List.of(benchmarks);
        }

        @Override
        public List<BenchmarkSummary> summaries() {
            return benchmarks.stream().map(Benchmark::summary).sorted(Comparator.comparing(BenchmarkSummary::slug)).toList();
        }

        @Override
        public Optional<Benchmark> find(Slug slug) {
            lookups.add(slug);
            return benchmarks.stream().filter(b -> b.slug().equals(slug)).findFirst();
        }
    }

    /** Answers per token fingerprint; counts calls so tests can prove a call did or did not happen. */
    public static final class Validator implements TokenValidator {
        private final Map<String, TokenVerdict> verdicts;
        public int calls;

        public Validator(Map<String, TokenVerdict> verdictsByToken) {
            this.verdicts = verdictsByToken;
        }

        @Override
        public TokenVerdict validate(AccessToken token) {
            calls++;
            return verdicts.entrySet().stream()
                    .filter(e -> AccessToken.parse(e.getKey()).orElseThrow().equals(token))
                    .map(Map.Entry::getValue).findFirst().orElse(TokenVerdict.invalid());
        }
    }

    public static final class NamedExporter implements Exporter {
        private final ExportFormat format;

        public NamedExporter(String name) {
            this.format = new ExportFormat(name, "text/" + name);
        }

        @Override
        public ExportFormat format() {
            return format;
        }

        @Override
        public void write(Benchmark benchmark, OutputStream out) throws java.io.IOException {
            out.write((format.name() + ":" + benchmark.benchmarkId()).getBytes(StandardCharsets.UTF_8));
        }
    }
}
