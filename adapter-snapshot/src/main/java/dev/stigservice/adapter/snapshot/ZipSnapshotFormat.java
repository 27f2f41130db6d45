package dev.stigservice.adapter.snapshot;

import dev.stigservice.domain.model.Checksums;
import dev.stigservice.domain.model.RefusedSnapshot;
import dev.stigservice.domain.model.SnapshotManifest;
import dev.stigservice.domain.port.SnapshotFormat;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveInputStream;
import org.apache.commons.compress.archivers.zip.ZipFile;

import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.LocalDateTime;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * A snapshot as a zip: entries in the order the core adds them, stored uncompressed and stamped with one fixed local
 * time, so the same entries give the same bytes on any machine and any JDK (no compressor's version enters them).
 * Because the layout is fixed, a snapshot is read only when it is exactly what this writer writes for its entries:
 * any byte changed outside the entries' contents (a name, a time, a header, the directory) is refused here, and any
 * byte changed inside them fails the core's checksums. Read with Commons Compress, which shows what the JDK's reader
 * hides: each entry's Unix mode, and every entry of a name given twice.
 */
final class ZipSnapshotFormat implements SnapshotFormat {

    /** No date or zone of the exporting machine enters the archive: every entry is stamped 2000-01-01 12:00 (DOS local time). */
    private static final LocalDateTime ENTRY_TIME = LocalDateTime.of(2000, 1, 1, 12, 0);
    private static final Set<String> OWN_ENTRIES = Set.of(Checksums.FILE_NAME, Checksums.SIGNATURE_FILE_NAME, SnapshotManifest.FILE_NAME);
    private static final int UNIX_TYPE_MASK = 0170000;
    private static final int UNIX_REGULAR_FILE = 0100000;

    private final SnapshotLimits limits;

    ZipSnapshotFormat(SnapshotLimits limits) {
        this.limits = limits;
    }

    /** Its own entries are in the central directory, or (a truncated snapshot has none) first in the file. */
    @Override
    public boolean holdsSnapshot(Path file) {
        if (!Files.isRegularFile(file)) {
            return false;
        }
        try (ZipFile zip = ZipFile.builder().setPath(file).get()) {
            return Collections.list(zip.getEntries()).stream().anyMatch(entry -> OWN_ENTRIES.contains(entry.getName()));
        } catch (IOException | RuntimeException notAWholeZip) {
            try (ZipArchiveInputStream stream = new ZipArchiveInputStream(Files.newInputStream(file))) {
                ZipArchiveEntry first = stream.getNextEntry();
                return first != null && OWN_ENTRIES.contains(first.getName());
            } catch (IOException | RuntimeException notAZip) {
                return false;
            }
        }
    }

    @Override
    public Writer write(OutputStream out) {
        ZipOutputStream zip = new ZipOutputStream(new FilterOutputStream(out) {
            @Override
            public void write(byte[] bytes, int offset, int length) throws IOException {
                out.write(bytes, offset, length);
            }

            @Override
            public void close() throws IOException {
                out.flush(); // the caller's stream stays open
            }
        });
        return new Writer() {
            @Override
            public void add(String name, byte[] content) throws IOException {
                ZipEntry entry = new ZipEntry(name);
                entry.setTimeLocal(ENTRY_TIME);
                entry.setMethod(ZipEntry.STORED);
                entry.setSize(content.length);
                entry.setCompressedSize(content.length);
                CRC32 crc = new CRC32();
                crc.update(content);
                entry.setCrc(crc.getValue());
                zip.putNextEntry(entry);
                zip.write(content);
                zip.closeEntry();
            }

            @Override
            public void close() throws IOException {
                zip.close();
            }
        };
    }

    @Override
    public Opened open(Path file) throws IOException, RefusedSnapshot {
        ZipFile zip;
        try {
            zip = ZipFile.builder().setPath(file).get();
        } catch (IOException e) {
            if (!Files.isReadable(file)) {
                throw e;
            }
            throw new RefusedSnapshot("not a whole zip (truncated, or not a snapshot): " + e.getMessage(), e);
        }
        try {
            OpenedZip opened = new OpenedZip(zip, checkedEntries(zip));
            requireWrittenByThisFormat(opened, file);
            return opened;
        } catch (IOException | RefusedSnapshot | RuntimeException e) {
            zip.close();
            throw e;
        }
    }

    private Map<String, ZipArchiveEntry> checkedEntries(ZipFile zip) throws RefusedSnapshot {
        Map<String, ZipArchiveEntry> byName = new HashMap<>();
        List<ZipArchiveEntry> entries = Collections.list(zip.getEntriesInPhysicalOrder());
        if (entries.size() > limits.maxEntries()) {
            throw new RefusedSnapshot("the zip holds " + entries.size() + " entries, more than a snapshot may (" + limits.maxEntries() + ")");
        }
        for (ZipArchiveEntry entry : entries) {
            String name = entry.getName();
            if (!isInside(name)) {
                throw new RefusedSnapshot("entry " + printable(name) + ": not a file's relative path inside the archive (absolute, "
                        + "'..', a folder, a backslash or a control character)");
            }
            if (entry.isUnixSymlink() || (entry.getPlatform() == ZipArchiveEntry.PLATFORM_UNIX && entry.getUnixMode() != 0
                    && (entry.getUnixMode() & UNIX_TYPE_MASK) != UNIX_REGULAR_FILE)) {
                throw new RefusedSnapshot("entry " + printable(name) + ": a link or special file; a snapshot holds only regular files");
            }
            if (entry.getMethod() != ZipEntry.STORED) {
                throw new RefusedSnapshot("entry " + printable(name) + ": compressed, where a snapshot stores every entry as it is (a zip bomb?)");
            }
            if (entry.getSize() > limits.maxEntryBytes()) {
                throw new RefusedSnapshot("entry " + printable(name) + ": " + entry.getSize() + " bytes, more than an entry may hold (" + limits.maxEntryBytes() + ")");
            }
            if (byName.put(name, entry) != null) {
                throw new RefusedSnapshot("entry " + printable(name) + ": named twice in the zip");
            }
        }
        return byName;
    }

    /** Writes the entries again as this format writes them and compares the whole file, byte for byte. */
    private void requireWrittenByThisFormat(OpenedZip opened, Path file) throws IOException, RefusedSnapshot {
        MessageDigest rewritten = sha256();
        try (Writer writer = write(new DigestOutputStream(OutputStream.nullOutputStream(), rewritten))) {
            for (String name : opened.names()) {
                try (InputStream in = opened.read(name)) {
                    writer.add(name, in.readAllBytes());
                } catch (IOException e) {
                    throw new RefusedSnapshot("entry " + printable(name) + ": " + e.getMessage(), e);
                }
            }
        }
        MessageDigest original = sha256();
        try (InputStream in = new DigestInputStream(Files.newInputStream(file), original)) {
            in.transferTo(OutputStream.nullOutputStream());
        }
        if (!MessageDigest.isEqual(rewritten.digest(), original.digest())) {
            throw new RefusedSnapshot("the zip is not laid out as export-snapshot writes its entries (headers, times or directory "
                    + "changed after it was written)");
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK provides SHA-256", e);
        }
    }

    /** Relative, forward slashes only, no drive letter, no empty, "." or ".." segment (a folder entry has an empty last one). */
    static boolean isInside(String name) {
        if (name.startsWith("/") || name.contains("\\") || name.matches("[A-Za-z]:.*")) {
            return false;
        }
        for (String segment : name.split("/", -1)) {
            if (segment.isEmpty() || segment.equals(".") || segment.equals("..") || segment.chars().anyMatch(Character::isISOControl)) {
                return false;
            }
        }
        return true;
    }

    /** The name as a message can quote it: control characters shown as '?', at most 100 characters. */
    private static String printable(String name) {
        String shown = name.replaceAll("\\p{Cntrl}", "?");
        return shown.length() <= 100 ? shown : shown.substring(0, 100) + "…";
    }

    private final class OpenedZip implements Opened {

        private final ZipFile zip;
        private final Map<String, ZipArchiveEntry> entries;
        private final List<String> names;

        OpenedZip(ZipFile zip, Map<String, ZipArchiveEntry> entries) {
            this.zip = zip;
            this.entries = entries;
            this.names = Collections.list(zip.getEntriesInPhysicalOrder()).stream().map(ZipArchiveEntry::getName).toList();
        }

        @Override
        public List<String> names() {
            return names;
        }

        @Override
        public InputStream read(String name) throws IOException {
            ZipArchiveEntry entry = entries.get(name);
            if (entry == null) {
                throw new IOException("no such entry");
            }
            return new Bounded(zip.getInputStream(entry));
        }

        @Override
        public void close() throws IOException {
            zip.close();
        }
    }

    /** Counts what an entry really gives, whatever its header says, against the limit. */
    private final class Bounded extends FilterInputStream {

        private long read;

        Bounded(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int count = super.read(buffer, offset, length);
            if (count > 0) {
                read += count;
                if (read > limits.maxEntryBytes()) {
                    throw new IOException("longer than " + limits.maxEntryBytes() + " bytes");
                }
            }
            return count;
        }
    }
}
