package dev.stigservice.domain.port;

import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.DocumentEntry;

import java.util.List;
import java.util.Optional;

/**
 * Where benchmarks are stored: source documents and nothing else. A backend keeps every document it is given, byte
 * for byte, and gives each back by its key. Everything else is the core's, the same for every backend, so nothing in
 * a store changes when the model grows (docs/adr/0008-a-store-keeps-documents.md): reading the documents, choosing
 * which revision each slug serves, publishing and refreshing ({@code CatalogPublisher}), keeping the parsed models
 * ({@code ModelCache}) and saying whether the service is ready ({@code Readiness}).
 */
public interface BenchmarkCatalog {

    /**
     * Every stored document's entry, in any order. Called on every refresh, so a call that finds nothing new should be
     * cheap. Throws when the store cannot be read (the core keeps what it has), saying why.
     */
    List<DocumentEntry> documents();

    /** One stored document, bytes as they were given; empty when no document has that key. */
    Optional<Document> load(ContentKey key);

    /**
     * What the last {@link #documents()} found but could not read (a file, a member of a library cut short), each naming
     * it and why, for the health check's count; the WARN lines name them as they are found. A store that keeps only the
     * documents it was given has none.
     */
    default List<String> unreadable() {
        return List.of();
    }

    /**
     * Where a listed document was found, for a log line that names it: its file name, unless the store knows more (the
     * files backend: its path in the folder and inside a library, {@code library.zip!/U_X_STIG.zip!/U_X-xccdf.xml}).
     */
    default String origin(DocumentEntry entry) {
        return entry.fileName();
    }
}
