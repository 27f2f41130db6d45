package dev.stigservice.adapter.storage.files;

import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.FileMember;
import dev.stigservice.domain.port.BenchmarkFiles;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;
import java.util.zip.ZipInputStream;

/**
 * Takes the documents out of one file: a plain XML document, or a DISA zip bundle or library whose {@code .xml}
 * entries are all documents (DISA does not always name its XCCDF {@code *xccdf.xml}; the core reads each and skips
 * what is not a benchmark) and whose {@code .zip} entries are opened in turn, within {@link BundleLimits}.
 * <p>
 * A top-level zip is read member by member ({@link FileMember}): each entry, and each zip nested in one, is read on its
 * own, so a member cut short, not a zip, or over a limit is skipped alone and every other member is still read; and
 * only one top-level entry is held in memory at a time. The top-level file itself is opened whole or not at all
 * ({@link ZipFile} needs the directory at its end), so a library still being copied gives nothing rather than half.
 */
public final class BundleReader {

    /** Why a file that is neither XML nor a zip is skipped. */
    public static final String NOT_CATALOG_CONTENT = "not an XCCDF .xml file or a .zip bundle";
    private static final long RATIO_GRACE_BYTES = 1L << 20;
    private static final String COPY_AGAIN = "download or copy it again";

    private final BundleLimits limits;

    public BundleReader(BundleLimits limits) {
        this.limits = limits;
    }

    public static boolean isXml(String name) {
        return name.toLowerCase(Locale.ROOT).endsWith(".xml");
    }

    public static boolean isZip(String name) {
        return name.toLowerCase(Locale.ROOT).endsWith(".zip");
    }

    /**
     * Opens one file; its members are read as they are asked for.
     *
     * @param name     how messages name the file: its path below the catalog folder, or as given to an import
     * @param storedAt the time its documents are given, the file's modification time
     * @throws IOException when the file as a whole cannot be read (cut short, not a zip, too large), with its reason in words
     */
    public BenchmarkFiles.Members open(Path file, String name, Instant storedAt) throws IOException {
        if (!isZip(name)) {
            if (Files.size(file) > limits.maxEntryBytes()) {
                throw new IOException("larger than " + limits.maxEntryBytes() + " bytes, the limit on one document");
            }
            Deque<FileMember> one = new ArrayDeque<>(List.of(FileMember.read(name,
                    Document.of(file.getFileName().toString(), Files.readAllBytes(file), storedAt))));
            return new BenchmarkFiles.Members() {
                @Override
                public Optional<FileMember> next() {
                    return Optional.ofNullable(one.poll());
                }

                @Override
                public void close() {
                }
            };
        }
        try {
            return new ZipMembers(new ZipFile(file.toFile()), name, storedAt);
        } catch (IOException e) {
            throw new IOException(reason(e), e);
        }
    }

    /** Every document of the members that read, for callers that report nothing of the others. */
    public List<Document> read(Path file, String name, Instant storedAt) throws IOException {
        List<Document> documents = new ArrayList<>();
        try (BenchmarkFiles.Members members = open(file, name, storedAt)) {
            for (Optional<FileMember> member = members.next(); member.isPresent(); member = members.next()) {
                if (!member.get().isSkipped()) {
                    documents.add(member.get().document());
                }
            }
        }
        return documents;
    }

    /** What went wrong reading a zip, in words, with what to do: the JDK's messages name neither. */
    public static String reason(Exception e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        if (e instanceof OverLimit) {
            return message + ", past the limit that stops zip bombs; check where the file came from";
        }
        if (e instanceof NotAZip) {
            return message;
        }
        if (e instanceof EOFException) {
            return "its compressed data ends early (" + message + "): the file is damaged or cut short; " + COPY_AGAIN;
        }
        if (e instanceof ZipException) {
            return "not a readable zip (" + message + "): the file is damaged, cut short (a copy still under way?) or not a zip; "
                    + COPY_AGAIN;
        }
        return message;
    }

    /** Editors and copy tools write dot-files (".file.xml.swp", ".~tmp") that are not catalog content. */
    public static boolean isHidden(Path relative) {
        for (Path part : relative) {
            if (part.toString().startsWith(".")) {
                return true;
            }
        }
        return false;
    }

    /** Every regular, non-hidden file at or below {@code path}, in a stable order. */
    public static List<Path> filesBelow(Path path) throws IOException {
        if (Files.isRegularFile(path)) {
            return List.of(path);
        }
        try (var walk = Files.walk(path)) {
            return walk.filter(Files::isRegularFile).filter(file -> !isHidden(path.relativize(file))).sorted().toList();
        }
    }

    /** The members of a top-level zip, one entry at a time. */
    private final class ZipMembers implements BenchmarkFiles.Members {

        private final ZipFile zip;
        private final Enumeration<? extends ZipEntry> entries;
        private final String name;
        private final Instant storedAt;
        private final Deque<FileMember> pending = new ArrayDeque<>();

        ZipMembers(ZipFile zip, String name, Instant storedAt) {
            this.zip = zip;
            this.entries = zip.entries();
            this.name = name;
            this.storedAt = storedAt;
        }

        @Override
        public Optional<FileMember> next() throws IOException {
            while (pending.isEmpty() && entries.hasMoreElements()) {
                ZipEntry entry = entries.nextElement();
                if (!entry.isDirectory() && (isXml(entry.getName()) || isZip(entry.getName()))) {
                    String here = name + "!/" + entry.getName();
                    Budget budget = new Budget(); // per member: the next member starts afresh
                    try (InputStream in = zip.getInputStream(entry)) {
                        byte[] bytes = readBounded(in, entry, budget);
                        if (isXml(entry.getName())) {
                            pending.add(FileMember.read(here, Document.of(lastSegment(entry.getName()), bytes, storedAt)));
                        } else if (limits.maxNestingDepth() < 1) {
                            pending.add(FileMember.skipped(here, nestedTooDeep()));
                        } else {
                            pending.addAll(nested(here, bytes, 1, budget, storedAt));
                        }
                    } catch (IOException | RuntimeException e) {
                        pending.add(FileMember.skipped(here, reason(e)));
                    }
                }
                // PDFs, the XSL and the logo that DISA ships beside each benchmark are not catalog content.
            }
            return Optional.ofNullable(pending.poll());
        }

        @Override
        public void close() throws IOException {
            zip.close();
        }
    }

    /**
     * A zip inside a zip, already in memory: a member for each XML document in it, in order, and those of the zips nested
     * in it. A zip nested in it that cannot be read is skipped alone; this one, when it cannot be read, is skipped whole.
     */
    private List<FileMember> nested(String where, byte[] bytes, int depth, Budget budget, Instant storedAt) throws IOException {
        requireWholeZip(bytes);
        List<FileMember> members = new ArrayList<>();
        try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(bytes))) {
            ZipEntry entry;
            while ((entry = zip.getNextEntry()) != null) {
                String here = where + "!/" + entry.getName();
                if (entry.isDirectory()) {
                    continue;
                }
                if (isXml(entry.getName())) {
                    members.add(FileMember.read(here, Document.of(lastSegment(entry.getName()), readBounded(zip, entry, budget), storedAt)));
                } else if (isZip(entry.getName())) {
                    if (depth + 1 > limits.maxNestingDepth()) {
                        members.add(FileMember.skipped(here, nestedTooDeep()));
                        continue;
                    }
                    byte[] nestedBytes = readBounded(zip, entry, budget);
                    try {
                        members.addAll(nested(here, nestedBytes, depth + 1, budget, storedAt));
                    } catch (IOException | RuntimeException e) {
                        members.add(FileMember.skipped(here, reason(e)));
                    }
                }
            }
        }
        return members;
    }

    private String nestedTooDeep() {
        return "zips nested deeper than " + limits.maxNestingDepth() + " levels, past the limit that stops zip bombs; "
                + "unpack it one level and put its zips beside it";
    }

    /**
     * A zip read as a stream ends where its entries end, so a zip cut short between two entries would look whole: its
     * directory, at the very end, says it is not.
     */
    private static void requireWholeZip(byte[] bytes) throws NotAZip {
        if (bytes.length < 22 || bytes[0] != 'P' || bytes[1] != 'K') {
            throw new NotAZip("not a zip archive, although named .zip; replace it with the file as published");
        }
        int from = Math.max(0, bytes.length - 22 - 0xFFFF);
        for (int i = bytes.length - 22; i >= from; i--) {
            if (bytes[i] == 'P' && bytes[i + 1] == 'K' && bytes[i + 2] == 5 && bytes[i + 3] == 6) {
                return;
            }
        }
        throw new NotAZip("the zip is cut short (its directory, at the end, is missing), as when a download or copy stops "
                + "part way; " + COPY_AGAIN);
    }

    /** Decompresses one entry, counting the real bytes (headers can lie) against every limit. */
    private byte[] readBounded(InputStream in, ZipEntry entry, Budget budget) throws IOException {
        long declared = entry.getSize();
        ByteArrayOutputStream out = new ByteArrayOutputStream(declared > 0 && declared <= limits.maxEntryBytes() ? (int) declared : 8192);
        byte[] buffer = new byte[64 * 1024];
        long compressed = Math.max(entry.getCompressedSize(), 1);
        long total = 0;
        int read;
        while ((read = in.read(buffer)) > 0) {
            total += read;
            budget.spend(read);
            if (total > limits.maxEntryBytes()) {
                throw new OverLimit("entry " + entry.getName() + " is larger than " + limits.maxEntryBytes() + " bytes");
            }
            if (total > RATIO_GRACE_BYTES && entry.getCompressedSize() > 0 && total / compressed > limits.maxCompressionRatio()) {
                throw new OverLimit("entry " + entry.getName() + " expands more than " + limits.maxCompressionRatio() + " times");
            }
            out.write(buffer, 0, read);
        }
        return out.toByteArray();
    }

    private static String lastSegment(String entryName) {
        return entryName.substring(entryName.lastIndexOf('/') + 1);
    }

    /** A limit of {@link BundleLimits} was hit. */
    private static final class OverLimit extends IOException {
        OverLimit(String message) {
            super(message);
        }
    }

    /** A member named .zip that is no whole zip. */
    private static final class NotAZip extends IOException {
        NotAZip(String message) {
            super(message);
        }
    }

    /** Bytes decompressed so far for one member. */
    private final class Budget {
        private long spent;

        void spend(long bytes) throws IOException {
            spent += bytes;
            if (spent > limits.maxMemberBytes()) {
                throw new OverLimit("the member expands to more than " + limits.maxMemberBytes() + " bytes");
            }
        }
    }
}
