package dev.stigservice.adapter.storage.mariadb;

import com.google.auto.service.AutoService;
import dev.stigservice.adapter.storage.StorageBackend;
import dev.stigservice.adapter.storage.jdbc.DatabaseBackend;
import dev.stigservice.adapter.storage.jdbc.JdbcDocumentStore;
import dev.stigservice.adapter.storage.jdbc.Schema;

import javax.sql.DataSource;

/**
 * The MariaDB backend: the document table in {@code LONGBLOB}, created by this database's migrations. Versions before
 * documents stored revisions as rows here; the migrations after V4 drop them once each has its document.
 */
public final class MariaDbCatalog extends JdbcDocumentStore {

    /** This database's Flyway migrations. */
    public static final String MIGRATIONS = "classpath:dev/stigservice/adapter/storage/mariadb/migration";

    public MariaDbCatalog(DataSource dataSource) {
        super(dataSource, "MariaDB", Schema.migrations(MIGRATIONS), "4");
    }

    /** {@code stig.storage.backend=mariadb}. */
    @AutoService(StorageBackend.class)
    public static final class Backend extends DatabaseBackend {

        public Backend() {
            super("mariadb", "jdbc:mariadb://127.0.0.1:3306/stigs", MariaDbCatalog::new);
        }
    }
}
