package dev.stigservice.adapter.storage.postgres;

import dev.stigservice.adapter.storage.contract.BenchmarkCatalogContract;
import dev.stigservice.adapter.storage.files.BundleLimits;
import dev.stigservice.adapter.storage.files.BundleReader;
import dev.stigservice.adapter.storage.xccdf.XccdfReader;
import dev.stigservice.domain.port.BenchmarkCatalog;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The PostgreSQL backend against the contract kit: adding is importing, in a schema of its own. */
class PostgresCatalogContractTest extends BenchmarkCatalogContract {

    @Override
    protected Backend newBackend() throws Exception {
        TestDatabase database = new TestDatabase();
        PostgresImporter importer = new PostgresImporter(database.dataSource(), new BundleReader(new XccdfReader(), BundleLimits.DEFAULT));
        PostgresCatalog catalog = new PostgresCatalog(database.dataSource());
        Path folder = Files.createTempDirectory("postgres-contract");
        return new Backend() {
            @Override
            public void add(String fileName, byte[] xccdf) throws Exception {
                Path file = Files.write(folder.resolve(fileName), xccdf);
                PostgresImporter.Summary summary = importer.importPaths(List.of(file), line -> { });
                if (!summary.skipped().isEmpty()) {
                    throw new AssertionError("kit file did not import: " + summary.skipped());
                }
            }

            @Override
            public void refresh() {
                catalog.refresh();
            }

            @Override
            public BenchmarkCatalog catalog() {
                return catalog;
            }

            @Override
            public void close() throws Exception {
                database.close();
                try (var files = Files.list(folder)) {
                    for (Path file : files.toList()) {
                        Files.delete(file);
                    }
                }
                Files.delete(folder);
            }
        };
    }
}
