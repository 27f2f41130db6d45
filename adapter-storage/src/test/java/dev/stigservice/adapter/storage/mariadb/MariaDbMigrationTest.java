package dev.stigservice.adapter.storage.mariadb;

import dev.stigservice.adapter.storage.jdbc.EarlierSchemaRows;
import org.junit.jupiter.api.Test;

/** Rows written under schema version 1 read back right after the current migrations. */
class MariaDbMigrationTest {

    @Test
    void identsAndRepeatedTagsOfEarlierRowsSurviveTheMigration() throws Exception {
        try (TestMariaDb database = new TestMariaDb()) {
            EarlierSchemaRows.writeAt(database.dataSource(), MariaDbCatalog.MIGRATIONS, "1",
                    "INSERT INTO benchmark_rule (revision_id, position, rule_id, responsibility, ccis, legacy_ids) "
                            + "SELECT id, 0, 'SV-1r1_rule', 'System Administrator\\nISSO', '[\"CCI-000366\", \"CCI-000018\"]', "
                            + "'[\"V-100\"]' FROM benchmark_revision");
            EarlierSchemaRows.assertMigrated(new MariaDbCatalog(database.dataSource()));
        }
    }
}
