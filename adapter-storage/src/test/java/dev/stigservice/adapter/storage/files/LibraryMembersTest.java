package dev.stigservice.adapter.storage.files;

import dev.stigservice.adapter.storage.contract.SampleLibrary;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.DocumentEntry;
import dev.stigservice.domain.model.FileMember;
import dev.stigservice.domain.model.Sha256;
import dev.stigservice.domain.port.BenchmarkFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.ZipFile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * DISA's library as people download it, built from the real samples ({@link SampleLibrary}): each member is read on its
 * own, so a member cut short, one that is no zip, or one over a limit is skipped alone, named by its path in the
 * library with its reason in words, and every other document is given, byte for byte as the JDK's own zip classes read it.
 */
class LibraryMembersTest {

    private static Map<String, byte[]> readMembers(BundleReader reader, Path library, List<FileMember> skipped) throws IOException {
        Map<String, byte[]> read = new LinkedHashMap<>();
        try (BenchmarkFiles.Members members = reader.open(library, library.getFileName().toString(), java.time.Instant.EPOCH)) {
            for (Optional<FileMember> member = members.next(); member.isPresent(); member = members.next()) {
                if (member.get().isSkipped()) {
                    skipped.add(member.get());
                } else {
                    assertThat(read.put(member.get().where(), member.get().document().content())).as(member.get().where()).isNull();
                }
            }
        }
        return read;
    }

    @Test
    void everyReadableMemberIsGivenAndEachBrokenOneIsSkippedAloneWithItsReason(@TempDir Path dir) throws IOException {
        SampleLibrary library = SampleLibrary.build(dir);
        List<FileMember> skipped = new ArrayList<>();
        Map<String, byte[]> read = readMembers(new BundleReader(BundleLimits.DEFAULT), library.zip(), skipped);

        assertThat(read.keySet()).containsExactlyInAnyOrderElementsOf(library.readable().keySet());
        library.readable().forEach((where, bytes) -> assertThat(read.get(where)).as(where).isEqualTo(bytes));
        assertThat(skipped).extracting(FileMember::where).containsExactlyInAnyOrder(library.cutMember(), library.notAZip());
        assertThat(skipped).filteredOn(member -> member.where().equals(library.cutMember())).singleElement()
                .satisfies(member -> assertThat(member.problem()).contains("cut short").contains("copy it again"));
        assertThat(skipped).filteredOn(member -> member.where().equals(library.notAZip())).singleElement()
                .satisfies(member -> assertThat(member.problem()).contains("not a zip archive").contains("replace it"));
    }

    @Test
    void aMemberOverALimitIsSkippedAloneAndTheOthersAreRead(@TempDir Path dir) throws IOException {
        SampleLibrary library = SampleLibrary.build(dir);
        long limit = 1L << 20; // RHEL 9's XCCDF (1.4 MB), the SRG's, and the vSphere bundle (3.7 MB) are over it
        List<FileMember> skipped = new ArrayList<>();
        Map<String, byte[]> read = readMembers(new BundleReader(new BundleLimits(limit, 4 * limit, 100, 3)), library.zip(), skipped);

        // What is over the limit, as the JDK's zip classes see the library: the member zip, or the XCCDF in it.
        Map<String, Long> memberSizes = new LinkedHashMap<>();
        try (ZipFile zip = new ZipFile(library.zip().toFile())) {
            zip.stream().forEach(entry -> memberSizes.put(SampleLibrary.NAME + "!/" + entry.getName(), entry.getSize()));
        }
        List<String> over = new ArrayList<>();
        List<String> within = new ArrayList<>();
        library.readable().forEach((where, bytes) -> {
            String member = where.substring(0, where.indexOf("!/", SampleLibrary.NAME.length() + 2));
            (memberSizes.get(member) > limit || bytes.length > limit ? over : within).add(where);
        });
        assertThat(over).as("the samples hold members over the limit").isNotEmpty();
        assertThat(within).isNotEmpty();
        assertThat(read.keySet()).containsExactlyInAnyOrderElementsOf(within);
        assertThat(skipped).extracting(FileMember::problem).filteredOn(problem -> problem.contains("larger than " + limit + " bytes"))
                .isNotEmpty().allSatisfy(problem -> assertThat(problem).contains("past the limit that stops zip bombs"));
        assertThat(skipped).extracting(FileMember::where).allSatisfy(where -> assertThat(where).startsWith(SampleLibrary.NAME + "!/"))
                .contains(library.cutMember(), library.notAZip()).doesNotHaveDuplicates();
    }

    @Test
    void theFilesBackendServesEveryReadableMemberAndNamesEachSkippedOne(@TempDir Path dir) throws IOException {
        SampleLibrary library = SampleLibrary.build(dir);
        FileSystemCatalog catalog = new FileSystemCatalog(dir, BundleLimits.DEFAULT);

        List<DocumentEntry> documents = catalog.documents();
        assertThat(documents).extracting(entry -> entry.key().sha256())
                .containsExactlyInAnyOrderElementsOf(library.readable().values().stream().map(Sha256::hex).distinct().toList());
        for (DocumentEntry entry : documents) {
            assertThat(catalog.load(entry.key()).orElseThrow().matchesKey()).isTrue();
            // Where the core's log names a document it cannot read (the cut XCCDF): its path inside the library.
            assertThat(library.readable()).as(catalog.origin(entry)).containsKey(catalog.origin(entry));
            assertThat(Sha256.hex(library.readable().get(catalog.origin(entry)))).isEqualTo(entry.key().sha256());
        }
        assertThat(documents).extracting(catalog::origin).contains(library.cutXccdf());
        assertThat(catalog.unreadable()).hasSize(2)
                .anySatisfy(line -> assertThat(line).startsWith(library.cutMember() + ": ").contains("cut short"))
                .anySatisfy(line -> assertThat(line).startsWith(library.notAZip() + ": ").contains("not a zip archive"));
    }

    @Test
    void aLibraryStillBeingCopiedGivesNothingOfItUntilItIsWhole(@TempDir Path built, @TempDir Path dir) throws IOException {
        SampleLibrary library = SampleLibrary.build(built);
        byte[] whole = Files.readAllBytes(library.zip());
        Path copy = Files.write(dir.resolve(SampleLibrary.NAME), Arrays.copyOf(whole, whole.length * 2 / 3));
        FileSystemCatalog catalog = new FileSystemCatalog(dir, BundleLimits.DEFAULT);

        assertThat(catalog.documents()).as("two thirds copied: no half library").isEmpty();
        assertThat(catalog.unreadable()).singleElement().satisfies(line -> assertThat(line).startsWith(SampleLibrary.NAME + ": "));

        Files.write(copy, whole);
        Files.setLastModifiedTime(copy, FileTime.fromMillis(Files.getLastModifiedTime(copy).toMillis() + 1_000));
        assertThat(catalog.documents()).extracting(DocumentEntry::key)
                .containsExactlyInAnyOrderElementsOf(library.readable().values().stream().map(bytes -> Document.of("x.xml", bytes, java.time.Instant.EPOCH).key()).distinct().toList());
    }
}
