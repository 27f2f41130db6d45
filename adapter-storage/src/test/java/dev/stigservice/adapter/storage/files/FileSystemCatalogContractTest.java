package dev.stigservice.adapter.storage.files;

import dev.stigservice.adapter.storage.contract.BenchmarkCatalogContract;
import dev.stigservice.domain.port.BenchmarkCatalog;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** The files backend against the contract kit: adding is writing a file into the folder. */
class FileSystemCatalogContractTest extends BenchmarkCatalogContract {

    @Override
    protected Backend newBackend() throws Exception {
        Path folder = Files.createTempDirectory("catalog-contract");
        FileSystemCatalog catalog = new FileSystemCatalog(folder, BundleLimits.DEFAULT);
        return new Backend() {
            @Override
            public void add(String fileName, byte[] xccdf) throws Exception {
                Files.write(folder.resolve(fileName), xccdf);
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
                try (Stream<Path> files = Files.walk(folder)) {
                    for (Path path : files.sorted(Comparator.reverseOrder()).toList()) {
                        Files.delete(path);
                    }
                }
            }
        };
    }
}
