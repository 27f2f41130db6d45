package dev.stigservice.application.releases;

import dev.stigservice.domain.model.Revision;
import dev.stigservice.domain.model.Slug;
import org.junit.jupiter.api.Test;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ReleaseKeyTest {

    private static ReleaseKey key(LocalDate date, String version, String release, String slug, char hash) {
        return new ReleaseKey(date, new Revision(version, release, date), new Slug(slug), String.valueOf(hash).repeat(64));
    }

    @Test
    void newestDateFirstThenHigherVersionAndReleaseThenSlugThenContentWithUndatedLast() {
        LocalDate day = LocalDate.of(2026, 1, 1);
        List<ReleaseKey> expected = List.of(
                key(LocalDate.of(2026, 4, 1), "1", "1", "z-stig", 'a'),
                key(day, "2", "10", "a-stig", 'a'),
                key(day, "2", "9", "a-stig", 'a'),
                key(day, "1", "9", "a-stig", 'a'),
                key(day, "1", "9", "b-stig", 'a'),
                key(day, "1", "9", "b-stig", 'b'),
                key(null, "9", "9", "a-stig", 'a'));
        List<ReleaseKey> sorted = new ArrayList<>(expected.reversed());
        sorted.sort(ReleaseKey.NEWEST_FIRST);
        assertThat(sorted).containsExactlyElementsOf(expected);
    }

    @Test
    void aCursorNamesExactlyItsKeyWhateverTheVersionHolds() {
        for (ReleaseKey key : List.of(key(LocalDate.of(2026, 4, 1), "2", "8", "rhel-9-stig", 'c'),
                key(null, null, null, "x", 'd'), key(null, "1.17\nodd & %", "Release:\n8", "x", 'e'))) {
            assertThat(key.cursor()).matches("[A-Za-z0-9_-]+");
            assertThat(ReleaseKey.fromCursor(key.cursor())).hasValue(key);
        }
    }

    @Test
    void aKeyNamesItsContentByItsHash() {
        assertThatThrownBy(() -> new ReleaseKey(null, new Revision(null, null, null), new Slug("x"), "ABC"))
                .hasMessageContaining("64 lower-case hex");
    }
}
