package dev.stigservice.domain.model;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SnapshotManifestTest {

    private static final ContentKey FIRST = new ContentKey("1".repeat(64));
    private static final ContentKey SECOND = new ContentKey("2".repeat(64));

    private static SnapshotManifest.Document document(ContentKey key, String name, String stored, long size) {
        return new SnapshotManifest.Document(new DocumentEntry(key, name, Instant.parse(stored)), size);
    }

    @Test
    void listsDocumentsInKeyOrderWhateverOrderTheyCameIn() {
        SnapshotManifest manifest = new SnapshotManifest(List.of(document(SECOND, "b.xml", "2026-01-02T03:04:05.678Z", 20),
                document(FIRST, "a.xml", "2026-01-01T00:00:00Z", 10)));
        assertThat(new String(manifest.bytes(), StandardCharsets.UTF_8)).isEqualTo("""
                key\tstored\tsize\tfile
                %s\t2026-01-01T00:00:00Z\t10\ta.xml
                %s\t2026-01-02T03:04:05.678Z\t20\tb.xml
                """.formatted(FIRST, SECOND));
    }

    @Test
    void readsBackWhatItWrites() throws RefusedSnapshot {
        SnapshotManifest manifest = new SnapshotManifest(List.of(document(FIRST, "U_RHEL_9_STIG_V2R8_Manual-xccdf.xml",
                "2026-11-24T10:00:00.001Z", 123456)));
        assertThat(SnapshotManifest.parse(manifest.bytes())).isEqualTo(manifest);
        assertThat(manifest.documents().getFirst().entryName()).isEqualTo("documents/" + FIRST + "/U_RHEL_9_STIG_V2R8_Manual-xccdf.xml");
    }

    @Test
    void namesTheLineThatDoesNotRead() {
        String text = "key\tstored\tsize\tfile\n" + FIRST + "\t2026-01-01T00:00:00Z\tten\ta.xml\n";
        assertThatThrownBy(() -> SnapshotManifest.parse(text.getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(RefusedSnapshot.class).hasMessageStartingWith("manifest.tsv line 2: ");
    }

    @Test
    void refusesAnythingWithoutItsHeader() {
        assertThatThrownBy(() -> SnapshotManifest.parse("PK\u0003\u0004".getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(RefusedSnapshot.class).hasMessageContaining("not a snapshot manifest");
    }

    @Test
    void refusesADocumentListedTwice() {
        String line = FIRST + "\t2026-01-01T00:00:00Z\t10\ta.xml\n";
        assertThatThrownBy(() -> SnapshotManifest.parse(("key\tstored\tsize\tfile\n" + line + line).getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(RefusedSnapshot.class).hasMessageContaining("listed twice");
    }

    @Test
    void aFileNameThatIsAPathOrHiddenCannotTravel() {
        for (String name : List.of("../a.xml", "dir/a.xml", ".hidden.xml", "a\\b.xml", "tab\there.xml", "..")) {
            assertThatThrownBy(() -> document(FIRST, name, "2026-01-01T00:00:00Z", 1)).as(name)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a plain file name");
        }
    }
}
