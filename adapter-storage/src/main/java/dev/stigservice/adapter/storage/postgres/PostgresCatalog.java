package dev.stigservice.adapter.storage.postgres;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.stigservice.adapter.storage.ChosenBenchmarks;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.port.BenchmarkCatalog;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The PostgreSQL backend. Holds the listing in memory and swaps it atomically when {@link #refresh()}
 * sees that an import added revisions; loads a benchmark's rules from the database when it is asked
 * for, keeping a few recently used ones (rows never change, so a revision id is a safe cache key).
 */
public final class PostgresCatalog implements BenchmarkCatalog {

    private static final Logger LOG = LoggerFactory.getLogger(PostgresCatalog.class);
    private static final int LOADED_BENCHMARKS_KEPT = 64;

    /** What one request sees: the listing, where each listed slug's rows are, and which catalog version it reflects. */
    private record Snapshot(ChosenBenchmarks<Long> chosen, String version) {
    }

    private final DataSource dataSource;
    private final AtomicReference<Snapshot> current = new AtomicReference<>(new Snapshot(ChosenBenchmarks.choose(new IdentityHashMap<>()), ""));
    private final Cache<Long, Benchmark> loaded = Caffeine.newBuilder().maximumSize(LOADED_BENCHMARKS_KEPT).build();

    public PostgresCatalog(DataSource dataSource) {
        this.dataSource = dataSource;
        if (!refresh()) {
            LOG.info("Catalog loaded from PostgreSQL: it is empty; import benchmarks with the import command");
        }
    }

    @Override
    public List<BenchmarkSummary> summaries() {
        return current.get().chosen().summaries();
    }

    @Override
    public Optional<Benchmark> find(Slug slug) {
        Long revision = current.get().chosen().bySlug().get(slug);
        if (revision == null) {
            return Optional.empty();
        }
        return Optional.ofNullable(loaded.get(revision, this::load));
    }

    /** Reloads the listing when revisions were added since the last look; returns whether it did. */
    public synchronized boolean refresh() {
        long started = System.nanoTime();
        try (Connection db = dataSource.getConnection()) {
            String version = version(db);
            if (version.equals(current.get().version())) {
                return false;
            }
            List<BenchmarkRows.StoredSummary> stored = new ArrayList<>();
            try (PreparedStatement select = db.prepareStatement(BenchmarkRows.SELECT_SUMMARIES);
                 ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    stored.add(BenchmarkRows.summary(rows));
                }
            }
            IdentityHashMap<BenchmarkSummary, Long> revisionOf = new IdentityHashMap<>();
            stored.forEach(s -> revisionOf.put(s.summary(), s.revisionId()));
            ChosenBenchmarks<Long> chosen = ChosenBenchmarks.choose(revisionOf);
            current.set(new Snapshot(chosen, version));
            LOG.info("Catalog loaded: {} benchmarks, {} rules from PostgreSQL ({} revisions stored) in {} ms",
                    chosen.summaries().size(), chosen.ruleCount(), stored.size(), (System.nanoTime() - started) / 1_000_000);
            return true;
        } catch (SQLException e) {
            // Keep serving what we have; the next refresh tries again.
            LOG.warn("Could not refresh the catalog from PostgreSQL: {}", e.getMessage());
            return false;
        }
    }

    /** True once the catalog has been read from the database; until then it serves nothing and is not ready. */
    public boolean loaded() {
        return !current.get().version().isEmpty();
    }

    public int ruleCount() {
        return current.get().chosen().ruleCount();
    }

    private static String version(Connection db) throws SQLException {
        try (PreparedStatement select = db.prepareStatement(BenchmarkRows.SELECT_VERSION);
             ResultSet row = select.executeQuery()) {
            row.next();
            return row.getLong(1) + ":" + row.getLong(2);
        }
    }

    private Benchmark load(long revision) {
        try (Connection db = dataSource.getConnection()) {
            db.setReadOnly(true);
            return BenchmarkRows.load(db, revision).orElse(null);
        } catch (SQLException e) {
            throw new IllegalStateException("could not load revision " + revision + " from PostgreSQL", e);
        }
    }
}
