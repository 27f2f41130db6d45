package dev.stigservice.adapter.storage.files;

import dev.stigservice.adapter.storage.xccdf.ScapDataStreams;
import dev.stigservice.adapter.storage.xccdf.XccdfBenchmarkReader;
import dev.stigservice.domain.model.UnreadableDocument;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.DocumentEntry;
import dev.stigservice.domain.port.BenchmarkReader;
import dev.stigservice.xccdf.StigSamples;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** What only the files backend does: reading folders and bundles, and files that change or break. */
class FileSystemCatalogTest {

    private static final String FIREFOX = "U_MOZ_Firefox_STIG_V6R7_Manual-xccdf.xml";

    @Test
    void samplesFolderGivesEveryXmlDocumentOfItsFilesAndBundles() throws Exception {
        FileSystemCatalog catalog = new FileSystemCatalog(StigSamples.directory(), BundleLimits.DEFAULT);
        List<DocumentEntry> documents = catalog.documents();
        XccdfBenchmarkReader reader = new XccdfBenchmarkReader();
        List<Benchmark> benchmarks = new ArrayList<>();
        List<String> scap = new ArrayList<>();
        List<String> unreadable = new ArrayList<>();
        ScapDataStreams scapReader = new ScapDataStreams();
        for (DocumentEntry entry : documents) {
            Document document = catalog.load(entry.key()).orElseThrow();
            assertThat(document.matchesKey()).as(entry.fileName()).isTrue();
            try {
                benchmarks.add(reader.read(document));
            } catch (UnreadableDocument e) {
                (scapReader.read(document).isPresent() ? scap : unreadable).add(entry.fileName());
            }
        }
        assertThat(scap).as("the SCAP data stream is no manual benchmark, but a SCAP one").containsExactly("disa-stig-rhel8-v2r8-xccdf-scap.xml");
        assertThat(unreadable).isEmpty();
        Benchmark rhel = benchmarks.stream().filter(b -> b.summary().slug().value().equals("rhel-9-stig")).findFirst().orElseThrow();
        assertThat(rhel.summary().ruleCount()).isEqualTo(446);
        assertThat(rhel.summary().severityCounts().high()).isEqualTo(28);
        assertThat(benchmarks).filteredOn(b -> b.benchmarkId().startsWith("VMW_vSphere_7-0")).hasSize(12)
                .extracting(b -> b.rules().size()).containsExactlyInAnyOrder(75, 28, 33, 31, 34, 113, 20, 8, 31, 33, 57, 28);
        Path firefox = StigSamples.file(FIREFOX);
        assertThat(documents).filteredOn(entry -> entry.fileName().equals(FIREFOX)).singleElement()
                .satisfies(entry -> assertThat(entry.storedAt()).isEqualTo(Files.getLastModifiedTime(firefox).toInstant().truncatedTo(ChronoUnit.MILLIS)));
    }

    @Test
    void addedRemovedAndChangingFilesAreSeenOnTheNextLooks(@TempDir Path dir) throws IOException {
        byte[] firefox = Files.readAllBytes(StigSamples.file(FIREFOX));
        FileSystemCatalog catalog = new FileSystemCatalog(dir, BundleLimits.DEFAULT);
        assertThat(catalog.documents()).isEmpty();

        Path file = Files.write(dir.resolve(FIREFOX), firefox);
        DocumentEntry whole = catalog.documents().getFirst();
        assertThat(catalog.load(whole.key()).orElseThrow().content()).isEqualTo(firefox);

        byte[] half = Arrays.copyOf(firefox, firefox.length / 2);
        Files.write(file, half);
        Files.setLastModifiedTime(file, FileTime.fromMillis(Files.getLastModifiedTime(file).toMillis() + 1_000));
        assertThat(catalog.documents()).as("a file seen changing keeps its document until it stops changing").containsExactly(whole);
        assertThat(catalog.load(whole.key())).isPresent();
        assertThat(catalog.documents()).as("unchanged since the last look: read").extracting(DocumentEntry::key)
                .containsExactly(Document.of(FIREFOX, half, Instant.EPOCH).key());

        Files.delete(file);
        assertThat(catalog.documents()).isEmpty();
        assertThat(catalog.load(whole.key())).isEmpty();
    }

    @Test
    void aBundleThatNoLongerOpensKeepsItsDocuments(@TempDir Path dir) throws IOException {
        Path bundle = Files.write(dir.resolve("bundle.zip"), zipOf(FIREFOX, Files.readAllBytes(StigSamples.file(FIREFOX))));
        FileSystemCatalog catalog = new FileSystemCatalog(dir, BundleLimits.DEFAULT);
        List<DocumentEntry> before = catalog.documents();
        assertThat(before).hasSize(1);

        byte[] whole = Files.readAllBytes(bundle);
        Files.write(bundle, Arrays.copyOf(whole, whole.length - 30)); // no central directory
        Files.setLastModifiedTime(bundle, FileTime.fromMillis(Files.getLastModifiedTime(bundle).toMillis() + 1_000));
        assertThat(catalog.documents()).isEqualTo(before);
        assertThat(catalog.documents()).as("still broken when it stopped changing").isEqualTo(before);
    }

    @Test
    void zipBombAndDeepNestingAreSkippedWithoutStoppingOthers(@TempDir Path dir) throws IOException {
        Files.write(dir.resolve(FIREFOX), Files.readAllBytes(StigSamples.file(FIREFOX)));
        try (ZipOutputStream bomb = new ZipOutputStream(Files.newOutputStream(dir.resolve("bomb.zip")))) {
            bomb.putNextEntry(new ZipEntry("big-xccdf.xml"));
            byte[] zeros = new byte[1 << 20];
            for (int i = 0; i < 200; i++) {
                bomb.write(zeros);
            }
            bomb.closeEntry();
        }
        byte[] nested = zipOf("U_Inner_Manual-xccdf.xml", Files.readAllBytes(StigSamples.file(FIREFOX)));
        for (int level = 0; level < 10; level++) {
            nested = zipOf("level" + level + ".zip", nested);
        }
        Files.write(dir.resolve("nested.zip"), nested);

        FileSystemCatalog catalog = new FileSystemCatalog(dir, BundleLimits.DEFAULT);
        assertThat(catalog.documents()).extracting(DocumentEntry::fileName).containsExactly(FIREFOX);
    }

    @Test
    void aFolderThatIsNotThereYetIsAReadFailureNotAStartFailure(@TempDir Path dir) throws IOException {
        FileSystemCatalog catalog = new FileSystemCatalog(dir.resolve("not-mounted-yet"), BundleLimits.DEFAULT);
        assertThatThrownBy(catalog::documents).hasMessageContaining("not-mounted-yet").hasMessageContaining("does not exist");
        Files.createDirectory(dir.resolve("not-mounted-yet"));
        assertThat(catalog.documents()).isEmpty();

        Path file = Files.writeString(dir.resolve("a-file"), "x");
        assertThatThrownBy(() -> new FileSystemCatalog(file, BundleLimits.DEFAULT)).hasMessageContaining("is not a folder");
    }

    private static byte[] zipOf(String name, byte[] content) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            zip.putNextEntry(new ZipEntry(name));
            zip.write(content);
            zip.closeEntry();
        }
        return bytes.toByteArray();
    }

    @Test
    void anImportIntoAFolderNotMadeYetMakesItAndIsServed(@TempDir Path parent) {
        Path folder = parent.resolve("air-gapped").resolve("catalog");
        FileSystemCatalog catalog = new FileSystemCatalog(folder, BundleLimits.DEFAULT);
        Document document = dev.stigservice.adapter.storage.contract.TestDocuments.benchmark("U_New_STIG_V1R1_Manual-xccdf.xml", 1);

        assertThat(catalog.save(document)).isTrue();
        assertThat(catalog.save(document)).as("the second time").isFalse();
        assertThat(Files.isRegularFile(folder.resolve(document.key().sha256()).resolve(document.fileName()))).isTrue();
        assertThat(new FileSystemCatalog(folder, BundleLimits.DEFAULT).load(document.key())).contains(document);
    }
}
