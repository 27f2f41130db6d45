package dev.stigservice.application.snapshot;

import dev.stigservice.domain.model.Checksums;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.DocumentEntry;
import dev.stigservice.domain.model.RefusedSnapshot;
import dev.stigservice.domain.model.Sha256;
import dev.stigservice.domain.model.SnapshotManifest;
import dev.stigservice.domain.port.BenchmarkCatalog;
import dev.stigservice.domain.port.SnapshotFormat;
import dev.stigservice.domain.port.SnapshotSigner;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Lists the store, leaves out what the query says the receiver holds, reads each remaining document once to check it
 * against its key and learn its size, then signs the sums: all before a byte of the archive is written. Writing reads
 * each document again, so no more than one is in memory at a time.
 */
public final class ExportSnapshotService implements ExportSnapshotUseCase {

    private final BenchmarkCatalog store;
    private final SnapshotFormat format;
    private final SnapshotSigner signer;

    public ExportSnapshotService(BenchmarkCatalog store, SnapshotFormat format, SnapshotSigner signer) {
        this.store = Objects.requireNonNull(store);
        this.format = Objects.requireNonNull(format);
        this.signer = Objects.requireNonNull(signer);
    }

    @Override
    public SignedSnapshot signSnapshot(ExportSnapshotQuery query) throws IOException, RefusedSnapshot {
        Set<ContentKey> held = query.earlierSnapshot().isPresent() ? earlierManifest(query.earlierSnapshot().get()).keys() : Set.of();
        List<SnapshotManifest.Document> documents = new ArrayList<>();
        for (DocumentEntry entry : store.documents()) {
            if (held.contains(entry.key()) || query.storedAfter().filter(time -> !entry.storedAt().isAfter(time)).isPresent()) {
                continue;
            }
            int size = checkedContent(entry).length;
            try {
                documents.add(new SnapshotManifest.Document(entry, size));
            } catch (IllegalArgumentException e) {
                throw new IOException("document " + entry.key() + " cannot travel in a snapshot: " + e.getMessage(), e);
            }
        }
        SnapshotManifest manifest = new SnapshotManifest(documents);
        Map<String, String> sums = new LinkedHashMap<>();
        sums.put(SnapshotManifest.FILE_NAME, Sha256.hex(manifest.bytes()));
        // A document's key is the SHA-256 of its bytes, checked above: its sum needs no second digest.
        manifest.documents().forEach(document -> sums.put(document.entryName(), document.entry().key().sha256()));
        Checksums checksums = new Checksums(sums);
        return new SignedSnapshot(manifest, checksums, signer.sign(checksums.bytes()));
    }

    @Override
    public void writeSnapshot(SignedSnapshot snapshot, OutputStream out) throws IOException {
        try (SnapshotFormat.Writer writer = format.write(out)) {
            writer.add(Checksums.FILE_NAME, snapshot.checksums().bytes());
            writer.add(Checksums.SIGNATURE_FILE_NAME, snapshot.signature());
            writer.add(SnapshotManifest.FILE_NAME, snapshot.manifest().bytes());
            for (SnapshotManifest.Document listed : snapshot.manifest().documents()) {
                writer.add(listed.entryName(), checkedContent(listed.entry()));
            }
        }
    }

    /** The document's bytes, checked against its key (the SHA-256 the sums list for it, so the key alone is checked). */
    private byte[] checkedContent(DocumentEntry entry) throws IOException {
        Document document = store.load(entry.key()).orElseThrow(() -> new IOException("the store lists document "
                + entry.key() + " (" + entry.fileName() + ") but does not give it"));
        if (!document.matchesKey()) {
            throw new IOException("the store gave other bytes for document " + entry.key() + " (" + entry.fileName() + ") than its key");
        }
        return document.content();
    }

    /** The manifest of an earlier snapshot, or the manifest file itself. */
    private SnapshotManifest earlierManifest(Path earlier) throws IOException, RefusedSnapshot {
        if (format.holdsSnapshot(earlier)) {
            try (SnapshotFormat.Opened opened = format.open(earlier)) {
                if (!opened.names().contains(SnapshotManifest.FILE_NAME)) {
                    throw new RefusedSnapshot(earlier + " holds no " + SnapshotManifest.FILE_NAME);
                }
                return SnapshotManifest.parse(SnapshotEntries.readAll(opened, SnapshotManifest.FILE_NAME, SnapshotEntries.MAX_LIST_BYTES));
            }
        }
        if (Files.size(earlier) > SnapshotEntries.MAX_LIST_BYTES) {
            throw new RefusedSnapshot(earlier + " is neither a snapshot nor a manifest (larger than any manifest)");
        }
        return SnapshotManifest.parse(Files.readAllBytes(earlier));
    }
}
