package dev.stigservice.adapter.storage.jdbc;

import org.flywaydb.core.api.MigrationVersion;
import org.flywaydb.core.api.configuration.FluentConfiguration;
import org.flywaydb.core.api.migration.Context;
import org.flywaydb.core.api.migration.JavaMigration;

import java.sql.Statement;

/** Where a database's table {@code catalog_document} comes from, as Flyway applies it. */
public final class Schema {

    private final String location;
    private final CreateTable createTable;

    private Schema(String location, CreateTable createTable) {
        this.location = location;
        this.createTable = createTable;
    }

    /** Flyway migrations at a location, e.g. {@code classpath:.../migration}: a schema that has changed over time. */
    public static Schema migrations(String location) {
        return new Schema(location, null);
    }

    /**
     * One statement that creates {@code catalog_document} in the database's own types, applied as migration 1: all a
     * new backend needs, in its one class.
     */
    public static Schema createTable(String statement) {
        return new Schema(null, new CreateTable(statement));
    }

    FluentConfiguration appliedBy(FluentConfiguration flyway) {
        return createTable == null ? flyway.locations(location) : flyway.locations(new String[0]).javaMigrations(createTable);
    }

    private record CreateTable(String statement) implements JavaMigration {

        @Override
        public MigrationVersion getVersion() {
            return MigrationVersion.fromVersion("1");
        }

        @Override
        public String getDescription() {
            return "documents";
        }

        /** A changed statement is a changed migration, which Flyway refuses on a database that applied the first. */
        @Override
        public Integer getChecksum() {
            return statement.hashCode();
        }

        @Override
        public boolean canExecuteInTransaction() {
            return true;
        }

        @Override
        public void migrate(Context context) throws Exception {
            try (Statement create = context.getConnection().createStatement()) {
                create.execute(statement);
            }
        }
    }
}
