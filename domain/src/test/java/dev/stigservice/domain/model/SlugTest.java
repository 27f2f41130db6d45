package dev.stigservice.domain.model;

import org.junit.jupiter.api.Test;

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
}
