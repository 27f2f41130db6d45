package dev.stigservice.adapter.storage.files;

import dev.stigservice.adapter.storage.contract.StoreUnderTest;
import dev.stigservice.domain.port.BenchmarkCatalog;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** The files backend over a temporary folder, fed by writing files, each in a folder of its own; deleted on close. */
public final class TemporaryFolderStore implements StoreUnderTest {

    private final Path folder;
    private final FileSystemCatalog catalog;
    private int added;

    public TemporaryFolderStore() throws Exception {
        folder = Files.createTempDirectory("files-store");
        catalog = new FileSystemCatalog(folder, BundleLimits.DEFAULT);
    }

    /** Documents of different bundles may share a name, hence a folder per document. */
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
}
