package dev.stigservice.adapter.storage.sqlite;

import dev.stigservice.adapter.storage.StorageBackend;
import dev.stigservice.adapter.storage.StoreSettings;
import dev.stigservice.adapter.storage.contract.BenchmarkCatalogContract;
import dev.stigservice.adapter.storage.contract.FailingWrites;
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

    @Override
    protected StoreUnderTest newStore() throws Exception {
        Path folder = Files.createTempDirectory("sqlite-store");
        SQLiteDataSource database = new SQLiteDataSource();
        database.setUrl(StorageBackend.named("sqlite").orElseThrow().requiredSettings().get(DatabaseBackend.URL)
                .replace("/var/lib/stig-service/catalog.db", folder.resolve("catalog.db").toString()));
        FailingWrites writes = FailingWrites.around(database); // the kit fails a write of the store through it
        StoreSettings settings = new StoreSettings(Optional.empty(), writes::dataSource);
        return StoreUnderTest.opened(StorageBackend.named("sqlite").orElseThrow(), settings, writes, () -> delete(folder));
    }

    private static void delete(Path folder) throws Exception {
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path path : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
