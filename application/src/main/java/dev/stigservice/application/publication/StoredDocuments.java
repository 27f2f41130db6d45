package dev.stigservice.application.publication;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.DocumentEntry;
import dev.stigservice.domain.model.UnreadableDocument;
import dev.stigservice.domain.port.BenchmarkCatalog;

import java.util.List;
import java.util.Objects;

/**
 * The store as the publication reads it, the same for every backend: each document loaded is checked to be the bytes
 * stored under its key, and a published revision's model is parsed again from its document whenever a request or the
 * search needs it.
 */
public final class StoredDocuments implements SourceDocuments {

    private final BenchmarkCatalog store;
    private final DocumentContent content;
    private final String storeName;

    /** @param storeName how the startup line and logs name the store, e.g. its folder */
    public StoredDocuments(BenchmarkCatalog store, DocumentContent content, String storeName) {
        this.store = Objects.requireNonNull(store);
        this.content = Objects.requireNonNull(content);
        this.storeName = Objects.requireNonNull(storeName);
    }

    String storeName() {
        return storeName;
    }

    List<DocumentEntry> list() {
        return store.documents();
    }

    /** What the last {@link #list()} found in the store but could not read. */
    List<String> unreadable() {
        return store.unreadable();
    }

    /** Where the store found a listed document, for a log line that names it. */
    String origin(DocumentEntry entry) {
        return store.origin(entry);
    }

    /** What a listed document holds. */
    DocumentContent.Content read(DocumentEntry entry) throws UnreadableDocument {
        return content.read(load(entry.key(), entry.fileName()));
    }

    /** The model of a revision published; {@code what} names it in a failure. */
    Benchmark benchmark(ContentKey key, String what) {
        try {
            return content.benchmark(load(key, what));
        } catch (UnreadableDocument e) {
            throw new UnreadableDocumentFailure(e.getMessage());
        }
    }

    @Override
    public Document document(ContentKey key, String what) {
        return load(key, what);
    }

    private Document load(ContentKey key, String what) {
        Document document = store.load(key).orElseThrow(() -> new IllegalStateException("the store no longer holds " + key + " (" + what + ")"));
        if (!document.key().equals(key) || !document.matchesKey()) {
            throw new IllegalStateException("the store gave back other bytes than it was given for " + key + " (" + what + ")");
        }
        return document;
    }

    /** Carries a reader's refusal through the model cache, which only passes unchecked exceptions on. */
    private static final class UnreadableDocumentFailure extends RuntimeException {
        UnreadableDocumentFailure(String reason) {
            super(reason, null, false, false);
        }
    }
}
