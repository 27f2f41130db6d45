package dev.stigservice.adapter.storage.jdbc;

import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.DocumentEntry;
import dev.stigservice.domain.port.BenchmarkArchive;
import dev.stigservice.domain.port.BenchmarkCatalog;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationVersion;
import org.flywaydb.core.api.configuration.FluentConfiguration;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A store in one table of a relational database, {@code catalog_document}: a row per document with its key, file name,
 * stored time (epoch milliseconds, so no time zone can shift it) and bytes. Plain JDBC and nothing a driver may lack:
 * a database is its {@link Schema}, which creates that table. Rows are never updated. The schema is migrated on the
 * first read or write that reaches the database, so a database that is not up yet at startup is a read failure that heals,
 * not a failed start.
 */
public class JdbcDocumentStore implements BenchmarkCatalog, BenchmarkArchive {

    private final DataSource dataSource;
    private final String databaseName;
    private final Schema schema;
    private final MigrationVersion documentTable;
    private volatile boolean documentTableMigrated;
    private volatile boolean earlierRowsDropped;

    /**
     * @param databaseName how messages name the database, e.g. {@code SQLite}
     * @param schema       how its table is created
     */
    public JdbcDocumentStore(DataSource dataSource, String databaseName, Schema schema) {
        this(dataSource, databaseName, schema, null);
    }

    /**
     * For a database that versions before documents filled with rows (ADR 3, table {@code benchmark_revision}): the
     * migrations after {@code documentTable} drop those tables, so they wait until every revision there has its
     * document, which importing the same files again stores. Until then the store cannot be listed and says why.
     *
     * @param documentTable the version of the migration that creates {@code catalog_document}
     */
    protected JdbcDocumentStore(DataSource dataSource, String databaseName, Schema schema, String documentTable) {
        this.dataSource = dataSource;
        this.databaseName = databaseName;
        this.schema = schema;
        this.documentTable = documentTable == null ? null : MigrationVersion.fromVersion(documentTable);
        this.earlierRowsDropped = documentTable == null;
    }

    /** How messages and the startup line name the database. */
    public final String databaseName() {
        return databaseName;
    }

    @Override
    public List<DocumentEntry> documents() {
        if (!earlierRowsDropped) {
            dropEarlierRowsOnceReimported();
        }
        try (Connection db = connection()) {
            List<DocumentEntry> entries = new ArrayList<>();
            try (PreparedStatement select = db.prepareStatement("SELECT content_key, file_name, stored_at FROM catalog_document");
                 ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    entries.add(new DocumentEntry(new ContentKey(rows.getString(1)), rows.getString(2), Instant.ofEpochMilli(rows.getLong(3))));
                }
            }
            return entries;
        } catch (SQLException e) {
            throw failure("list the documents", e);
        }
    }

    @Override
    public Optional<Document> load(ContentKey key) {
        try (Connection db = connection();
             PreparedStatement select = db.prepareStatement("SELECT file_name, stored_at, content FROM catalog_document WHERE content_key = ?")) {
            select.setString(1, key.sha256());
            try (ResultSet row = select.executeQuery()) {
                return row.next()
                        ? Optional.of(new Document(new DocumentEntry(key, row.getString(1), Instant.ofEpochMilli(row.getLong(2))), row.getBytes(3)))
                        : Optional.empty();
            }
        } catch (SQLException e) {
            throw failure("load document " + key, e);
        }
    }

    /** One statement: the row is there whole or not at all. */
    @Override
    public boolean save(Document document) {
        try (Connection db = connection()) {
            if (contains(db, document.key())) {
                return false;
            }
            try (PreparedStatement insert = db.prepareStatement(
                    "INSERT INTO catalog_document (content_key, file_name, stored_at, content) VALUES (?, ?, ?, ?)")) {
                insert.setString(1, document.key().sha256());
                insert.setString(2, document.fileName());
                insert.setLong(3, document.storedAt().toEpochMilli());
                insert.setBytes(4, document.content());
                insert.executeUpdate();
                return true;
            } catch (SQLException e) {
                if (contains(db, document.key())) {
                    return false; // another import stored it in between
                }
                throw e;
            }
        } catch (SQLException e) {
            throw failure("save " + document.fileName(), e);
        }
    }

    private static boolean contains(Connection db, ContentKey key) throws SQLException {
        try (PreparedStatement select = db.prepareStatement("SELECT 1 FROM catalog_document WHERE content_key = ?")) {
            select.setString(1, key.sha256());
            try (ResultSet row = select.executeQuery()) {
                return row.next();
            }
        }
    }

    /**
     * Revisions stored as rows by a version before documents cannot be served from rows: while one lacks its document,
     * the store cannot be listed (the service stays not ready and says why); once none does, the rest of the
     * migrations run and drop those tables.
     */
    private synchronized void dropEarlierRowsOnceReimported() {
        if (earlierRowsDropped) {
            return;
        }
        if (!isAfterDocumentTable(flyway(null).info().current())) {
            try (Connection db = connection();
                 PreparedStatement count = db.prepareStatement("SELECT count(*) FROM benchmark_revision r WHERE NOT EXISTS "
                    + "(SELECT 1 FROM catalog_document d WHERE d.content_key = r.source_sha256)");
                 ResultSet row = count.executeQuery()) {
                row.next();
                int missing = row.getInt(1);
                if (missing > 0) {
                    throw new IllegalStateException(missing + " revision(s) in " + databaseName + " were stored by an earlier version "
                            + "as rows, without their documents: run the import again on the same files "
                            + "(docs/guides/running-the-service.md, 'Upgrading a database')");
                }
            } catch (SQLException e) {
                throw failure("count the revisions stored as rows", e);
            }
            flyway(null).migrate();
        }
        earlierRowsDropped = true;
    }

    private Connection connection() throws SQLException {
        if (!documentTableMigrated) {
            migrateToDocumentTable();
        }
        return dataSource.getConnection();
    }

    /** Up to the document table, and no further while earlier rows may still wait for their documents. */
    private synchronized void migrateToDocumentTable() {
        if (documentTableMigrated) {
            return;
        }
        if (documentTable == null) {
            flyway(null).migrate();
        } else if (!isAfterDocumentTable(flyway(null).info().current())) {
            flyway(documentTable).migrate();
        }
        documentTableMigrated = true;
    }

    private boolean isAfterDocumentTable(MigrationInfo current) {
        return current != null && current.getVersion().isNewerThan(documentTable.getVersion());
    }

    private Flyway flyway(MigrationVersion target) {
        FluentConfiguration configuration = schema.appliedBy(Flyway.configure().dataSource(dataSource));
        return (target == null ? configuration : configuration.target(target)).load();
    }

    private IllegalStateException failure(String action, SQLException e) {
        return new IllegalStateException("could not " + action + " in " + databaseName + ": " + e.getMessage(), e);
    }
}
