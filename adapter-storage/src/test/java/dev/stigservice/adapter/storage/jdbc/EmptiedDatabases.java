package dev.stigservice.adapter.storage.jdbc;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Scratch databases for the contract kit, each migrated by the first store on it and emptied for the next store rather
 * than dropped: the kit starts a store for every check and for every check a mistake runs, and migrating a new
 * database took most of that. A database is emptied when it is handed out again, the one returned longest ago first,
 * so that a write still under way from a check that timed out has landed before it; one whose document table cannot
 * be emptied (no store migrated it) is dropped and a new one made. {@link #close} drops them all.
 */
public final class EmptiedDatabases implements AutoCloseable {

    /** Makes a new, empty database (or schema); aborts the test with an assumption where its server is down. */
    @FunctionalInterface
    public interface Maker {
        ScratchDatabase make() throws SQLException;
    }

    private final Maker maker;
    private final Queue<ScratchDatabase> returned = new ConcurrentLinkedQueue<>();

    public EmptiedDatabases(Maker maker) {
        this.maker = maker;
    }

    /** An empty database; closing it hands it back. */
    public ScratchDatabase take() throws SQLException {
        for (ScratchDatabase database = returned.poll(); database != null; database = returned.poll()) {
            try (Connection db = database.dataSource().getConnection(); Statement empty = db.createStatement()) {
                empty.executeUpdate("TRUNCATE TABLE catalog_document");
                return lent(database);
            } catch (SQLException notMigrated) {
                database.close();
            }
        }
        return lent(maker.make());
    }

    private ScratchDatabase lent(ScratchDatabase database) {
        return new ScratchDatabase() {
            @Override
            public DataSource dataSource() {
                return database.dataSource();
            }

            @Override
            public String url() {
                return database.url();
            }

            @Override
            public String user() {
                return database.user();
            }

            @Override
            public void close() {
                returned.add(database);
            }
        };
    }

    @Override
    public void close() throws SQLException {
        for (ScratchDatabase database = returned.poll(); database != null; database = returned.poll()) {
            database.close();
        }
    }
}
