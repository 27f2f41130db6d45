package dev.stigservice.adapter.storage.postgres;

import org.flywaydb.core.Flyway;

import javax.sql.DataSource;

/** Brings the catalog tables up to date with the migrations shipped in this module. */
public final class PostgresSchema {

    static final String MIGRATIONS = "classpath:dev/stigservice/adapter/storage/postgres/migration";

    private PostgresSchema() {
    }

    /** Applies pending migrations in the data source's current schema; safe to call on every start. */
    public static void migrate(DataSource dataSource) {
        Flyway.configure()
                .dataSource(dataSource)
                .locations(MIGRATIONS)
                .failOnMissingLocations(true)
                .load()
                .migrate();
    }
}
