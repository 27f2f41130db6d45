package dev.stigservice.adapter.storage.mariadb;

import dev.stigservice.adapter.storage.jdbc.EarlierSchemaRows;
import org.junit.jupiter.api.Test;

/** Rows written under earlier schema versions read back right after the current migrations; e.g. version 1 read back right after the current migrations. */
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

    @Test
    void aRevisionStoredBeforeNoticesAndReferencesLoadsAndIsCompletedByItsNextImport() throws Exception {
        try (TestMariaDb database = new TestMariaDb()) {
            EarlierSchemaRows.assertReimportCompletesAnOlderRevision(new MariaDbCatalog(database.dataSource()), database.dataSource(),
                    MariaDbCatalog.MIGRATIONS, "2", "INSERT INTO benchmark_rule (revision_id, position, rule_id, responsibility, ia_controls, ident_systems, ident_values) "
                            + "SELECT id, 0, 'SV-1r2_rule', '[]', '[]', '[]', '[]' FROM benchmark_revision");
        }
    }
}
