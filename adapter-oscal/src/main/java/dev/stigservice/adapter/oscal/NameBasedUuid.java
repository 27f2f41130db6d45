package dev.stigservice.adapter.oscal;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.UUID;

/**
 * RFC 9562 version 5 UUIDs (SHA-1, name-based) in this service's own namespace: the same name gives the same UUID on
 * every replica and backend, so a document's bytes depend only on what it describes.
 */
final class NameBasedUuid {

    /** The namespace of every name this service turns into a UUID: itself a version 5 UUID of the URL namespace. */
    static final UUID NAMESPACE = of(UUID.fromString("6ba7b811-9dad-11d1-80b4-00c04fd430c8"), OscalNames.NS);

    private NameBasedUuid() {
    }

    static UUID of(String name) {
        return of(NAMESPACE, name);
    }

    static UUID of(UUID namespace, String name) {
        MessageDigest sha1;
        try {
            sha1 = MessageDigest.getInstance("SHA-1");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-1", e);
        }
        sha1.update(ByteBuffer.allocate(16).putLong(namespace.getMostSignificantBits()).putLong(namespace.getLeastSignificantBits()).array());
        byte[] hash = sha1.digest(name.getBytes(StandardCharsets.UTF_8));
        hash[6] = (byte) ((hash[6] & 0x0f) | 0x50); // version 5
        hash[8] = (byte) ((hash[8] & 0x3f) | 0x80); // RFC variant
        ByteBuffer bits = ByteBuffer.wrap(hash, 0, 16);
        return new UUID(bits.getLong(), bits.getLong());
    }
}
