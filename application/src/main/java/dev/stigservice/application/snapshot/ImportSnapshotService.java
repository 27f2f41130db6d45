package dev.stigservice.application.snapshot;

import dev.stigservice.application.publication.DocumentContent;
import dev.stigservice.application.imports.ImportReport;
import dev.stigservice.domain.model.Checksums;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.RefusedSnapshot;
import dev.stigservice.domain.model.SnapshotManifest;
import dev.stigservice.domain.model.UnreadableDocument;
import dev.stigservice.domain.port.BenchmarkArchive;
import dev.stigservice.domain.port.SnapshotFormat;
import dev.stigservice.domain.port.TrustedSigners;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Checks a snapshot whole, then stores it. The checks, in order: the container is sound (the format's own), the sums
 * are signed by a trusted key, the sums and the entries name the same files, every entry has its sum, the manifest
 * and the documents agree one to one, and every document is its key. Only then is the first document stored, each
 * with the time the manifest gives, so that the receiving instance answers as the sending one does.
 */
public final class ImportSnapshotService implements ImportSnapshotUseCase {

    private static final long MAX_SIGNATURE_BYTES = 4096;

    private final SnapshotFormat format;
    private final TrustedSigners trusted;
    private final DocumentContent content;
    private final BenchmarkArchive archive;

    public ImportSnapshotService(SnapshotFormat format, TrustedSigners trusted, DocumentContent content, BenchmarkArchive archive) {
        this.format = Objects.requireNonNull(format);
        this.trusted = Objects.requireNonNull(trusted);
        this.content = Objects.requireNonNull(content);
        this.archive = Objects.requireNonNull(archive);
    }

    @Override
    public boolean isSnapshot(Path file) {
        return format.holdsSnapshot(file);
    }

    @Override
    public ImportReport importSnapshot(ImportSnapshotCommand command) throws IOException, RefusedSnapshot {
        try (SnapshotFormat.Opened opened = format.open(command.snapshot())) {
            SnapshotManifest manifest = verified(opened, command);
            int imported = 0;
            int unchanged = 0;
            List<String> skipped = new ArrayList<>();
            int count = manifest.documents().size();
            for (int i = 0; i < count; i++) {
                SnapshotManifest.Document listed = manifest.documents().get(i);
                Document document = new Document(listed.entry(),
                        SnapshotEntries.readAll(opened, listed.entryName(), listed.size()));
                if (!document.matchesKey()) { // the file changed since it was verified
                    throw new RefusedSnapshot("entry " + listed.entryName() + ": changed while it was imported");
                }
                String prefix = "[%d/%d] %s: ".formatted(i + 1, count, listed.entry().fileName());
                try {
                    boolean added = archive.save(document);
                    if (added) {
                        imported++;
                    } else {
                        unchanged++;
                    }
                    command.progress().accept(prefix + (added ? "imported " : "unchanged ") + describe(document));
                } catch (RuntimeException e) {
                    skipped.add(listed.entry().fileName() + ": " + e.getMessage());
                    command.progress().accept(prefix + "failed: " + e.getMessage());
                }
            }
            return new ImportReport(imported, unchanged, skipped);
        }
    }

    private SnapshotManifest verified(SnapshotFormat.Opened opened, ImportSnapshotCommand command) throws RefusedSnapshot {
        Set<String> names = Set.copyOf(opened.names());
        for (String required : List.of(Checksums.FILE_NAME, Checksums.SIGNATURE_FILE_NAME, SnapshotManifest.FILE_NAME)) {
            if (!names.contains(required)) {
                throw new RefusedSnapshot("no entry " + required + ": not a signed snapshot");
            }
        }
        byte[] sumsFile = SnapshotEntries.readAll(opened, Checksums.FILE_NAME, SnapshotEntries.MAX_LIST_BYTES);
        byte[] signature = SnapshotEntries.readAll(opened, Checksums.SIGNATURE_FILE_NAME, MAX_SIGNATURE_BYTES);
        String signer = trusted.signerOf(sumsFile, signature).orElseThrow(() -> new RefusedSnapshot(
                "entry " + Checksums.SIGNATURE_FILE_NAME + ": not a signature of " + Checksums.FILE_NAME + " by a trusted key"));
        Checksums sums = Checksums.parse(sumsFile);
        for (String name : opened.names()) {
            if (!name.equals(Checksums.FILE_NAME) && !name.equals(Checksums.SIGNATURE_FILE_NAME) && !sums.sha256ByName().containsKey(name)) {
                throw new RefusedSnapshot("entry " + name + ": not in " + Checksums.FILE_NAME);
            }
        }
        Map<String, Long> sizes = new HashMap<>();
        for (Map.Entry<String, String> sum : sums.sha256ByName().entrySet()) {
            if (!names.contains(sum.getKey())) {
                throw new RefusedSnapshot(Checksums.FILE_NAME + " names " + sum.getKey() + ", which the snapshot does not hold");
            }
            SnapshotEntries.Digest digest = SnapshotEntries.digest(opened, sum.getKey());
            if (!digest.sha256().equals(sum.getValue())) {
                throw new RefusedSnapshot("entry " + sum.getKey() + ": its SHA-256 differs from " + Checksums.FILE_NAME);
            }
            sizes.put(sum.getKey(), digest.size());
        }
        SnapshotManifest manifest = SnapshotManifest.parse(SnapshotEntries.readAll(opened, SnapshotManifest.FILE_NAME, SnapshotEntries.MAX_LIST_BYTES));
        Set<String> listed = new java.util.HashSet<>();
        for (SnapshotManifest.Document document : manifest.documents()) {
            String name = document.entryName();
            listed.add(name);
            if (!sums.sha256ByName().containsKey(name)) {
                throw new RefusedSnapshot(SnapshotManifest.FILE_NAME + " lists " + name + ", which the snapshot does not hold");
            }
            if (!sums.sha256ByName().get(name).equals(document.entry().key().sha256())) {
                throw new RefusedSnapshot("entry " + name + ": its content is not its key " + document.entry().key());
            }
            if (sizes.get(name) != document.size()) {
                throw new RefusedSnapshot("entry " + name + ": " + sizes.get(name) + " bytes, the manifest says " + document.size());
            }
        }
        for (String name : sums.sha256ByName().keySet()) {
            if (!name.equals(SnapshotManifest.FILE_NAME) && !listed.contains(name)) {
                throw new RefusedSnapshot("entry " + name + ": not in " + SnapshotManifest.FILE_NAME);
            }
        }
        long bytes = manifest.documents().stream().mapToLong(SnapshotManifest.Document::size).sum();
        command.progress().accept("Verified " + command.snapshot() + ": signed by " + signer + ", " + manifest.documents().size()
                + " documents (" + bytes + " bytes), every checksum and key right");
        return manifest;
    }

    private String describe(Document document) {
        try {
            return content.read(document).description();
        } catch (UnreadableDocument e) {
            return document.fileName() + " (kept as stored; not a benchmark: " + e.getMessage() + ")";
        }
    }
}
