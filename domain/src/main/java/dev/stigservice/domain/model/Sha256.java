package dev.stigservice.domain.model;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;

/** SHA-256, the one hash the service uses: content identity, the versions of what is rendered, token fingerprints. */
public final class Sha256 {

    /** Cloned for every digest: a clone skips the provider look-up that {@code getInstance} does on each call. */
    private static final MessageDigest PROTOTYPE = newInstance();

    private Sha256() {
    }

    /** The digest of the parts in order, each followed by a zero byte so that ("ab","c") and ("a","bc") differ. */
    public static byte[] of(byte[]... parts) {
        MessageDigest digest = digest();
        for (byte[] part : parts) {
            digest.update(part);
            if (parts.length > 1) {
                digest.update((byte) 0);
            }
        }
        return digest.digest();
    }

    public static String hex(byte[]... parts) {
        return HexFormat.of().formatHex(of(parts));
    }

    /** The first 128 bits in hex: plenty for a version, half the length of the whole. */
    public static String shortHex(byte[]... parts) {
        return HexFormat.of().formatHex(of(parts), 0, 16);
    }

    /** {@link #shortHex(byte[]...)} of the parts' UTF-8 bytes. */
    public static String shortHex(String... parts) {
        return shortHex(Arrays.stream(parts).map(part -> part.getBytes(StandardCharsets.UTF_8)).toArray(byte[][]::new));
    }

    /** The first 64 bits of the digest of a text's UTF-8 bytes: a key for an index that keeps no text. */
    public static long first64(String text) {
        return ByteBuffer.wrap(of(text.getBytes(StandardCharsets.UTF_8))).getLong();
    }

    /** A new SHA-256 digest, for a caller that hashes a stream. */
    public static MessageDigest digest() {
        try {
            return (MessageDigest) PROTOTYPE.clone();
        } catch (CloneNotSupportedException e) {
            return newInstance();
        }
    }

    private static MessageDigest newInstance() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK provides SHA-256", e);
        }
    }
}
