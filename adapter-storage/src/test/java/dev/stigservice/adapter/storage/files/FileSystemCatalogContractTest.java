package dev.stigservice.adapter.storage.files;

import dev.stigservice.adapter.storage.contract.BenchmarkCatalogContract;
import dev.stigservice.adapter.storage.contract.StoreUnderTest;
import dev.stigservice.domain.port.BenchmarkCatalog;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** The files backend against the contract kit: adding is writing a file into the folder. */
class FileSystemCatalogContractTest extends BenchmarkCatalogContract {

    @Override
    protected StoreUnderTest newStore() throws Exception {
        Path folder = Files.createTempDirectory("catalog-contract");
        FileSystemCatalog catalog = new FileSystemCatalog(folder, BundleLimits.DEFAULT);
        return new StoreUnderTest() {
            private int added;

            /** Each file in a folder of its own: documents of different bundles may share a name. */
            @Override
            public void add(String fileName, byte[] xccdf) throws Exception {
                Path own = Files.createDirectories(folder.resolve(String.valueOf(added++)));
                Files.write(own.resolve(fileName), xccdf);
            }

            @Override
            public BenchmarkCatalog catalog() {
                return catalog;
            }

            @Override
            public BenchmarkCatalog reopen() {
                return new FileSystemCatalog(folder, BundleLimits.DEFAULT);
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
