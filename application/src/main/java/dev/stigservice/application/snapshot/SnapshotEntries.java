package dev.stigservice.application.snapshot;

import dev.stigservice.domain.model.RefusedSnapshot;
import dev.stigservice.domain.model.Sha256;
import dev.stigservice.domain.port.SnapshotFormat;

import java.io.IOException;
import java.io.InputStream;
import java.security.DigestInputStream;
import java.util.HexFormat;

/** Reads an opened snapshot's entries within bounds, naming the entry in every failure. */
final class SnapshotEntries {

    /** The most bytes of the sums or the manifest: more than those of any real library (about 100 bytes a document). */
    static final long MAX_LIST_BYTES = 64L << 20;

    private SnapshotEntries() {
    }

    /** The whole entry, refused when it is longer than {@code limit}. */
    static byte[] readAll(SnapshotFormat.Opened opened, String name, long limit) throws RefusedSnapshot {
        try (InputStream in = opened.read(name)) {
            byte[] content = in.readNBytes((int) Math.min(limit + 1, Integer.MAX_VALUE - 8));
            if (content.length > limit) {
                throw new RefusedSnapshot("entry " + name + ": longer than " + limit + " bytes");
            }
            return content;
        } catch (IOException e) {
            throw new RefusedSnapshot("entry " + name + ": " + e.getMessage(), e);
        }
    }

    /** The entry's SHA-256 in hex and its length, read through once without keeping it. */
    static Digest digest(SnapshotFormat.Opened opened, String name) throws RefusedSnapshot {
        try (InputStream in = new DigestInputStream(opened.read(name), Sha256.digest())) {
            long size = in.transferTo(java.io.OutputStream.nullOutputStream());
            return new Digest(HexFormat.of().formatHex(((DigestInputStream) in).getMessageDigest().digest()), size);
        } catch (IOException e) {
            throw new RefusedSnapshot("entry " + name + ": " + e.getMessage(), e);
        }
    }

    record Digest(String sha256, long size) {
    }
}
