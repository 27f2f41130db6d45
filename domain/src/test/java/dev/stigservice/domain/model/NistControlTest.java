package dev.stigservice.domain.model;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class NistControlTest {

    @Test
    void aControlOrEnhancementIsReadInEveryWayItIsWritten() {
        assertThat(NistControl.parse("AC-2")).contains(new NistControl("AC", 2, null));
        assertThat(NistControl.parse("ac-2")).contains(new NistControl("AC", 2, null));
        assertThat(NistControl.parse("AC-2(1)")).contains(new NistControl("AC", 2, 1));
        assertThat(NistControl.parse("AC-2 (1)")).contains(new NistControl("AC", 2, 1));
        assertThat(NistControl.parse("AC-2 (1)").orElseThrow()).hasToString("AC-2 (1)");
    }

    @Test
    void anythingElseIsNoControl() {
        assertThat(NistControl.parse("AC-2 a")).isEmpty();
        assertThat(NistControl.parse("AC2")).isEmpty();
        assertThat(NistControl.parse("A-2")).isEmpty();
        assertThat(NistControl.parse("AC-2  (1)")).isEmpty();
        assertThat(NistControl.parse("AC-2 (1) (a)")).isEmpty();
        assertThat(NistControl.parse("AC-0")).isEmpty();
        assertThat(NistControl.parse(null)).isEmpty();
        assertThatThrownBy(() -> new NistControl("ac", 2, null)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aControlCoversItsPartsAndEnhancementsAndNoOtherControl() {
        NistControl ac2 = NistControl.parse("AC-2").orElseThrow();

        assertThat(ac2.covers("AC-2")).isTrue();
        assertThat(ac2.covers("AC-2 a")).isTrue();
        assertThat(ac2.covers("AC-2 a 1")).isTrue();
        assertThat(ac2.covers("AC-2 (1)")).isTrue();
        assertThat(ac2.covers("AC-2 (4) (a)")).isTrue();
        assertThat(ac2.covers("AC-20")).isFalse();
        assertThat(ac2.covers("AC-20 a")).isFalse();
        assertThat(ac2.covers("AC-3")).isFalse();
        assertThat(ac2.covers("SC-2")).isFalse();
    }

    @Test
    void anEnhancementCoversItsPartsOnly() {
        NistControl ac21 = NistControl.parse("ac-2(1)").orElseThrow();

        assertThat(ac21.covers("AC-2 (1)")).isTrue();
        assertThat(ac21.covers("AC-2(1)")).isTrue();
        assertThat(ac21.covers("AC-2 (1) (a)")).isTrue();
        assertThat(ac21.covers("AC-2 (10)")).isFalse();
        assertThat(ac21.covers("AC-2 a")).isFalse();
        assertThat(ac21.covers("AC-2")).isFalse();
    }
}
