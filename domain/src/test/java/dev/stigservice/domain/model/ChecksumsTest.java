package dev.stigservice.domain.model;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** SHA256SUMS as sha256sum writes and reads it (GNU coreutils' format: "hex", two spaces or " *", name). */
class ChecksumsTest {

    private static final String A = "a".repeat(64);
    private static final String B = "b".repeat(64);

    @Test
    void writesOneLinePerEntryInOrderAsSha256sumDoes() {
        Map<String, String> sums = new LinkedHashMap<>();
        sums.put("manifest.tsv", B);
        sums.put("documents/" + A + "/x.xml", A);
        assertThat(new String(new Checksums(sums).bytes(), StandardCharsets.UTF_8))
                .isEqualTo(B + "  manifest.tsv\n" + A + "  documents/" + A + "/x.xml\n");
    }

    @Test
    void readsWhatItWritesAndTheBinaryMarker() throws RefusedSnapshot {
        Checksums read = Checksums.parse((A + "  one.xml\n" + B + " *two.xml\n").getBytes(StandardCharsets.UTF_8));
        assertThat(read.sha256ByName()).containsExactly(Map.entry("one.xml", A), Map.entry("two.xml", B));
        assertThat(Checksums.parse(read.bytes())).isEqualTo(read);
    }

    @Test
    void refusesALineThatIsNotASum() {
        assertThatThrownBy(() -> Checksums.parse((A + "  one.xml\nnot a sum\n").getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(RefusedSnapshot.class).hasMessage("SHA256SUMS line 2: not '<sha-256 hex>  <name>'");
    }

    @Test
    void refusesANameGivenTwice() {
        assertThatThrownBy(() -> Checksums.parse((A + "  one.xml\n" + B + "  one.xml\n").getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(RefusedSnapshot.class).hasMessage("SHA256SUMS line 2: one.xml is named twice");
    }

    @Test
    void refusesAFileCutShort() {
        assertThatThrownBy(() -> Checksums.parse((A + "  one.xml\n" + B + "  tw").getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(RefusedSnapshot.class).hasMessageContaining("truncated");
    }

    @Test
    void aNameThatSha256sumWouldEscapeCannotBeListed() {
        assertThatThrownBy(() -> new Checksums(Map.of("back\\slash.xml", A))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Checksums(Map.of("line\nbreak.xml", A))).isInstanceOf(IllegalArgumentException.class);
    }
}
