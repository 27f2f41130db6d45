package dev.stigservice.domain.model;

import java.time.Instant;
import java.util.Arrays;
import java.util.Objects;

/**
 * A source document exactly as it was given (the bytes of an XCCDF file, say), with the entry that names it. What a
 * store keeps is this and nothing derived from it, so nothing in a store changes when the model grows. The content is
 * copied in and out, so a document cannot be changed after it is made.
 */
public record Document(DocumentEntry entry, byte[] content) {

    public Document {
        Objects.requireNonNull(entry, "document entry");
        content = Objects.requireNonNull(content, "document content").clone();
    }

    /** A document keyed by the SHA-256 of its content. */
    public static Document of(String fileName, byte[] content, Instant storedAt) {
        return new Document(new DocumentEntry(new ContentKey(Sha256.hex(content)), fileName, storedAt), content);
    }

    @Override
    public byte[] content() {
        return content.clone();
    }

    public ContentKey key() {
        return entry.key();
    }

    public String fileName() {
        return entry.fileName();
    }

    public Instant storedAt() {
        return entry.storedAt();
    }

    /** Whether the content is what the key says it is: false means a store gave back other bytes than it was given. */
    public boolean matchesKey() {
        return Sha256.hex(content).equals(key().sha256());
    }

    /** The same content and name, stored at another time (an import stores a file's bytes when it runs). */
    public Document restampedAt(Instant time) {
        return new Document(new DocumentEntry(key(), fileName(), time), content);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Document document && entry.equals(document.entry) && Arrays.equals(content, document.content);
    }

    @Override
    public int hashCode() {
        return entry.hashCode();
    }

    @Override
    public String toString() {
        return "Document[" + fileName() + ", " + key() + ", " + content.length + " bytes, stored " + storedAt() + "]";
    }
}
