package dev.stigservice.adapter.storage.files;

import dev.stigservice.adapter.storage.contract.StoreUnderTest;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.port.BenchmarkArchive;
import dev.stigservice.domain.port.BenchmarkCatalog;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The files backend over a temporary folder, fed as an operator should: each document written to a hidden file, its
 * modification time set to the stored time, then moved into place in one step; deleted on close.
 */
public final class TemporaryFolderStore implements StoreUnderTest {

    private final Path folder;
    private final FileSystemCatalog catalog;
    private int added;

    public TemporaryFolderStore() throws Exception {
        folder = Files.createTempDirectory("files-store");
        catalog = new FileSystemCatalog(folder, BundleLimits.DEFAULT);
    }

    /** Documents of different bundles and revisions share names, hence a folder per document. */
    @Override
    public synchronized void add(Document document) throws Exception {
        Path own = Files.createDirectories(folder.resolve(String.valueOf(added++)));
        Path hidden = Files.write(own.resolve("." + document.fileName()), document.content());
        Files.setLastModifiedTime(hidden, FileTime.from(document.storedAt()));
        Files.move(hidden, own.resolve(document.fileName()), StandardCopyOption.ATOMIC_MOVE);
    }

    @Override
    public BenchmarkCatalog catalog() {
        return catalog;
    }

    /** An import writes into the folder, as {@link FileSystemCatalog#save} does. */
    @Override
    public Optional<BenchmarkArchive> archive() {
        return Optional.of(catalog);
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
