package dev.stigservice.domain.model;

import java.util.Objects;

/**
 * The file a benchmark was read from and the key of its content, the SHA-256 of its bytes. The key is made and
 * checked once, when the source is, not each time something asks for it.
 */
public record SourceFile(String fileName, ContentKey key) {

    public SourceFile {
        Text.requireText(fileName, "source file name");
        Objects.requireNonNull(key, "source content key");
    }

    /** @param sha256 64 lower-case hex digits */
    public SourceFile(String fileName, String sha256) {
        this(fileName, new ContentKey(sha256));
    }

    public String sha256() {
        return key.sha256();
    }

    /** The source of a file with these bytes. */
    public static SourceFile of(String fileName, byte[] content) {
        return new SourceFile(fileName, Sha256.hex(content));
    }
}
