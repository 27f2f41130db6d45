package dev.stigservice.application.snapshot;

import dev.stigservice.domain.model.Checksums;
import dev.stigservice.domain.model.SnapshotManifest;

import java.util.Objects;

/**
 * A snapshot read and signed, not yet written: what it holds, the sums over its entries and their signature.
 * {@link ExportSnapshotUseCase#writeSnapshot} writes it.
 *
 * @param manifest  the documents it holds
 * @param checksums the sums the signature covers (the same stored state gives the same)
 * @param signature the signature of the sums' bytes
 */
public record SignedSnapshot(SnapshotManifest manifest, Checksums checksums, byte[] signature) {

    public SignedSnapshot {
        Objects.requireNonNull(manifest, "manifest");
        Objects.requireNonNull(checksums, "checksums");
        signature = signature.clone();
    }

    @Override
    public byte[] signature() {
        return signature.clone();
    }

    /** The documents' bytes together, before compression. */
    public long documentBytes() {
        return manifest.documents().stream().mapToLong(SnapshotManifest.Document::size).sum();
    }
}
