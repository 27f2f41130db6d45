package dev.stigservice.adapter.storage.jdbc;

import dev.stigservice.adapter.storage.contract.TestBenchmarks;
import dev.stigservice.adapter.storage.contract.TestDocuments;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.DocumentEntry;
import org.flywaydb.core.Flyway;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.Statement;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A database that a version before documents filled: one revision as rows of the normalised schema (ADR 3). After
 * the upgrade the store cannot be read and says to import again; importing the same file again serves it.
 */
public final class EarlierSchemaRows {

    private EarlierSchemaRows() {
    }

    /** @param previousVersion the last migration before the document table */
    public static void assertUpgradeAsksForAReimport(JdbcDocumentStore store, DataSource dataSource, String migrations,
                                                     String previousVersion) throws Exception {
        Document shapes = TestDocuments.document("shapes.xml", TestBenchmarks.everyShape("Shapes_STIG", "1"), 0);
        Flyway.configure().dataSource(dataSource).locations(migrations).target(previousVersion).load().migrate();
        try (Connection db = dataSource.getConnection(); Statement insert = db.createStatement()) {
            insert.execute("INSERT INTO benchmark_revision (source_sha256, source_file_name, benchmark_id, title, rule_count, "
                    + "high_count, medium_count, low_count, unknown_count) VALUES ('" + shapes.key() + "', 'shapes.xml', 'Shapes_STIG', 'Shapes', 1, 0, 1, 0, 0)");
        }
        assertThatThrownBy(store::documents)
                .hasMessageContaining("1 revision(s)")
                .hasMessageContaining("were stored by an earlier version as rows, without their documents: run the import again on the same files");
        assertThat(store.save(shapes)).isTrue();
        assertThat(store.documents()).extracting(DocumentEntry::key).containsExactly(shapes.key());
        assertThat(store.load(shapes.key())).hasValue(shapes);
    }
}
