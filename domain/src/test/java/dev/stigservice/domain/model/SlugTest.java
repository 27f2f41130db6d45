package dev.stigservice.domain.model;

import org.junit.jupiter.api.Test;

import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SlugTest {

    @Test
    void derivedFromTheBenchmarkId() {
        assertThat(Slug.fromBenchmarkId("RHEL_9_STIG").value()).isEqualTo("rhel-9-stig");
        assertThat(Slug.fromBenchmarkId("__VMW vSphere 7.0  ESXi__").value()).isEqualTo("vmw-vsphere-7-0-esxi");
        assertThat(Slug.fromBenchmarkId("x".repeat(200) + "_tail").value()).hasSize(Slug.MAX_LENGTH);
    }

    @Test
    void anIdWithoutLettersOrDigitsHasNoSlug() {
        assertThatThrownBy(() -> Slug.fromBenchmarkId("___")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void parsesOnlyTheShapeOfASlug() {
        assertThat(Slug.parse("rhel-9-stig")).hasValue(new Slug("rhel-9-stig"));
        assertThat(Slug.parse("../etc/passwd")).isEmpty();
        assertThat(Slug.parse("RHEL")).isEmpty();
        assertThat(Slug.parse("-leading")).isEmpty();
        assertThat(Slug.parse("a".repeat(Slug.MAX_LENGTH + 1))).isEmpty();
        assertThat(Slug.parse(null)).isEmpty();
    }

    @Test
    void acceptsExactlyWhatItsFormMatches() {
        // The shape is checked by hand; the form as a regular expression is the reference, both ways.
        Pattern form = Pattern.compile(Slug.FORM);
        String longest = "a".repeat(Slug.MAX_LENGTH / 2 - 1);
        for (String text : GeneratedTexts.of(7, 20_000, 4, "a", "z", "0", "9", "-", "A", "_", ".", " ", "\u00e9", longest)) {
            assertThat(Slug.parse(text).isPresent()).as("'%s'", text).isEqualTo(form.matcher(text).matches());
        }
    }
}
