package dev.stigservice.adapter.storage.files;

import dev.stigservice.adapter.storage.xccdf.XccdfException;
import dev.stigservice.adapter.storage.xccdf.XccdfReader;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.port.BenchmarkCatalog;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The demo catalog bundled in the jar: three benchmarks written for this project in DISA's layout, so
 * the service has something to publish with no configuration at all. It never changes at runtime.
 */
public final class DemoCatalog implements BenchmarkCatalog {

    private static final String FOLDER = "/dev/stigservice/adapter/storage/demo/";

    private final CatalogSnapshot<Benchmark> snapshot;
    private final CatalogLoad load;

    private DemoCatalog(CatalogSnapshot<Benchmark> snapshot, CatalogLoad load) {
        this.snapshot = snapshot;
        this.load = load;
    }

    /** Reads the bundled files; they are part of the build, so a file that fails to read is a bug and fails fast. */
    public static DemoCatalog load() {
        long started = System.nanoTime();
        XccdfReader reader = new XccdfReader();
        List<Benchmark> benchmarks = new ArrayList<>();
        for (String name : index()) {
            try (InputStream in = DemoCatalog.class.getResourceAsStream(FOLDER + name)) {
                if (in == null) {
                    throw new IllegalStateException("bundled demo file " + name + " is missing");
                }
                benchmarks.add(reader.read(name, in.readAllBytes()));
            } catch (IOException | XccdfException e) {
                throw new IllegalStateException("bundled demo file " + name + " does not load: " + e.getMessage(), e);
            }
        }
        CatalogSnapshot<Benchmark> snapshot = CatalogSnapshot.of(benchmarks, Benchmark::summary);
        return new DemoCatalog(snapshot, new CatalogLoad("the bundled demo catalog", snapshot.summaries().size(),
                snapshot.ruleCount(), 0, (System.nanoTime() - started) / 1_000_000));
    }

    private static List<String> index() {
        try (InputStream in = DemoCatalog.class.getResourceAsStream(FOLDER + "index.txt")) {
            if (in == null) {
                throw new IllegalStateException("the demo catalog index is missing from the jar");
            }
            return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines()
                    .map(String::strip)
                    .filter(line -> !line.isEmpty() && !line.startsWith("#"))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public CatalogLoad lastLoad() {
        return load;
    }

    @Override
    public List<BenchmarkSummary> summaries() {
        return snapshot.summaries();
    }

    @Override
    public Optional<Benchmark> find(Slug slug) {
        return snapshot.find(slug);
    }
}
