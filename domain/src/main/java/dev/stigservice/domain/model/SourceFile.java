package dev.stigservice.domain.model;

import java.util.regex.Pattern;

/** The file a benchmark was read from and the SHA-256 of its bytes, which identifies its content. */
public record SourceFile(String fileName, String sha256) {

    private static final Pattern SHA_256_HEX = Pattern.compile("[0-9a-f]{64}");

    public SourceFile {
        Text.requireText(fileName, "source file name");
        if (sha256 == null || !SHA_256_HEX.matcher(sha256).matches()) {
            throw new IllegalArgumentException("source sha256 must be 64 lower-case hex digits");
        }
    }

    /** The key of the revision read from this file: its content, not its name. */
    public ContentKey key() {
        return new ContentKey(sha256);
    }

    /** The source of a file with these bytes. */
    public static SourceFile of(String fileName, byte[] content) {
        return new SourceFile(fileName, Sha256.hex(content));
    }
}
