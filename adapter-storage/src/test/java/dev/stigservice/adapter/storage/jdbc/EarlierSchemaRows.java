package dev.stigservice.adapter.storage.jdbc;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.adapter.storage.contract.TestBenchmarks;
import dev.stigservice.domain.model.Ident;
import dev.stigservice.domain.model.Publication;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.xccdf.XccdfReader;
import org.flywaydb.core.Flyway;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A rule written by an earlier schema, where CCIs and legacy ids were two lists and a repeated Responsibility one
 * newline-joined text: after the migrations it must load as CCIs then legacy ids, and one responsibility per line.
 */
public final class EarlierSchemaRows {

    public static final String SHA256 = "ab".repeat(32);

    private EarlierSchemaRows() {
    }

    /** Migrates to {@code version}, then inserts one revision and one rule with the statement given for that schema. */
    public static void writeAt(DataSource dataSource, String migrations, String version, String insertRule) throws SQLException {
        writeAt(dataSource, migrations, version, SHA256, insertRule);
    }

    private static void writeAt(DataSource dataSource, String migrations, String version, String sha256, String insertRule)
            throws SQLException {
        Flyway.configure().dataSource(dataSource).locations(migrations).target(version).load().migrate();
        try (Connection db = dataSource.getConnection(); Statement insert = db.createStatement()) {
            insert.execute("INSERT INTO benchmark_revision (source_sha256, source_file_name, benchmark_id, title, rule_count, "
                    + "high_count, medium_count, low_count, unknown_count) VALUES ('" + sha256 + "', 'old.xml', 'Old_STIG', 'Old', 1, 0, 1, 0, 0)");
            insert.execute(insertRule);
        }
    }

    /**
     * A revision stored under the schema before the one that keeps notices and references: after the upgrade it
     * still loads (without them), and importing its file again replaces it whole, once.
     */
    public static void assertReimportCompletesAnOlderRevision(JdbcCatalog catalog, DataSource dataSource, String migrations,
                                                             String previousVersion, String insertRule) throws Exception {
        Benchmark full = new XccdfReader().read("shapes.xml", TestBenchmarks.everyShape("Shapes_STIG", "1"));
        writeAt(dataSource, migrations, previousVersion, full.source().sha256(), insertRule);
        Benchmark before = catalog.load(full.source().key()).orElseThrow();
        assertThat(before.publication()).isEqualTo(Publication.NONE);
        assertThat(before.rules()).hasSize(1);
        assertThat(catalog.save(full)).as("an older, smaller copy is replaced").isTrue();
        assertThat(catalog.load(full.source().key())).hasValue(full);
        assertThat(catalog.save(full)).as("and only once").isFalse();
    }

    /** What the current schema must give back for that row. */
    public static void assertMigrated(JdbcCatalog catalog) {
        Benchmark benchmark = catalog.load(new ContentKey(SHA256)).orElseThrow();
        Rule rule = benchmark.rules().getFirst();
        assertThat(rule.idents()).containsExactly(Ident.cci("CCI-000366"), Ident.cci("CCI-000018"), Ident.legacy("V-100"));
        assertThat(rule.description().responsibility()).containsExactly("System Administrator", "ISSO");
        assertThat(rule.description().iaControls()).isEmpty();
    }
}
