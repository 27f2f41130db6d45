package dev.stigservice.adapter.storage.postgres;

import dev.stigservice.adapter.storage.jdbc.JdbcDocumentStore;

import javax.sql.DataSource;

/** The PostgreSQL backend: the document table in {@code BYTEA}, created by this database's migrations. */
public final class PostgresCatalog extends JdbcDocumentStore {

    /** This database's Flyway migrations. */
    public static final String MIGRATIONS = "classpath:dev/stigservice/adapter/storage/postgres/migration";

    public PostgresCatalog(DataSource dataSource) {
        super(dataSource, "PostgreSQL", MIGRATIONS, true);
    }
}
