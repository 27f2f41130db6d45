package dev.stigservice.adapter.storage.files;

import dev.stigservice.adapter.storage.contract.StoreUnderTest;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.port.BenchmarkArchive;
import dev.stigservice.domain.port.BenchmarkCatalog;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.Comparator;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;

/**
 * The files backend over a temporary folder, fed as an operator should: each document written to a hidden file, its
 * modification time set to the stored time, then moved into place in one step; deleted on close. A failed write is a
 * real one of the file system: a folder stands where the document's file is to be moved, so the store's write of its
 * hidden file succeeds and its move into place fails, half-way through its save.
 */
public final class TemporaryFolderStore implements StoreUnderTest {

    private final Path folder;
    private final FileSystemCatalog catalog;
    private int added;
    private final AtomicBoolean failNextWrite = new AtomicBoolean();

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
        return Optional.of(document -> {
            if (!failNextWrite.compareAndSet(true, false)) {
                return catalog.save(document);
            }
            // Where FileSystemCatalog moves the file (<key>/<file name>), a folder that is not empty: the move fails.
            Path obstacle = folder.resolve(document.key().sha256()).resolve(document.fileName());
            try {
                Files.write(Files.createDirectories(obstacle).resolve("in-the-way"), new byte[]{0});
                return catalog.save(document);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } finally {
                deleteBelow(obstacle);
            }
        });
    }

    @Override
    public void failNextWrite() {
        failNextWrite.set(true);
    }

    @Override
    public BenchmarkCatalog reopen() {
        return new FileSystemCatalog(folder, BundleLimits.DEFAULT);
    }

    /** The files backend keeps nothing it could share: a second instance is another scan of the same folder. */
    @Override
    public BenchmarkCatalog anotherInstance() {
        return new FileSystemCatalog(folder, BundleLimits.DEFAULT);
    }

    @Override
    public void close() {
        deleteBelow(folder);
    }

    private static void deleteBelow(Path top) {
        try (Stream<Path> files = Files.walk(top)) {
            for (Path path : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
