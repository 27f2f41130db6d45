package dev.stigservice.adapter.snapshot;

import dev.stigservice.domain.model.RefusedSnapshot;
import dev.stigservice.domain.port.SnapshotFormat;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The container alone: what it writes, that it reads back exactly that, and every hostile shape it refuses. */
class ZipSnapshotFormatTest {

    @TempDir
    Path folder;

    private final SnapshotFormat format = new ZipSnapshotFormat(new SnapshotLimits(10, 1 << 20));

    private static Map<String, byte[]> entries() {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("SHA256SUMS", "sums\n".getBytes(StandardCharsets.UTF_8));
        entries.put("manifest.tsv", "key\tstored\tsize\tfile\n".getBytes(StandardCharsets.UTF_8));
        entries.put("documents/abc/x.xml", "<Benchmark/>".repeat(100).getBytes(StandardCharsets.UTF_8));
        return entries;
    }

    private byte[] written(Map<String, byte[]> entries) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (SnapshotFormat.Writer writer = format.write(out)) {
            for (Map.Entry<String, byte[]> entry : entries.entrySet()) {
                writer.add(entry.getKey(), entry.getValue());
            }
        }
        return out.toByteArray();
    }

    private Path file(byte[] bytes) throws IOException {
        return Files.write(Files.createTempFile(folder, "snapshot", ".zip"), bytes);
    }

    @Test
    void readsBackEveryEntryInTheOrderWritten() throws Exception {
        try (SnapshotFormat.Opened opened = format.open(file(written(entries())))) {
            assertThat(opened.names()).containsExactly("SHA256SUMS", "manifest.tsv", "documents/abc/x.xml");
            for (Map.Entry<String, byte[]> entry : entries().entrySet()) {
                try (InputStream in = opened.read(entry.getKey())) {
                    assertThat(in.readAllBytes()).isEqualTo(entry.getValue());
                }
            }
        }
    }

    @Test
    void theSameEntriesGiveTheSameBytesInAnyTimeZone() throws IOException {
        byte[] first = written(entries());
        java.util.TimeZone zone = java.util.TimeZone.getDefault();
        try {
            java.util.TimeZone.setDefault(java.util.TimeZone.getTimeZone("Pacific/Kiritimati"));
            assertThat(written(entries())).isEqualTo(first);
        } finally {
            java.util.TimeZone.setDefault(zone);
        }
    }

    @Test
    void aSnapshotIsKnownByItsOwnEntriesEvenWhenCutShort() throws IOException {
        byte[] whole = written(entries());
        assertThat(format.holdsSnapshot(file(whole))).isTrue();
        assertThat(format.holdsSnapshot(file(Arrays.copyOf(whole, whole.length / 2)))).isTrue();
        assertThat(format.holdsSnapshot(file(hostile(Map.of("bundle/U_X_STIG_Manual-xccdf.xml", new byte[1]), false)))).isFalse();
        assertThat(format.holdsSnapshot(file("<Benchmark/>".getBytes(StandardCharsets.UTF_8)))).isFalse();
    }

    @Test
    void everySingleFlippedByteIsRefusedOrChangesAnEntrysContent() throws Exception {
        byte[] whole = written(entries());
        for (int at = 0; at < whole.length; at++) {
            byte[] flipped = whole.clone();
            flipped[at] ^= 0x01;
            Path file = file(flipped);
            try (SnapshotFormat.Opened opened = format.open(file)) {
                // Opened: then the flip is inside an entry's content, which the core's checksums catch.
                assertThat(contents(opened)).as("byte %d flipped, opened with the same entries", at).isNotEqualTo(contents(entries()));
            } catch (RefusedSnapshot refused) {
                assertThat(refused.getMessage()).isNotBlank();
            } finally {
                Files.delete(file);
            }
        }
    }

    private static Map<String, String> contents(Map<String, byte[]> entries) {
        Map<String, String> text = new LinkedHashMap<>();
        entries.forEach((name, content) -> text.put(name, Arrays.toString(content)));
        return text;
    }

    private static Map<String, String> contents(SnapshotFormat.Opened opened) throws IOException {
        Map<String, String> text = new LinkedHashMap<>();
        for (String name : opened.names()) {
            try (InputStream in = opened.read(name)) {
                text.put(name, Arrays.toString(in.readAllBytes()));
            }
        }
        return text;
    }

    @Test
    void refusesATruncatedArchive() throws IOException {
        byte[] whole = written(entries());
        assertThatThrownBy(() -> format.open(file(Arrays.copyOf(whole, whole.length - 10))))
                .isInstanceOf(RefusedSnapshot.class).hasMessageStartingWith("not a whole zip");
    }

    @Test
    void refusesEntriesThatLeaveTheArchive() throws IOException {
        for (String name : List.of("../evil.xml", "documents/../../evil.xml", "/etc/evil.xml", "C:/evil.xml",
                "documents//x.xml", "./x.xml", "documents/")) {
            Path file = file(hostile(Map.of(name, new byte[1]), false));
            assertThatThrownBy(() -> format.open(file)).as(name).isInstanceOf(RefusedSnapshot.class)
                    .hasMessageContaining("not a file's relative path inside the archive");
        }
    }

    @Test
    void refusesALink() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ZipArchiveOutputStream zip = new ZipArchiveOutputStream(out)) {
            put(zip, "documents/abc/x.xml", "/etc/passwd".getBytes(StandardCharsets.US_ASCII), true, 0120777);
        }
        assertThatThrownBy(() -> format.open(file(out.toByteArray()))).isInstanceOf(RefusedSnapshot.class)
                .hasMessage("entry documents/abc/x.xml: a link or special file; a snapshot holds only regular files");
    }

    @Test
    void refusesANameGivenTwice() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ZipArchiveOutputStream zip = new ZipArchiveOutputStream(out)) {
            for (String content : List.of("first", "second")) {
                put(zip, "manifest.tsv", content.getBytes(StandardCharsets.US_ASCII), true, 0100644);
            }
        }
        assertThatThrownBy(() -> format.open(file(out.toByteArray()))).isInstanceOf(RefusedSnapshot.class)
                .hasMessage("entry manifest.tsv: named twice in the zip");
    }

    @Test
    void refusesAZipBombWithoutInflatingIt() throws IOException {
        // 1 GiB of zeros deflates to about 1 MiB; it is refused from its header, before a byte is inflated.
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ZipArchiveOutputStream zip = new ZipArchiveOutputStream(out)) {
            zip.putArchiveEntry(new ZipArchiveEntry("documents/abc/bomb.xml"));
            byte[] zeros = new byte[1 << 20];
            for (int i = 0; i < 1024; i++) {
                zip.write(zeros);
            }
            zip.closeArchiveEntry();
        }
        assertThat(out.size()).isLessThan(2 << 20);
        assertThatThrownBy(() -> format.open(file(out.toByteArray()))).isInstanceOf(RefusedSnapshot.class)
                .hasMessageContaining("compressed, where a snapshot stores every entry as it is");
    }

    @Test
    void refusesAnEntryLargerThanTheLimitFromItsHeader() throws IOException {
        Path file = file(hostile(Map.of("documents/abc/big.xml", new byte[(1 << 20) + 1]), true));
        assertThatThrownBy(() -> format.open(file)).isInstanceOf(RefusedSnapshot.class).hasMessageContaining("more than an entry may hold");
    }

    @Test
    void refusesMoreEntriesThanASnapshotHolds() throws IOException {
        Map<String, byte[]> many = new LinkedHashMap<>();
        for (int i = 0; i < 11; i++) {
            many.put("documents/" + i + "/x.xml", new byte[1]);
        }
        assertThatThrownBy(() -> format.open(file(written(many)))).isInstanceOf(RefusedSnapshot.class)
                .hasMessageContaining("11 entries, more than a snapshot may (10)");
    }

    @Test
    void refusesAZipLaidOutOtherwiseThanItWrites() throws IOException {
        // The same entries and contents, but deflated by another tool: not what export-snapshot wrote.
        Path file = file(hostile(entries(), true));
        assertThatThrownBy(() -> format.open(file)).isInstanceOf(RefusedSnapshot.class)
                .hasMessageContaining("not laid out as export-snapshot writes its entries");
    }

    /** Entries written by Commons Compress rather than this format, stored or not. */
    private static byte[] hostile(Map<String, byte[]> entries, boolean stored) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ZipArchiveOutputStream zip = new ZipArchiveOutputStream(out)) {
            for (Map.Entry<String, byte[]> each : entries.entrySet()) {
                put(zip, each.getKey(), each.getValue(), stored, 0100644);
            }
        }
        return out.toByteArray();
    }

    private static void put(ZipArchiveOutputStream zip, String name, byte[] content, boolean stored, int unixMode) throws IOException {
        ZipArchiveEntry entry = new ZipArchiveEntry(name);
        entry.setUnixMode(unixMode);
        if (stored) {
            CRC32 crc = new CRC32();
            crc.update(content);
            entry.setMethod(ZipEntry.STORED);
            entry.setSize(content.length);
            entry.setCrc(crc.getValue());
        }
        zip.putArchiveEntry(entry);
        zip.write(content);
        zip.closeArchiveEntry();
    }
}
