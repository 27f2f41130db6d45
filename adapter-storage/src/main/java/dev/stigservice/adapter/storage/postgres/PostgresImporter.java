package dev.stigservice.adapter.storage.postgres;

import dev.stigservice.adapter.storage.files.BundleReader;
import dev.stigservice.domain.model.Benchmark;

import javax.sql.DataSource;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Imports XCCDF files and DISA bundles into PostgreSQL with the same reader the files backend uses.
 * Each benchmark goes in its own transaction; a revision already stored (same source SHA-256) is left
 * alone, so importing again changes nothing; a file that cannot be read is reported and skipped.
 */
public final class PostgresImporter {

    /** @param skipped one line per file or document that was not imported, naming it and the reason */
    public record Summary(int imported, int unchanged, List<String> skipped) {

        public String line() {
            return "Import finished: %d imported, %d unchanged, %d skipped".formatted(imported, unchanged, skipped.size());
        }
    }

    private final DataSource dataSource;
    private final BundleReader bundles;

    public PostgresImporter(DataSource dataSource, BundleReader bundles) {
        this.dataSource = dataSource;
        this.bundles = bundles;
    }

    /**
     * @param paths    files or folders (scanned recursively, hidden files ignored)
     * @param progress receives one line per file as it is done
     */
    public Summary importPaths(List<Path> paths, Consumer<String> progress) throws IOException {
        List<Path> files = new ArrayList<>();
        for (Path path : paths) {
            files.addAll(BundleReader.filesBelow(path));
        }
        int imported = 0;
        int unchanged = 0;
        List<String> skipped = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            Path file = files.get(i);
            String name = file.toString();
            String prefix = "[%d/%d] %s: ".formatted(i + 1, files.size(), name);
            if (!BundleReader.isXml(name) && !BundleReader.isZip(name)) {
                skipped.add(name + ": not an XCCDF .xml file or a .zip bundle");
                progress.accept(prefix + "skipped, not an XCCDF .xml file or a .zip bundle");
                continue;
            }
            List<String> problems = new ArrayList<>();
            List<Benchmark> benchmarks;
            try {
                benchmarks = bundles.read(file, name, problems);
            } catch (IOException | RuntimeException e) {
                skipped.add(name + ": " + e.getMessage());
                progress.accept(prefix + "skipped, " + e.getMessage());
                continue;
            }
            skipped.addAll(problems);
            problems.forEach(problem -> progress.accept(prefix + "skipped " + problem));
            for (Benchmark benchmark : benchmarks) {
                try {
                    boolean added = store(benchmark).isPresent();
                    if (added) {
                        imported++;
                    } else {
                        unchanged++;
                    }
                    progress.accept(prefix + (added ? "imported " : "unchanged ") + benchmark.benchmarkId() + " "
                            + (benchmark.revision().label() == null ? "" : benchmark.revision().label() + " ")
                            + "(" + benchmark.rules().size() + " rules)");
                } catch (SQLException e) {
                    skipped.add(name + " " + benchmark.benchmarkId() + ": " + e.getMessage());
                    progress.accept(prefix + "failed " + benchmark.benchmarkId() + ": " + e.getMessage());
                }
            }
        }
        return new Summary(imported, unchanged, skipped);
    }

    /** One benchmark, one transaction: all its rows or none. */
    Optional<Long> store(Benchmark benchmark) throws SQLException {
        try (Connection db = dataSource.getConnection()) {
            db.setAutoCommit(false);
            try {
                Optional<Long> id = BenchmarkRows.insert(db, benchmark);
                db.commit();
                return id;
            } catch (SQLException | RuntimeException e) {
                db.rollback();
                throw e;
            }
        }
    }
}
