package dev.stigservice.adapter.storage.files;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.stigservice.adapter.storage.xccdf.XccdfReader;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.port.BenchmarkCatalog;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The files backend: every XCCDF {@code .xml} file and DISA {@code .zip} bundle below a folder.
 * {@link #refresh()} re-reads only files whose size or modification time changed and swaps in the new
 * catalog in one step, so a request sees the old catalog or the new one, never a mix. A file that fails
 * to read keeps the benchmarks it gave last time: a half-copied file never replaces a good benchmark.
 * Between downloads a benchmark is kept as its summary and its compressed source ({@link StoredBenchmark}).
 */
public final class FileSystemCatalog implements BenchmarkCatalog {

    private static final Logger LOG = LoggerFactory.getLogger(FileSystemCatalog.class);

    /** Parsed benchmarks kept for downloads; the catalog itself keeps only summaries and compressed sources. */
    private static final int PARSED_BENCHMARKS_KEPT = 64;

    private final Path directory;
    private final XccdfReader reader = new XccdfReader();
    private final BundleReader bundles;
    private final AtomicReference<CatalogSnapshot<StoredBenchmark>> current =
            new AtomicReference<>(CatalogSnapshot.of(List.of(), StoredBenchmark::summary));
    private final Cache<StoredBenchmark, Benchmark> parsed = Caffeine.newBuilder().maximumSize(PARSED_BENCHMARKS_KEPT).build();
    /** Only the refresh thread touches this; it is what the next refresh compares against. */
    private Map<Path, LoadedFile> loadedFiles = Map.of();
    private volatile CatalogLoad lastLoad;

    public FileSystemCatalog(Path directory, BundleLimits limits) {
        if (!Files.isDirectory(directory)) {
            throw new IllegalArgumentException("catalog directory " + directory + " is not a readable folder");
        }
        this.directory = directory.toAbsolutePath().normalize();
        this.bundles = new BundleReader(reader, limits);
        refresh();
    }

    @Override
    public List<BenchmarkSummary> summaries() {
        return current.get().summaries();
    }

    @Override
    public Optional<Benchmark> find(Slug slug) {
        return current.get().find(slug).map(stored -> parsed.get(stored, benchmark -> benchmark.parse(reader)));
    }

    public CatalogLoad lastLoad() {
        return lastLoad;
    }

    /**
     * Loads what changed since the last load and publishes the result. Returns false, doing nothing,
     * when no file was added, removed or changed.
     */
    public synchronized boolean refresh() {
        long started = System.nanoTime();
        Map<Path, LoadedFile.FileStamp> stamps = scan();
        if (lastLoad != null && sameFiles(stamps)) {
            return false;
        }
        // Files are independent: read the changed ones on every core (startup waits for this).
        Map<Path, LoadedFile> next = stamps.entrySet().parallelStream().collect(Collectors.toMap(Map.Entry::getKey, file -> {
            LoadedFile previous = loadedFiles.get(file.getKey());
            return previous != null && previous.stamp().equals(file.getValue())
                    ? previous
                    : load(file.getKey(), file.getValue(), previous);
        }));
        int skipped = next.values().stream().mapToInt(loaded -> loaded.failed() ? 1 : loaded.problems().size()).sum();
        List<StoredBenchmark> candidates = next.values().stream().flatMap(f -> f.benchmarks().stream()).toList();
        CatalogSnapshot<StoredBenchmark> snapshot = CatalogSnapshot.of(candidates, StoredBenchmark::summary);
        current.set(snapshot);
        loadedFiles = Map.copyOf(next);
        lastLoad = new CatalogLoad(directory.toString(), snapshot.summaries().size(), snapshot.ruleCount(),
                skipped, (System.nanoTime() - started) / 1_000_000);
        LOG.info("Catalog loaded: {}", lastLoad.summary());
        return true;
    }

    private boolean sameFiles(Map<Path, LoadedFile.FileStamp> stamps) {
        if (!stamps.keySet().equals(loadedFiles.keySet())) {
            return false;
        }
        return stamps.entrySet().stream().allMatch(e -> e.getValue().equals(loadedFiles.get(e.getKey()).stamp()));
    }

    private LoadedFile load(Path file, LoadedFile.FileStamp stamp, LoadedFile previous) {
        String name = directory.relativize(file).toString();
        if (!BundleReader.isXml(name) && !BundleReader.isZip(name)) {
            LOG.warn("Skipped {}: not an XCCDF .xml file or a .zip bundle", name);
            return new LoadedFile(stamp, List.of(), List.of(), true);
        }
        List<String> problems = new ArrayList<>();
        try {
            List<StoredBenchmark> benchmarks = bundles.readDocuments(file, name, problems).stream().map(StoredBenchmark::of).toList();
            problems.forEach(problem -> LOG.warn("Skipped {}", problem));
            if (benchmarks.isEmpty() && !problems.isEmpty() && previous != null && !previous.benchmarks().isEmpty()) {
                return keepPrevious(name, stamp, previous, problems);
            }
            return new LoadedFile(stamp, benchmarks, problems, false);
        } catch (IOException | RuntimeException e) {
            LOG.warn("Skipped {}: {}", name, e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
            if (previous != null && !previous.benchmarks().isEmpty()) {
                return keepPrevious(name, stamp, previous, List.of());
            }
            return new LoadedFile(stamp, List.of(), List.of(), true);
        }
    }

    /** Keeps serving what the file held before, and keeps the new stamp so the file is read again only when it changes again. */
    private static LoadedFile keepPrevious(String name, LoadedFile.FileStamp stamp, LoadedFile previous, List<String> problems) {
        LOG.warn("Kept the {} benchmark(s) previously read from {} until it reads cleanly", previous.benchmarks().size(), name);
        return new LoadedFile(stamp, previous.benchmarks(), problems, true);
    }

    /** Every regular, non-hidden file below the folder with its stamp. */
    private Map<Path, LoadedFile.FileStamp> scan() {
        Map<Path, LoadedFile.FileStamp> stamps = new HashMap<>();
        try (Stream<Path> files = Files.walk(directory)) {
            files.filter(path -> !BundleReader.isHidden(directory.relativize(path))).forEach(path -> {
                try {
                    BasicFileAttributes attributes = Files.readAttributes(path, BasicFileAttributes.class);
                    if (attributes.isRegularFile()) {
                        stamps.put(path, new LoadedFile.FileStamp(attributes.size(), attributes.lastModifiedTime().toMillis()));
                    }
                } catch (IOException e) {
                    LOG.warn("Skipped {}: {}", directory.relativize(path), e.getMessage());
                }
            });
        } catch (IOException | UncheckedIOException e) {
            LOG.warn("Could not scan {}: {}; keeping the current catalog", directory, e.getMessage());
            return currentStamps();
        }
        return stamps;
    }

    private Map<Path, LoadedFile.FileStamp> currentStamps() {
        Map<Path, LoadedFile.FileStamp> stamps = new HashMap<>();
        loadedFiles.forEach((path, file) -> stamps.put(path, file.stamp()));
        return stamps;
    }
}
