package dev.stigservice.adapter.storage.contract;

import dev.stigservice.adapter.storage.OpenStore;
import dev.stigservice.adapter.storage.StorageBackend;
import dev.stigservice.adapter.storage.StoreSettings;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.DocumentEntry;
import dev.stigservice.domain.port.BenchmarkArchive;
import dev.stigservice.domain.port.BenchmarkCatalog;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A backend for the kit's own tests: documents in a map that every instance it opens shares, as a server's storage is
 * shared. With {@code locks}, it refuses to open while an instance is open, as an embedded store that locks its file
 * does; {@code declared} is what it answers to {@link StorageBackend#oneInstanceAtATime()}.
 */
final class MemoryBackend extends StorageBackend {

    private final boolean declared;

    MemoryBackend(boolean locks, boolean declared) {
        this(new ConcurrentHashMap<>(), new AtomicInteger(), locks, declared);
    }

    private MemoryBackend(Map<ContentKey, Document> kept, AtomicInteger open, boolean locks, boolean declared) {
        super("memory", settings -> {
            if (open.incrementAndGet() > 1 && locks) {
                open.decrementAndGet();
                throw new IllegalStateException("The file is locked: catalog.mv");
            }
            return new OpenStore("memory", new Instance(kept, open));
        });
        this.declared = declared;
    }

    static StoreSettings settings() {
        return new StoreSettings(Optional.empty(), () -> {
            throw new IllegalStateException("the memory backend opens no database pool");
        });
    }

    @Override
    public boolean takesImports() {
        return true;
    }

    @Override
    public boolean oneInstanceAtATime() {
        return declared;
    }

    private record Instance(Map<ContentKey, Document> kept, AtomicInteger open) implements BenchmarkCatalog, BenchmarkArchive, AutoCloseable {
        @Override
        public List<DocumentEntry> documents() {
            return kept.values().stream().map(Document::entry).toList();
        }

        @Override
        public Optional<Document> load(ContentKey key) {
            return Optional.ofNullable(kept.get(key));
        }

        @Override
        public boolean save(Document document) {
            return kept.putIfAbsent(document.key(), document) == null;
        }

        @Override
        public void close() {
            open.decrementAndGet();
        }
    }
}
