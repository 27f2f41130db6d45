package dev.stigservice.domain.port;

import dev.stigservice.domain.model.Document;

/**
 * A store that takes imports: the database backends, and the files backend, which writes each document into its
 * folder (the bundled demo catalog takes none). A port of its own rather than a method of {@link BenchmarkCatalog},
 * so a read-only store is not made to refuse writes at run time (docs/adr/0005-storage-port-is-storage-only.md).
 */
public interface BenchmarkArchive {

    /**
     * Keeps the document, all of it or nothing, beside every document kept before.
     *
     * @return true when it was added; false when a document with the same key was already kept (it is left as it was)
     */
    boolean save(Document document);
}
