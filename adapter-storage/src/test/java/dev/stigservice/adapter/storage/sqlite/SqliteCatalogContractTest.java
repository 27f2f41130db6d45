package dev.stigservice.adapter.storage.sqlite;

import dev.stigservice.adapter.storage.contract.BenchmarkCatalogContract;
import dev.stigservice.adapter.storage.contract.StoreUnderTest;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** The SQLite backend against the contract kit, each store a database file in a folder of its own. */
class SqliteCatalogContractTest extends BenchmarkCatalogContract {

    @Override
    protected StoreUnderTest newStore() throws Exception {
        Path folder = Files.createTempDirectory("sqlite-store");
        var database = SqliteCatalog.file(folder.resolve("catalog.db"));
        return StoreUnderTest.archive(new SqliteCatalog(database), () -> new SqliteCatalog(database), () -> delete(folder));
    }

    private static void delete(Path folder) throws Exception {
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path path : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
