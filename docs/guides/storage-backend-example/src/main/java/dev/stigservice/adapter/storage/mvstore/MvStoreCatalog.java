package dev.stigservice.adapter.storage.mvstore;

import com.google.auto.service.AutoService;
import dev.stigservice.adapter.storage.OpenStore;
import dev.stigservice.adapter.storage.StorageBackend;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.DocumentEntry;
import dev.stigservice.domain.port.BenchmarkArchive;
import dev.stigservice.domain.port.BenchmarkCatalog;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Documents in an MVStore file (H2's embedded key-value store): one map from content key to bytes, one from content
 * key to the entry (file name, stored time). A document is saved in one commit, entry after bytes, so a listed entry
 * always has its bytes; a commit that fails is rolled back; a key kept before is left as it was.
 */
public final class MvStoreCatalog implements BenchmarkCatalog, BenchmarkArchive, AutoCloseable {

    /** {@code stig.storage.backend=mvstore}, with {@code stig.storage.mvstore.file}. */
    @AutoService(StorageBackend.class)
    public static final class Backend extends StorageBackend {

        public Backend() {
            super("mvstore", settings -> {
                MvStoreCatalog catalog = MvStoreCatalog.open(Path.of(settings.own(MvStoreSettings.class).file()));
                return new OpenStore("MVStore " + catalog.file, catalog);
            });
        }

        @Override
        public boolean takesImports() {
            return true;
        }

        /** MVStore locks its file while it is open: one service at a time serves it, never two behind a load balancer. */
        @Override
        public boolean oneInstanceAtATime() {
            return true;
        }

        @Override
        public Map<String, String> requiredSettings() {
            return Map.of("stig.storage.mvstore.file", "/var/lib/stig-service/catalog.mv");
        }

        /** The store; the settings record's annotations, and the bean definitions Micronaut's processor writes for it. */
        @Override
        public List<String> libraries() {
            return List.of("org.h2.mvstore..", "io.micronaut.context..", "io.micronaut.core..", "io.micronaut.inject..", "jakarta.validation..");
        }
    }

    private final Path file;
    private final MVStore store;
    private final MVMap<String, byte[]> contents;
    private final MVMap<String, String> entries;

    private MvStoreCatalog(Path file, MVStore store) {
        this.file = file;
        this.store = store;
        this.contents = store.openMap("contents");
        this.entries = store.openMap("entries");
    }

    /** Opens the store in {@code file}, creating it when it does not exist. */
    public static MvStoreCatalog open(Path file) {
        // No commits in the background: a document is written by its own commit, or rolled back.
        return new MvStoreCatalog(file, new MVStore.Builder().fileName(file.toString()).autoCommitDisabled().open());
    }

    @Override
    public List<DocumentEntry> documents() {
        requireOpen();
        List<DocumentEntry> listed = new ArrayList<>(entries.size());
        entries.forEach((key, entry) -> listed.add(entry(key, entry)));
        return listed;
    }

    @Override
    public Optional<Document> load(ContentKey key) {
        requireOpen();
        String entry = entries.get(key.sha256());
        byte[] content = contents.get(key.sha256());
        return entry == null || content == null ? Optional.empty() : Optional.of(new Document(entry(key.sha256(), entry), content));
    }

    @Override
    public synchronized boolean save(Document document) {
        String key = document.key().sha256();
        if (entries.containsKey(key)) {
            return false;
        }
        try {
            contents.put(key, document.content());
            entries.put(key, document.storedAt() + "/" + document.fileName());
            store.commit();
        } catch (RuntimeException failed) {
            // The maps already hold the document in memory: back to the last commit, or it would be listed half-written.
            try {
                store.rollback();
            } catch (RuntimeException closed) {
                failed.addSuppressed(closed); // a store that closed on the failure lists nothing until it is opened again
            }
            throw failed;
        }
        return true;
    }

    /**
     * MVStore closes itself when a write to its file fails, and its maps would go on answering from memory what was
     * never written: from then on this store answers nothing, until it is opened again.
     */
    private void requireOpen() {
        if (store.isClosed()) {
            throw new IllegalStateException("the MVStore file " + file + " is closed (a write to it failed): open it again");
        }
    }

    @Override
    public void close() {
        store.close();
    }

    /** An entry is kept as {@code <stored time, ISO 8601>/<file name>}: the time has no slash, a file name may. */
    private static DocumentEntry entry(String key, String entry) {
        int slash = entry.indexOf('/');
        return new DocumentEntry(new ContentKey(key), entry.substring(slash + 1), Instant.parse(entry.substring(0, slash)));
    }
}
