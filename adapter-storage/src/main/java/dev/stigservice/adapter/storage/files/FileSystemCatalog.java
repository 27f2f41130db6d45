package dev.stigservice.adapter.storage.files;

import com.google.auto.service.AutoService;
import dev.stigservice.adapter.storage.OpenStore;
import dev.stigservice.adapter.storage.StorageBackend;
import dev.stigservice.adapter.storage.StoreSettings;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.DocumentEntry;
import dev.stigservice.domain.model.FileMember;
import dev.stigservice.domain.port.BenchmarkArchive;
import dev.stigservice.domain.port.BenchmarkCatalog;
import dev.stigservice.domain.port.BenchmarkFiles;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

/**
 * The files backend: every {@code .xml} file below a folder, and every {@code .xml} inside a DISA {@code .zip}
 * bundle, is a stored document, stored when the file was last modified. An import writes each document it is given
 * into the folder as {@code <key>/<file name>}, so that the folder stays the one source. Each look re-reads only files whose size or
 * modification time changed; a file that changes is read once the next look finds it unchanged, and a file that
 * fails to read keeps the documents it gave before, so a copy in progress never replaces a good benchmark.
 */
public final class FileSystemCatalog implements BenchmarkCatalog, BenchmarkArchive {

    private static final Logger LOG = LoggerFactory.getLogger(FileSystemCatalog.class);

    private final Path directory;
    private final BundleReader bundles;
    /** Only {@link #documents()} (synchronized) writes these; they are what the next look compares against. */
    private Map<Path, LoadedFile> loadedFiles = Map.of();
    private Map<Path, LoadedFile.FileStamp> changing = Map.of();
    private volatile Map<ContentKey, DeflatedDocument> byKey = Map.of();
    /** The entries of {@link #byKey}, made when it changes: an unchanged folder lists the same list again. */
    private volatile List<DocumentEntry> entries = List.of();
    private volatile List<String> unreadable = List.of();

    /** {@code stig.storage.backend=files} (the default): the catalog folder, or the bundled demo catalog when none is set. */
    @AutoService(StorageBackend.class)
    public static final class Backend extends StorageBackend {

        public Backend() {
            super("files", Backend::folderOrDemo);
        }

        /** Into the catalog folder; the bundled demo catalog takes none. */
        @Override
        public boolean takesImports() {
            return true;
        }

        private static OpenStore folderOrDemo(StoreSettings settings) {
            if (settings.catalogFolder().isEmpty()) {
                return new OpenStore("the bundled demo catalog", DemoCatalog.load());
            }
            try {
                FileSystemCatalog catalog = new FileSystemCatalog(settings.catalogFolder().get(), BundleLimits.DEFAULT);
                return new OpenStore(catalog.directory.toString(), catalog);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("stig.catalog.directory: " + e.getMessage(), e);
            }
        }
    }

    /** @throws IllegalArgumentException when the path exists and is not a folder; a missing folder may still be mounted */
    public FileSystemCatalog(Path directory, BundleLimits limits) {
        if (Files.exists(directory) && !Files.isDirectory(directory)) {
            throw new IllegalArgumentException(directory + " is not a folder");
        }
        this.directory = directory.toAbsolutePath().normalize();
        this.bundles = new BundleReader(limits);
    }

    @Override
    public synchronized List<DocumentEntry> documents() {
        if (!Files.isDirectory(directory)) {
            throw new IllegalStateException("catalog folder " + directory + " does not exist or is not readable");
        }
        Map<Path, LoadedFile.FileStamp> stamps = scan();
        if (!sameFiles(stamps)) {
            Map<Path, LoadedFile.FileStamp> stillChanging = new ConcurrentHashMap<>();
            // Files are independent: read the changed ones on every core (startup waits for this).
            Map<Path, LoadedFile> next = stamps.entrySet().parallelStream().collect(Collectors.toMap(Map.Entry::getKey, file -> {
                LoadedFile previous = loadedFiles.get(file.getKey());
                if (previous == null || previous.stamp().equals(file.getValue())) {
                    return previous == null ? load(file.getKey(), file.getValue(), null) : previous;
                }
                if (!previous.documents().isEmpty() && !file.getValue().equals(changing.get(file.getKey()))) {
                    stillChanging.put(file.getKey(), file.getValue()); // read it when the next look finds this stamp again
                    return previous;
                }
                return load(file.getKey(), file.getValue(), previous);
            }));
            Map<ContentKey, DeflatedDocument> stored = new HashMap<>();
            next.entrySet().stream().sorted(Map.Entry.comparingByKey())
                    .flatMap(file -> file.getValue().documents().stream())
                    .forEach(document -> stored.putIfAbsent(document.entry().key(), document));
            loadedFiles = Map.copyOf(next);
            changing = Map.copyOf(stillChanging);
            byKey = Map.copyOf(stored);
            entries = byKey.values().stream().map(DeflatedDocument::entry).toList(); // one file copied twice is one document
            unreadable = next.entrySet().stream().sorted(Map.Entry.comparingByKey())
                    .flatMap(file -> file.getValue().skipped().stream()).toList();
        }
        return entries;
    }

    /** What the last look skipped: files, and members of libraries, each with its reason. */
    @Override
    public List<String> unreadable() {
        return unreadable;
    }

    /** The first place the last look found it (one file copied twice is one document). */
    @Override
    public String origin(DocumentEntry entry) {
        DeflatedDocument found = byKey.get(entry.key());
        return found == null ? entry.fileName() : found.origin();
    }

    /** A key not seen yet may belong to a file written since the last look: look once more before saying no. */
    @Override
    public Optional<Document> load(ContentKey key) {
        DeflatedDocument stored = byKey.get(key);
        if (stored == null && Files.isDirectory(directory)) {
            documents();
            stored = byKey.get(key);
        }
        return Optional.ofNullable(stored).map(DeflatedDocument::inflate);
    }

    /**
     * Writes the document into the folder (made when it is not there yet, as on a new air-gapped instance) as
     * {@code <key>/<file name>}, with the stored time as its modification time, in one step (a hidden file moved into
     * place), so a refresh or a restart serves it as it was given.
     */
    @Override
    public synchronized boolean save(Document document) {
        try {
            Files.createDirectories(directory);
        } catch (IOException e) {
            throw new IllegalStateException("could not make the catalog folder " + directory + ": " + e.getMessage(), e);
        }
        if (byKeyAfterALook().containsKey(document.key())) {
            return false;
        }
        Path folder = directory.resolve(document.key().sha256());
        Path file = folder.resolve(document.fileName()).normalize();
        if (!file.getParent().equals(folder) || BundleReader.isHidden(folder.relativize(file)) || !BundleReader.isXml(document.fileName())) {
            throw new IllegalArgumentException("'" + document.fileName() + "' is not a plain .xml file name, so the files backend cannot keep it");
        }
        try {
            Files.createDirectories(folder);
            Path hidden = Files.write(folder.resolve("." + document.fileName() + ".partial"), document.content());
            Files.setLastModifiedTime(hidden, FileTime.from(document.storedAt()));
            Files.move(hidden, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new IllegalStateException("could not write " + file + ": " + e.getMessage(), e);
        }
        return true;
    }

    private Map<ContentKey, DeflatedDocument> byKeyAfterALook() {
        documents();
        return byKey;
    }

    private boolean sameFiles(Map<Path, LoadedFile.FileStamp> stamps) {
        if (!stamps.keySet().equals(loadedFiles.keySet())) {
            return false;
        }
        return stamps.entrySet().stream().allMatch(e -> e.getValue().equals(loadedFiles.get(e.getKey()).stamp()));
    }

    private LoadedFile load(Path file, LoadedFile.FileStamp stamp, LoadedFile previous) {
        String name = directory.relativize(file).toString();
        if (!BundleReader.isXml(name) && !BundleReader.isZip(name)) {
            LOG.warn("Skipped {}: {}", name, BundleReader.NOT_CATALOG_CONTENT);
            return new LoadedFile(stamp, List.of(), List.of(name + ": " + BundleReader.NOT_CATALOG_CONTENT));
        }
        // Member by member: each member's documents are compressed before the next is read, so a library's heap is
        // bounded by its largest member; a member that cannot be read is skipped alone.
        List<DeflatedDocument> documents = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        try (BenchmarkFiles.Members members = bundles.open(file, name, Instant.ofEpochMilli(stamp.modifiedMillis()))) {
            for (Optional<FileMember> next = members.next(); next.isPresent(); next = members.next()) {
                FileMember member = next.get();
                if (member.isSkipped()) {
                    LOG.warn("Skipped {}: {}", member.where(), member.problem());
                    skipped.add(member.where() + ": " + member.problem());
                } else {
                    documents.add(DeflatedDocument.of(member.document(), member.where()));
                }
            }
            return new LoadedFile(stamp, documents, skipped);
        } catch (IOException | RuntimeException e) {
            // The file as a whole: a library still being copied has no directory at its end yet, so nothing of it is read.
            String reason = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            LOG.warn("Skipped {}: {}", name, reason);
            if (previous != null && !previous.documents().isEmpty()) {
                // Keeps the new stamp, so the file is read again only when it changes again.
                LOG.warn("Kept the {} document(s) previously read from {} until it reads cleanly", previous.documents().size(), name);
                return new LoadedFile(stamp, previous.documents(), List.of(name + ": " + reason));
            }
            return new LoadedFile(stamp, List.of(), List.of(name + ": " + reason));
        }
    }

    /** Every regular, non-hidden file below the folder with its stamp; a file that goes away during the walk is not there. */
    private Map<Path, LoadedFile.FileStamp> scan() {
        Map<Path, LoadedFile.FileStamp> stamps = new HashMap<>();
        try {
            Files.walkFileTree(directory, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path folder, BasicFileAttributes attributes) {
                    return BundleReader.isHidden(directory.relativize(folder)) ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                    if (attributes.isRegularFile() && !BundleReader.isHidden(directory.relativize(file))) {
                        stamps.put(file, new LoadedFile.FileStamp(attributes.size(), attributes.lastModifiedTime().toMillis()));
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    if (!(e instanceof NoSuchFileException)) {
                        LOG.warn("Skipped {}: {}", directory.relativize(file), e.getMessage());
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw new IllegalStateException("could not scan " + directory + ": " + e.getMessage(), e);
        }
        return stamps;
    }
}
