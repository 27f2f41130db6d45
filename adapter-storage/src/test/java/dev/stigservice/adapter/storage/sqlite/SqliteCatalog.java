package dev.stigservice.adapter.storage.sqlite;

import dev.stigservice.adapter.storage.jdbc.JdbcDocumentStore;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

import javax.sql.DataSource;
import java.nio.file.Path;

/** A SQLite backend: the document table in one database file (the worked example of the storage guide). */
public final class SqliteCatalog extends JdbcDocumentStore {

    public static final String MIGRATIONS = "classpath:dev/stigservice/adapter/storage/sqlite/migration";

    public SqliteCatalog(DataSource dataSource) {
        super(dataSource, "SQLite", MIGRATIONS, false);
    }

    /** One database file; readers go on while a writer writes (WAL), and a second writer waits its turn. */
    public static DataSource file(Path path) {
        SQLiteConfig config = new SQLiteConfig();
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setBusyTimeout(10_000);
        SQLiteDataSource dataSource = new SQLiteDataSource(config);
        dataSource.setUrl("jdbc:sqlite:" + path);
        return dataSource;
    }
}
