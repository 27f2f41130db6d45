package dev.stigservice.adapter.storage.postgres;

import dev.stigservice.adapter.storage.jdbc.EarlierSchemaRows;
import org.junit.jupiter.api.Test;

/** A database at the schema before documents (V4): not readable until its files are imported again. */
class PostgresMigrationTest {

    @Test
    void revisionsStoredAsRowsAskForAReimportAndAreServedAfterIt() throws Exception {
        try (TestDatabase database = new TestDatabase()) {
            EarlierSchemaRows.assertUpgradeAsksForAReimport(new PostgresCatalog(database.dataSource()), database.dataSource(),
                    PostgresCatalog.MIGRATIONS, "4");
        }
    }
}
