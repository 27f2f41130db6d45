package dev.stigservice.adapter.storage.files;

import dev.stigservice.xccdf.XccdfReader;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.ContentKey;
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
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The files backend: every XCCDF {@code .xml} file and DISA {@code .zip} bundle below a folder is a stored
 * revision. Each look re-reads only files whose size or modification time changed. A file that fails to read
 * keeps the benchmarks it gave last time: a half-copied file never replaces a good benchmark. A benchmark is
 * kept as its summary and its compressed source ({@link StoredBenchmark}) and parsed again when it is loaded.
 */
public final class FileSystemCatalog implements BenchmarkCatalog {

    private static final Logger LOG = LoggerFactory.getLogger(FileSystemCatalog.class);

    private final Path directory;
    private final XccdfReader reader = new XccdfReader();
    private final BundleReader bundles;
    /** Only {@link #revisions()} (synchronized) writes these; it is what the next look compares against. */
    private Map<Path, LoadedFile> loadedFiles = Map.of();
    private volatile Map<ContentKey, StoredBenchmark> byKey = Map.of();

    /** @throws IllegalArgumentException when the path exists and is not a folder; a missing folder may still be mounted */
    public FileSystemCatalog(Path directory, BundleLimits limits) {
        if (Files.exists(directory) && !Files.isDirectory(directory)) {
            throw new IllegalArgumentException(directory + " is not a folder");
        }
        this.directory = directory.toAbsolutePath().normalize();
        this.bundles = new BundleReader(reader, limits);
    }

    @Override
    public synchronized List<BenchmarkSummary> revisions() {
        if (!Files.isDirectory(directory)) {
            throw new IllegalStateException("catalog folder " + directory + " does not exist or is not readable");
        }
        Map<Path, LoadedFile.FileStamp> stamps = scan();
        if (!sameFiles(stamps)) {
            // Files are independent: read the changed ones on every core (startup waits for this).
            Map<Path, LoadedFile> next = stamps.entrySet().parallelStream().collect(Collectors.toMap(Map.Entry::getKey, file -> {
                LoadedFile previous = loadedFiles.get(file.getKey());
                return previous != null && previous.stamp().equals(file.getValue())
                        ? previous
                        : load(file.getKey(), file.getValue(), previous);
            }));
            Map<ContentKey, StoredBenchmark> stored = new HashMap<>();
            next.entrySet().stream().sorted(Map.Entry.comparingByKey())
                    .flatMap(file -> file.getValue().benchmarks().stream())
                    .forEach(benchmark -> stored.putIfAbsent(benchmark.summary().key(), benchmark));
            loadedFiles = Map.copyOf(next);
            byKey = Map.copyOf(stored);
        }
        return byKey.values().stream().map(StoredBenchmark::summary).toList(); // one file copied twice is one revision
    }

    /** A key not seen yet may belong to a file written since the last look: look once more before saying no. */
    @Override
    public Optional<Benchmark> load(ContentKey key) {
        StoredBenchmark stored = byKey.get(key);
        if (stored == null && Files.isDirectory(directory)) {
            revisions();
            stored = byKey.get(key);
        }
        return Optional.ofNullable(stored).map(found -> found.parse(reader));
    }

    /** Files, and documents inside bundles, that the last look skipped: not a benchmark, broken, hostile or over a limit. */
    public synchronized int skippedFiles() {
        return loadedFiles.values().stream().mapToInt(loaded -> loaded.failed() ? 1 : loaded.problems().size()).sum();
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
            LOG.warn("Skipped {}: {}", name, BundleReader.NOT_CATALOG_CONTENT);
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
            throw new IllegalStateException("could not scan " + directory + ": " + e.getMessage(), e);
        }
        return stamps;
    }
}
