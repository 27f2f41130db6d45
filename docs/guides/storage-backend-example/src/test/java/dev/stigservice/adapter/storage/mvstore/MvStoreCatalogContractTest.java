package dev.stigservice.adapter.storage.mvstore;

import dev.stigservice.adapter.storage.StorageBackend;
import dev.stigservice.adapter.storage.StoreSettings;
import dev.stigservice.adapter.storage.contract.BenchmarkCatalogContract;
import dev.stigservice.adapter.storage.contract.StoreUnderTest;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The MVStore backend against the contract kit, found by its name as the service finds it and opened with its own
 * settings record, each store a file in a folder of its own. A restart is the same file opened again; a failed write
 * is one that the file system refuses ({@link FailingFile}, H2's file-system plug-in, in front of the file).
 */
class MvStoreCatalogContractTest extends BenchmarkCatalogContract {

    @Override
    protected StoreUnderTest newStore() throws Exception {
        Path folder = Files.createTempDirectory("mvstore");
        Path file = folder.resolve("catalog.mv");
        MvStoreSettings own = new MvStoreSettings(FailingFile.name(file));
        StoreSettings settings = new StoreSettings(Optional.empty(), () -> {
            throw new IllegalStateException("the MVStore backend opens no database pool");
        }, type -> own);
        return StoreUnderTest.opened(StorageBackend.named("mvstore").orElseThrow(), settings, () -> FailingFile.failNextWriteTo(file),
                () -> delete(folder));
    }

    private static void delete(Path folder) throws Exception {
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path path : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
