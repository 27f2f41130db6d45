package dev.stigservice.adapter.storage.postgres;

import com.google.auto.service.AutoService;
import dev.stigservice.adapter.storage.StorageBackend;
import dev.stigservice.adapter.storage.jdbc.DatabaseBackend;
import dev.stigservice.adapter.storage.jdbc.JdbcDocumentStore;
import dev.stigservice.adapter.storage.jdbc.Schema;

import javax.sql.DataSource;

/**
 * The PostgreSQL backend: the document table in {@code BYTEA}, created by this database's migrations. Versions before
 * documents stored revisions as rows here; the migrations after V5 drop them once each has its document.
 */
public final class PostgresCatalog extends JdbcDocumentStore {

    /** This database's Flyway migrations. */
    public static final String MIGRATIONS = "classpath:dev/stigservice/adapter/storage/postgres/migration";

    public PostgresCatalog(DataSource dataSource) {
        super(dataSource, "PostgreSQL", Schema.migrations(MIGRATIONS), "5");
    }

    /** {@code stig.storage.backend=postgres}. */
    @AutoService(StorageBackend.class)
    public static final class Backend extends DatabaseBackend {

        public Backend() {
            super("postgres", "jdbc:postgresql://127.0.0.1:5432/stigs", PostgresCatalog::new);
        }
    }
}
