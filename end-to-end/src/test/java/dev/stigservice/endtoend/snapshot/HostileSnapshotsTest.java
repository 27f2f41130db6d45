package dev.stigservice.endtoend.snapshot;

import dev.stigservice.adapter.snapshot.SnapshotSettings;
import dev.stigservice.adapter.storage.contract.TestBenchmarks;
import dev.stigservice.application.imports.ImportReport;
import dev.stigservice.application.snapshot.ExportSnapshotQuery;
import dev.stigservice.application.snapshot.ExportSnapshotUseCase;
import dev.stigservice.application.snapshot.ImportSnapshotCommand;
import dev.stigservice.application.snapshot.ImportSnapshotUseCase;
import dev.stigservice.domain.model.Checksums;
import dev.stigservice.domain.model.RefusedSnapshot;
import dev.stigservice.domain.model.Sha256;
import dev.stigservice.domain.port.SnapshotFormat;
import io.micronaut.context.ApplicationContext;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Hostile snapshots against the import as the command wires it (a files backend, trusting one key): each shape is
 * refused with its reason and nothing is stored, and so is a valid snapshot with any single byte flipped. The
 * snapshots that are valid but for one thing are re-signed with OpenSSL, so only that one thing is wrong.
 */
class HostileSnapshotsTest {

    @TempDir
    static Path work;
    private static Path signingKey;
    private static Path otherKey;
    private static Path store;
    private static ApplicationContext importing;
    private static ImportSnapshotUseCase importer;
    private static Map<String, byte[]> valid;
    private static final SnapshotFormat FORMAT = SnapshotSettings.format();

    @BeforeAll
    static void aValidSnapshotAndAnEmptyStore() throws Exception {
        signingKey = Tools.keyPair(work, "snapshot-signing");
        otherKey = Tools.keyPair(work, "not-trusted");
        Path source = Files.createDirectories(work.resolve("source"));
        Files.write(source.resolve("U_Small_STIG_V1R1_Manual-xccdf.xml"), TestBenchmarks.xccdf("Small_STIG", "1", "1", "01 Oct 2026", 2));
        Files.write(source.resolve("U_Tiny_STIG_V1R1_Manual-xccdf.xml"), TestBenchmarks.xccdf("Tiny_STIG", "1", "1", "01 Oct 2026", 1));
        try (ApplicationContext exporting = ApplicationContext.builder().environments("command")
                .properties(Map.of("stig.catalog.directory", source.toString(), "stig.snapshot.signing-key", signingKey.toString())).start()) {
            ExportSnapshotUseCase export = exporting.getBean(ExportSnapshotUseCase.class);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            export.writeSnapshot(export.signSnapshot(ExportSnapshotQuery.everything()), out);
            valid = entries(Files.write(work.resolve("valid.zip"), out.toByteArray()));
        }
        store = Files.createDirectories(work.resolve("store"));
        importing = ApplicationContext.builder().environments("command", "import-command").properties(Map.of("stig.storage.backend", "files",
                "stig.catalog.directory", store.toString(), "stig.snapshot.trusted-keys", Tools.publicKey(signingKey).toString())).start();
        importer = importing.getBean(ImportSnapshotUseCase.class);
    }

    @AfterAll
    static void close() {
        if (importing != null) {
            importing.close();
        }
    }

    private static Map<String, byte[]> entries(Path snapshot) throws Exception {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        try (SnapshotFormat.Opened opened = FORMAT.open(snapshot)) {
            for (String name : opened.names()) {
                try (InputStream in = opened.read(name)) {
                    entries.put(name, in.readAllBytes());
                }
            }
        }
        return entries;
    }

    private static Path written(String name, Map<String, byte[]> entries) throws IOException {
        Path file = work.resolve(name + ".zip");
        try (OutputStream out = Files.newOutputStream(file); SnapshotFormat.Writer writer = FORMAT.write(out)) {
            for (Map.Entry<String, byte[]> entry : entries.entrySet()) {
                writer.add(entry.getKey(), entry.getValue());
            }
        }
        return file;
    }

    /** The entries with SHA256SUMS made again over all but itself and its signature, and signed by {@code key} with OpenSSL. */
    private static Map<String, byte[]> resigned(Map<String, byte[]> entries, Path key) throws Exception {
        Map<String, String> sums = new LinkedHashMap<>();
        entries.forEach((name, content) -> {
            if (!name.equals(Checksums.FILE_NAME) && !name.equals(Checksums.SIGNATURE_FILE_NAME)) {
                sums.put(name, Sha256.hex(content));
            }
        });
        Map<String, byte[]> signed = new LinkedHashMap<>();
        byte[] sumsFile = new Checksums(sums).bytes();
        signed.put(Checksums.FILE_NAME, sumsFile);
        signed.put(Checksums.SIGNATURE_FILE_NAME, Tools.sign(key, Files.write(work.resolve("SHA256SUMS"), sumsFile)));
        entries.forEach((name, content) -> {
            if (!signed.containsKey(name)) {
                signed.put(name, content);
            }
        });
        return signed;
    }

    private static String refusal(Path snapshot) {
        Throwable refused = org.assertj.core.api.Assertions.catchThrowable(() -> importer.importSnapshot(new ImportSnapshotCommand(snapshot, line -> {
        })));
        assertThat(refused).as(snapshot.getFileName() + " was taken").isInstanceOf(RefusedSnapshot.class);
        assertThat(storedFiles()).as("stored from " + snapshot.getFileName()).isEmpty();
        return refused.getMessage();
    }

    private static List<Path> storedFiles() {
        try (Stream<Path> files = Files.walk(store)) {
            return files.filter(Files::isRegularFile).toList();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String documentName() {
        return valid.keySet().stream().filter(name -> name.startsWith("documents/")).findFirst().orElseThrow();
    }

    @Test
    void theValidSnapshotItselfIsTakenIntoAnotherStore(@TempDir Path elsewhere) throws Exception {
        try (ApplicationContext context = ApplicationContext.builder().environments("command", "import-command").properties(Map.of(
                "stig.storage.backend", "files", "stig.catalog.directory", elsewhere.toString(),
                "stig.snapshot.trusted-keys", Tools.publicKey(otherKey) + "," + Tools.publicKey(signingKey))).start()) {
            List<String> progress = new ArrayList<>();
            ImportReport report = context.getBean(ImportSnapshotUseCase.class).importSnapshot(
                    new ImportSnapshotCommand(written("again", valid), progress::add));
            assertThat(report.line()).isEqualTo("Import finished: 2 imported, 0 unchanged, 0 skipped");
            assertThat(progress.getFirst()).contains("signed by snapshot-signing.pub.pem, 2 documents");
        }
    }

    @Test
    void aValidSignatureByAKeyThatIsNotTrusted() throws Exception {
        assertThat(refusal(written("untrusted", resigned(valid, otherKey))))
                .isEqualTo("entry SHA256SUMS.sig: not a signature of SHA256SUMS by a trusted key");
    }

    @Test
    void anEntryThatIsNotInTheManifest() throws Exception {
        Map<String, byte[]> entries = new LinkedHashMap<>(valid);
        String extra = documentName().replaceFirst("/[^/]+$", "/planted.xml");
        entries.put(extra, "<Benchmark/>".getBytes(StandardCharsets.UTF_8));
        assertThat(refusal(written("extra", resigned(entries, signingKey)))).isEqualTo("entry " + extra + ": not in manifest.tsv");
    }

    @Test
    void aManifestEntryWithNoFile() throws Exception {
        Map<String, byte[]> entries = new LinkedHashMap<>(valid);
        entries.remove(documentName());
        assertThat(refusal(written("missing", resigned(entries, signingKey))))
                .isEqualTo("manifest.tsv lists " + documentName() + ", which the snapshot does not hold");
    }

    @Test
    void anEntryThatSha256sumsDoesNotList() throws Exception {
        Map<String, byte[]> entries = new LinkedHashMap<>(valid);
        entries.put("README.txt", "read me".getBytes(StandardCharsets.UTF_8));
        assertThat(refusal(written("unlisted", entries))).isEqualTo("entry README.txt: not in SHA256SUMS");
    }

    @Test
    void aDocumentThatIsNotItsKey() throws Exception {
        Map<String, byte[]> entries = new LinkedHashMap<>(valid);
        entries.put(documentName(), "<Benchmark>another</Benchmark>".getBytes(StandardCharsets.UTF_8));
        assertThat(refusal(written("notitskey", resigned(entries, signingKey))))
                .startsWith("entry " + documentName() + ": its content is not its key ");
    }

    @Test
    void aDocumentChangedAfterSigning() throws Exception {
        Map<String, byte[]> entries = new LinkedHashMap<>(valid);
        byte[] changed = entries.get(documentName()).clone();
        changed[changed.length / 2] ^= 1;
        entries.put(documentName(), changed);
        assertThat(refusal(written("changed", entries))).isEqualTo("entry " + documentName() + ": its SHA-256 differs from SHA256SUMS");
    }

    @Test
    void noSignature() throws Exception {
        Map<String, byte[]> entries = new LinkedHashMap<>(valid);
        entries.remove(Checksums.SIGNATURE_FILE_NAME);
        assertThat(refusal(written("unsigned", entries))).isEqualTo("no entry SHA256SUMS.sig: not a signed snapshot");
    }

    @Test
    void shapesOfTheContainer() throws Exception {
        byte[] whole = Files.readAllBytes(written("whole", valid));
        assertThat(refusal(Files.write(work.resolve("truncated.zip"), Arrays.copyOf(whole, whole.length - 100))))
                .startsWith("not a whole zip");
        assertThat(refusal(foreign("dotdot", "../../etc/cron.d/evil.xml", ZipEntry.STORED, 0100644)))
                .contains("not a file's relative path inside the archive");
        assertThat(refusal(foreign("absolute", "/etc/cron.d/evil.xml", ZipEntry.STORED, 0100644)))
                .contains("not a file's relative path inside the archive");
        assertThat(refusal(foreign("link", documentName(), ZipEntry.STORED, 0120777))).contains("a link or special file");
        assertThat(refusal(foreign("bomb", documentName(), ZipEntry.DEFLATED, 0100644))).contains("(a zip bomb?)");
        assertThat(refusal(foreign("twice", Checksums.FILE_NAME, ZipEntry.STORED, 0100644))).contains("named twice in the zip");
    }

    /** The valid entries, then one more written by another tool, with its method and Unix mode; a bomb is 256 MiB of zeros. */
    private static Path foreign(String name, String entryName, int method, int unixMode) throws IOException {
        Path file = work.resolve(name + ".zip");
        try (ZipArchiveOutputStream zip = new ZipArchiveOutputStream(file)) {
            for (Map.Entry<String, byte[]> each : valid.entrySet()) {
                put(zip, each.getKey(), each.getValue(), 0100644);
            }
            if (method == ZipEntry.DEFLATED) {
                ZipArchiveEntry bomb = new ZipArchiveEntry(entryName);
                zip.putArchiveEntry(bomb);
                byte[] zeros = new byte[1 << 20];
                for (int i = 0; i < 256; i++) {
                    zip.write(zeros);
                }
                zip.closeArchiveEntry();
            } else {
                put(zip, entryName, "evil".getBytes(StandardCharsets.US_ASCII), unixMode);
            }
        }
        return file;
    }

    private static void put(ZipArchiveOutputStream zip, String name, byte[] content, int unixMode) throws IOException {
        ZipArchiveEntry entry = new ZipArchiveEntry(name);
        entry.setUnixMode(unixMode);
        entry.setMethod(ZipEntry.STORED);
        CRC32 crc = new CRC32();
        crc.update(content);
        entry.setSize(content.length);
        entry.setCrc(crc.getValue());
        zip.putArchiveEntry(entry);
        zip.write(content);
        zip.closeArchiveEntry();
    }

    @Test
    void everySingleFlippedByteIsRefusedAndStoresNothing() throws Exception {
        byte[] whole = Files.readAllBytes(written("original", valid));
        assertThat(whole.length).as("small enough to flip every byte").isLessThan(40_000);
        Path flippedFile = work.resolve("flipped.zip");
        List<String> reasons = new ArrayList<>();
        for (int at = 0; at < whole.length; at++) {
            byte[] flipped = whole.clone();
            flipped[at] ^= 0x01;
            Files.write(flippedFile, flipped);
            reasons.add(refusal(flippedFile).replaceAll("documents/\\w+/\\S+", "documents/…").replaceAll("line \\d+", "line …"));
        }
        // A flip inside an entry's content no longer matches the CRC the zip holds for it, so the container's own check
        // (the file is exactly what the export writes for its entries) catches it before the sums are read.
        assertThat(reasons).hasSize(whole.length).allSatisfy(reason -> assertThat(reason).hasSizeLessThan(300));
        assertThat(reasons.stream().distinct().toList()).anySatisfy(r -> assertThat(r).contains("not laid out as export-snapshot writes its entries"))
                .anySatisfy(r -> assertThat(r).startsWith("not a whole zip"));
    }
}
