package dev.stigservice.adapter.storage.mariadb;

import dev.stigservice.adapter.storage.jdbc.EarlierSchemaRows;
import org.junit.jupiter.api.Test;

/** A database at the schema before documents (V3): not readable until its files are imported again. */
class MariaDbMigrationTest {

    @Test
    void revisionsStoredAsRowsAskForAReimportAndAreServedAfterIt() throws Exception {
        try (TestMariaDb database = new TestMariaDb()) {
            EarlierSchemaRows.assertUpgradeAsksForAReimport(new MariaDbCatalog(database.dataSource()), database.dataSource(),
                    MariaDbCatalog.MIGRATIONS, "3");
        }
    }
}
