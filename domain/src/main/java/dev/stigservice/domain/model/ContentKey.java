package dev.stigservice.domain.model;

import java.util.regex.Pattern;

/**
 * What identifies one stored revision of a benchmark, the same in every backend and across restarts:
 * the SHA-256 of the XCCDF document it was read from. Equal keys mean equal content, so anything
 * derived from a revision (a parsed model, a rendered download, its version) may be cached by it.
 */
public record ContentKey(String sha256) {

    private static final Pattern SHA_256_HEX = Pattern.compile("[0-9a-f]{64}");

    public ContentKey {
        if (sha256 == null || !SHA_256_HEX.matcher(sha256).matches()) {
            throw new IllegalArgumentException("a content key is 64 lower-case hex digits");
        }
    }

    @Override
    public String toString() {
        return sha256;
    }
}
