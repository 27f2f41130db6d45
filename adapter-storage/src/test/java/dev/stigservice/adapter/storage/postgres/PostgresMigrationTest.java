package dev.stigservice.adapter.storage.postgres;

import dev.stigservice.adapter.storage.jdbc.EarlierSchemaRows;
import org.junit.jupiter.api.Test;

/** Rows written under earlier schema versions read back right after the current migrations; e.g. version 2 read back right after the current migrations. */
class PostgresMigrationTest {

    @Test
    void identsAndRepeatedTagsOfEarlierRowsSurviveTheMigration() throws Exception {
        try (TestDatabase database = new TestDatabase()) {
            EarlierSchemaRows.writeAt(database.dataSource(), PostgresCatalog.MIGRATIONS, "2",
                    "INSERT INTO benchmark_rule (revision_id, position, rule_id, responsibility, ccis, legacy_ids) "
                            + "SELECT id, 0, 'SV-1r1_rule', E'System Administrator\\nISSO', ARRAY['CCI-000366', 'CCI-000018'], "
                            + "ARRAY['V-100'] FROM benchmark_revision");
            EarlierSchemaRows.assertMigrated(new PostgresCatalog(database.dataSource()));
        }
    }

    @Test
    void aRevisionStoredBeforeNoticesAndReferencesLoadsAndIsCompletedByItsNextImport() throws Exception {
        try (TestDatabase database = new TestDatabase()) {
            EarlierSchemaRows.assertReimportCompletesAnOlderRevision(new PostgresCatalog(database.dataSource()), database.dataSource(),
                    PostgresCatalog.MIGRATIONS, "3", "INSERT INTO benchmark_rule (revision_id, position, rule_id, responsibility, ia_controls, ident_systems, ident_values) "
                            + "SELECT id, 0, 'SV-1r2_rule', '{}', '{}', '{}', '{}' FROM benchmark_revision");
        }
    }
}
