package dev.stigservice.adapter.storage.sqlite;

import com.google.auto.service.AutoService;
import dev.stigservice.adapter.storage.StorageBackend;
import dev.stigservice.adapter.storage.jdbc.DatabaseBackend;
import dev.stigservice.adapter.storage.jdbc.JdbcDocumentStore;
import dev.stigservice.adapter.storage.jdbc.Schema;

import javax.sql.DataSource;

/** A SQLite backend: the document table in one database file (the worked example of the storage guide). */
public final class SqliteCatalog extends JdbcDocumentStore {

    /** The stored time in epoch milliseconds in an integer column, so no time zone or date type can shift it. */
    private static final Schema DOCUMENT_TABLE = Schema.createTable("""
            CREATE TABLE catalog_document (
                content_key TEXT    PRIMARY KEY CHECK (length(content_key) = 64),
                file_name   TEXT    NOT NULL,
                stored_at   INTEGER NOT NULL,
                content     BLOB    NOT NULL
            )""");

    public SqliteCatalog(DataSource dataSource) {
        super(dataSource, "SQLite", DOCUMENT_TABLE);
    }

    /**
     * {@code stig.storage.backend=sqlite}, on the file that {@code datasources.default.url} names; readers go on
     * while a writer writes (WAL), and a second writer waits its turn.
     */
    @AutoService(StorageBackend.class)
    public static final class Backend extends DatabaseBackend {

        public Backend() {
            super("sqlite", "jdbc:sqlite:/var/lib/stig-service/catalog.db?journal_mode=WAL&busy_timeout=10000", SqliteCatalog::new);
        }
    }
}
