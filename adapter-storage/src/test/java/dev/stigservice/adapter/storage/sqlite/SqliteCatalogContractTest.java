package dev.stigservice.adapter.storage.sqlite;

import dev.stigservice.adapter.storage.StorageBackend;
import dev.stigservice.adapter.storage.StoreSettings;
import dev.stigservice.adapter.storage.contract.BenchmarkCatalogContract;
import dev.stigservice.adapter.storage.contract.FailingStatements;
import dev.stigservice.adapter.storage.contract.StoreUnderTest;
import dev.stigservice.adapter.storage.jdbc.DatabaseBackend;
import org.sqlite.SQLiteDataSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The SQLite backend against the contract kit, found by its name as the service finds it, each store a database file
 * in a folder of its own.
 */
class SqliteCatalogContractTest extends BenchmarkCatalogContract {

    /**
     * A memory-backed folder where the machine has one (Linux's /dev/shm): the kit saves thousands of documents, each a
     * commit that SQLite flushes to the disk, and on a busy disk those flushes were most of the kit's time.
     */
    private static final Path FOLDERS = Files.isWritable(Path.of("/dev/shm")) ? Path.of("/dev/shm") : Path.of(System.getProperty("java.io.tmpdir"));

    @Override
    protected StoreUnderTest newStore() throws Exception {
        Path folder = Files.createTempDirectory(FOLDERS, "sqlite-store");
        SQLiteDataSource database = new SQLiteDataSource();
        database.setUrl(StorageBackend.named("sqlite").orElseThrow().requiredSettings().get(DatabaseBackend.URL)
                .replace("/var/lib/stig-service/catalog.db", folder.resolve("catalog.db").toString()));
        FailingStatements statements = FailingStatements.around(database); // the kit fails a write or a read of the store through it
        StoreSettings settings = new StoreSettings(Optional.empty(), statements::dataSource);
        return StoreUnderTest.opened(StorageBackend.named("sqlite").orElseThrow(), settings, statements, () -> delete(folder));
    }

    private static void delete(Path folder) throws Exception {
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path path : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
