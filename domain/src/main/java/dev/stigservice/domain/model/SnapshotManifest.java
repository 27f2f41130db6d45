package dev.stigservice.domain.model;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * What a snapshot holds: one line per stored document, its key, when it was stored, its size and its file name, as
 * tab-separated text under a header line ({@code manifest.tsv}), in key order. Each document is the entry
 * {@code documents/<key>/<file name>}; the file name is kept as the store gave it, so it must be a plain file name.
 *
 * @param documents the documents, in key order
 */
public record SnapshotManifest(List<Document> documents) {

    /** The manifest's name in a snapshot. */
    public static final String FILE_NAME = "manifest.tsv";
    private static final String HEADER = "key\tstored\tsize\tfile";
    private static final String FOLDER = "documents/";
    // No folder, no control character, not hidden (the files backend skips dot-files), and no backslash (sha256sum
    // would escape it).
    private static final Pattern PLAIN_FILE_NAME = Pattern.compile("[^./\\\\\\p{Cntrl}][^/\\\\\\p{Cntrl}]{0,254}");

    /** One document as the manifest lists it. */
    public record Document(DocumentEntry entry, long size) {

        public Document {
            Objects.requireNonNull(entry, "document entry");
            if (size < 0) {
                throw new IllegalArgumentException("a document's size is not negative");
            }
            if (!PLAIN_FILE_NAME.matcher(entry.fileName()).matches()) {
                throw new IllegalArgumentException("'" + entry.fileName() + "' is not a plain file name (no folder, no control "
                        + "character or backslash, not starting with a dot, at most 255 characters)");
            }
        }

        /** The document's entry in the archive. */
        public String entryName() {
            return FOLDER + entry.key().sha256() + "/" + entry.fileName();
        }
    }

    public SnapshotManifest {
        documents = documents.stream().sorted(Comparator.comparing(document -> document.entry().key().sha256())).toList();
        Set<ContentKey> keys = new HashSet<>();
        for (Document document : documents) {
            if (!keys.add(document.entry().key())) {
                throw new IllegalArgumentException("document " + document.entry().key() + " is listed twice");
            }
        }
    }

    public Set<ContentKey> keys() {
        return documents.stream().map(document -> document.entry().key()).collect(Collectors.toSet());
    }

    public byte[] bytes() {
        StringBuilder text = new StringBuilder(HEADER).append('\n');
        for (Document document : documents) {
            DocumentEntry entry = document.entry();
            text.append(entry.key().sha256()).append('\t').append(entry.storedAt()).append('\t').append(document.size())
                    .append('\t').append(entry.fileName()).append('\n');
        }
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** @throws RefusedSnapshot naming the first line that does not read */
    public static SnapshotManifest parse(byte[] file) throws RefusedSnapshot {
        String[] lines = new String(file, StandardCharsets.UTF_8).split("\n", -1);
        if (!lines[0].equals(HEADER) || !lines[lines.length - 1].isEmpty()) {
            throw new RefusedSnapshot(FILE_NAME + ": not a snapshot manifest (it starts with the line '"
                    + HEADER.replace("\t", "\\t") + "' and ends with a line feed)");
        }
        List<Document> documents = new ArrayList<>();
        for (int i = 1; i < lines.length - 1; i++) {
            String[] fields = lines[i].split("\t", -1);
            try {
                if (fields.length != 4) {
                    throw new IllegalArgumentException("it has " + fields.length + " fields, not 4");
                }
                documents.add(new Document(new DocumentEntry(new ContentKey(fields[0]), fields[3], Instant.parse(fields[1])),
                        Long.parseLong(fields[2])));
            } catch (IllegalArgumentException | DateTimeParseException e) {
                throw new RefusedSnapshot(FILE_NAME + " line " + (i + 1) + ": " + e.getMessage());
            }
        }
        try {
            return new SnapshotManifest(documents);
        } catch (IllegalArgumentException e) {
            throw new RefusedSnapshot(FILE_NAME + ": " + e.getMessage());
        }
    }
}
