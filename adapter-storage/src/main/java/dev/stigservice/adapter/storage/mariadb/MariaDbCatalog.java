package dev.stigservice.adapter.storage.mariadb;

import dev.stigservice.adapter.storage.jdbc.JdbcDocumentStore;

import javax.sql.DataSource;

/** The MariaDB backend: the document table in {@code LONGBLOB}, created by this database's migrations. */
public final class MariaDbCatalog extends JdbcDocumentStore {

    /** This database's Flyway migrations. */
    public static final String MIGRATIONS = "classpath:dev/stigservice/adapter/storage/mariadb/migration";

    public MariaDbCatalog(DataSource dataSource) {
        super(dataSource, "MariaDB", MIGRATIONS, true);
    }
}
