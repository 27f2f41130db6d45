package dev.stigservice.adapter.storage.files;

import dev.stigservice.xccdf.StigSamples;
import dev.stigservice.domain.model.BenchmarkSummary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** What only the files backend does: reading folders, bundles and half-written files. */
class FileSystemCatalogTest {

    private static final String FIREFOX = "U_MOZ_Firefox_STIG_V6R7_Manual-xccdf.xml";

    @Test
    void samplesFolderHoldsTwentyFourRevisionsWithTheirFileCounts() {
        FileSystemCatalog catalog = new FileSystemCatalog(StigSamples.directory(), BundleLimits.DEFAULT);
        List<BenchmarkSummary> revisions = catalog.revisions();
        BenchmarkSummary rhel = revisions.stream().filter(s -> s.slug().value().equals("rhel-9-stig")).findFirst().orElseThrow();
        assertThat(rhel.ruleCount()).isEqualTo(446);
        assertThat(rhel.severityCounts().high()).isEqualTo(28);
        assertThat(rhel.severityCounts().medium()).isEqualTo(403);
        assertThat(rhel.severityCounts().low()).isEqualTo(15);
        assertThat(revisions).filteredOn(s -> s.benchmarkId().startsWith("VMW_vSphere_7-0")).hasSize(12)
                .extracting(BenchmarkSummary::ruleCount).containsExactlyInAnyOrder(75, 28, 33, 31, 34, 113, 20, 8, 31, 33, 57, 28);
        assertThat(revisions).extracting(BenchmarkSummary::benchmarkId).doesNotContain("xccdf_mil.disa.stig_benchmark_RHEL_8_STIG");
        assertThat(catalog.skippedFiles()).isEqualTo(2); // the SCAP data-stream and SOURCES.md
    }

    @Test
    void addedRemovedAndHalfWrittenFilesAreSeenOnTheNextLook(@TempDir Path dir) throws IOException {
        byte[] firefox = Files.readAllBytes(StigSamples.file(FIREFOX));
        FileSystemCatalog catalog = new FileSystemCatalog(dir, BundleLimits.DEFAULT);
        assertThat(catalog.revisions()).isEmpty();

        Path file = Files.write(dir.resolve(FIREFOX), firefox);
        BenchmarkSummary read = catalog.revisions().getFirst();
        assertThat(catalog.load(read.key())).hasValueSatisfying(b -> assertThat(b.rules()).hasSize(34));

        Files.write(file, Arrays.copyOf(firefox, firefox.length / 2));
        assertThat(catalog.revisions()).as("a half-written copy keeps the good benchmark").containsExactly(read);
        assertThat(catalog.load(read.key())).isPresent();

        Files.delete(file);
        assertThat(catalog.revisions()).isEmpty();
        assertThat(catalog.load(read.key())).isEmpty();
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
        assertThat(catalog.revisions()).extracting(s -> s.slug().value()).containsExactly("moz-firefox-stig");
        assertThat(catalog.skippedFiles()).isEqualTo(2);
    }

    @Test
    void aFolderThatIsNotThereYetIsAReadFailureNotAStartFailure(@TempDir Path dir) throws IOException {
        FileSystemCatalog catalog = new FileSystemCatalog(dir.resolve("not-mounted-yet"), BundleLimits.DEFAULT);
        assertThatThrownBy(catalog::revisions).hasMessageContaining("not-mounted-yet").hasMessageContaining("does not exist");
        Files.createDirectory(dir.resolve("not-mounted-yet"));
        assertThat(catalog.revisions()).isEmpty();

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
}
