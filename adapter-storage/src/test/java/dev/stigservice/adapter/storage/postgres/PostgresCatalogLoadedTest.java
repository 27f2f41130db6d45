package dev.stigservice.adapter.storage.postgres;

import org.junit.jupiter.api.Test;
import org.postgresql.ds.PGSimpleDataSource;

import static org.assertj.core.api.Assertions.assertThat;

/** A catalog whose first read of the database failed is not loaded (not ready) until a refresh succeeds. */
class PostgresCatalogLoadedTest {

    @Test
    void notLoadedUntilTheDatabaseHasBeenReadOnce() throws Exception {
        try (TestDatabase database = new TestDatabase()) {
            String schema = database.url().replaceFirst(".*currentSchema=", "");
            PGSimpleDataSource dataSource = new PGSimpleDataSource();
            dataSource.setUrl(database.url());
            dataSource.setUser(database.user());
            dataSource.setCurrentSchema("no_such_schema");

            PostgresCatalog catalog = new PostgresCatalog(dataSource); // its first read fails: no tables there
            assertThat(catalog.loaded()).isFalse();
            assertThat(catalog.summaries()).isEmpty();

            dataSource.setCurrentSchema(schema);
            catalog.refresh();
            assertThat(catalog.loaded()).as("an empty but readable database is loaded").isTrue();
        }
    }
}
