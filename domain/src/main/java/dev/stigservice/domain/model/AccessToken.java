package dev.stigservice.domain.model;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Optional;

/**
 * A bearer token as RFC 6750 allows it (token68, at most 4096 characters). Its value is a secret:
 * {@link #toString()} never shows it, and no message built here contains it.
 */
public final class AccessToken implements Credentials {

    public static final int MAX_LENGTH = 4096;
    /**
     * The form of a token as a regular expression, for settings that list tokens: token68; at most {@link #MAX_LENGTH}
     * characters are accepted. {@link #parse} checks it by hand (every protected request parses a token).
     */
    public static final String FORM = "[A-Za-z0-9\\-._~+/]+=*";
    private static final String SYMBOLS = "-._~+/";

    private final String value;

    private AccessToken(String value) {
        this.value = value;
    }

    /** A token from untrusted text, or empty when the text is not a token68 of acceptable length. */
    public static Optional<AccessToken> parse(String text) {
        if (text == null || text.length() > MAX_LENGTH || !isToken68(text)) {
            return Optional.empty();
        }
        return Optional.of(new AccessToken(text));
    }

    private static boolean isToken68(String text) {
        int end = text.length();
        while (end > 0 && text.charAt(end - 1) == '=') {
            end--;
        }
        if (end == 0) {
            return false;
        }
        for (int i = 0; i < end; i++) {
            char c = text.charAt(i);
            if (!(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || SYMBOLS.indexOf(c) >= 0)) {
                return false;
            }
        }
        return true;
    }

    /** The secret itself, for the one place that must send it on: the access-management call. */
    public String reveal() {
        return value;
    }

    /** SHA-256 of the token, hex: safe to use as a cache key or to compare without keeping the secret. */
    public String fingerprint() {
        return Sha256.hex(value.getBytes(StandardCharsets.US_ASCII));
    }

    /** Compares in time independent of where the tokens differ. */
    @Override
    public boolean equals(Object other) {
        return other instanceof AccessToken token
                && MessageDigest.isEqual(value.getBytes(StandardCharsets.US_ASCII), token.value.getBytes(StandardCharsets.US_ASCII));
    }

    @Override
    public int hashCode() {
        return fingerprint().hashCode();
    }

    @Override
    public String toString() {
        return "AccessToken[redacted]";
    }
}
