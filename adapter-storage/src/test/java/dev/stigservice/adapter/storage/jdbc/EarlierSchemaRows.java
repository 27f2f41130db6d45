package dev.stigservice.adapter.storage.jdbc;

import dev.stigservice.adapter.storage.contract.TestBenchmarks;
import dev.stigservice.adapter.storage.contract.TestDocuments;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.DocumentEntry;
import org.flywaydb.core.Flyway;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A database that a version before documents filled: one revision as rows of the normalised schema (ADR 3). After
 * the upgrade the store cannot be read and says to import again; importing the same file again serves it, and the
 * earlier tables are dropped then, not before.
 */
public final class EarlierSchemaRows {

    private EarlierSchemaRows() {
    }

    /**
     * Migrates an empty database to the schema before documents and stores one revision there as a row.
     *
     * @param previousVersion the last migration before the document table
     * @return the document whose revision the row describes, as importing its file again stores it
     */
    public static Document storedAsRows(DataSource dataSource, String migrations, String previousVersion) throws SQLException {
        Document shapes = TestDocuments.document("shapes.xml", TestBenchmarks.everyShape("Shapes_STIG", "1"), 0);
        Flyway.configure().dataSource(dataSource).locations(migrations).target(previousVersion).load().migrate();
        try (Connection db = dataSource.getConnection(); Statement insert = db.createStatement()) {
            insert.execute("INSERT INTO benchmark_revision (source_sha256, source_file_name, benchmark_id, title, rule_count, "
                    + "high_count, medium_count, low_count, unknown_count) VALUES ('" + shapes.key() + "', 'shapes.xml', 'Shapes_STIG', 'Shapes', 1, 0, 1, 0, 0)");
        }
        return shapes;
    }

    /** @param previousVersion the last migration before the document table */
    public static void assertUpgradeAsksForAReimport(JdbcDocumentStore store, DataSource dataSource, String migrations,
                                                     String previousVersion) throws Exception {
        Document shapes = storedAsRows(dataSource, migrations, previousVersion);
        assertThatThrownBy(store::documents)
                .hasMessageContaining("1 revision(s)")
                .hasMessageContaining("were stored by an earlier version as rows, without their documents: run the import again on the same files");
        assertThat(earlierRows(dataSource)).as("rows kept while a revision lacks its document").isEqualTo(1);
        assertThat(store.save(shapes)).isTrue();
        assertThat(store.documents()).extracting(DocumentEntry::key).containsExactly(shapes.key());
        assertThat(store.load(shapes.key())).hasValue(shapes);
        assertThatThrownBy(() -> earlierRows(dataSource)).as("the earlier tables, dropped once every revision has its document")
                .isInstanceOf(SQLException.class);
    }

    /** The rows of {@code benchmark_revision}; an {@link SQLException} once the table is dropped. */
    public static int earlierRows(DataSource dataSource) throws SQLException {
        try (Connection db = dataSource.getConnection(); Statement select = db.createStatement();
             ResultSet count = select.executeQuery("SELECT count(*) FROM benchmark_revision")) {
            count.next();
            return count.getInt(1);
        }
    }
}
