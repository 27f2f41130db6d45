package dev.stigservice.application.publication;

import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Document;

/** The stored documents as they were given, for an answer that sends one unchanged (a SCAP benchmark's data stream). */
public interface SourceDocuments {

    /**
     * The document stored under a key, checked to hash to it; {@code what} names it in a failure.
     *
     * @throws IllegalStateException when the store no longer holds it, or gives back other bytes
     */
    Document document(ContentKey key, String what);
}
