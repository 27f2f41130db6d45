package dev.stigservice.application.publication;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;

import static org.assertj.core.api.Assertions.assertThat;

/** The wait before the search is given again what it missed: doubling while it fails, bounded, and over once it does not. */
class RetryWaitTest {

    private final RetryWait retryWait = new RetryWait();
    private Instant now = Instant.parse("2026-11-25T12:00:00Z");

    /** A catch-up that fails at the first moment it may run again; how long it waited before. */
    private Duration failAtTheEndOfTheWait() {
        Instant started = now;
        retryWait.caughtUp(true, now);
        while (retryWait.waiting(now)) {
            now = now.plusSeconds(1);
        }
        return Duration.between(started, now);
    }

    @Test
    void theWaitDoublesWhileTheSearchFailsUpToItsBound() {
        assertThat(retryWait.waiting(now)).as("nothing failed yet").isFalse();
        assertThat(failAtTheEndOfTheWait()).isEqualTo(RetryWait.FIRST);
        assertThat(failAtTheEndOfTheWait()).isEqualTo(RetryWait.FIRST.multipliedBy(2));
        assertThat(failAtTheEndOfTheWait()).isEqualTo(RetryWait.FIRST.multipliedBy(4));
        for (int i = 0; i < 5; i++) {
            failAtTheEndOfTheWait();
        }
        assertThat(failAtTheEndOfTheWait()).isEqualTo(RetryWait.LAST);
    }

    @Test
    void aFailureWhileWaitingDoesNotLengthenTheWait() {
        retryWait.caughtUp(true, now);
        retryWait.caughtUp(true, now.plusSeconds(10));
        assertThat(retryWait.waiting(now.plus(RetryWait.FIRST).minusSeconds(1))).isTrue();
        assertThat(retryWait.waiting(now.plus(RetryWait.FIRST))).isFalse();
    }

    @Test
    void aCatchUpWithoutFailuresEndsTheWaitAndTheNextFailureStartsFromTheFirst() {
        retryWait.caughtUp(true, now);
        now = now.plus(RetryWait.FIRST);
        retryWait.caughtUp(true, now);
        retryWait.caughtUp(false, now);
        assertThat(retryWait.waiting(now)).isFalse();
        assertThat(failAtTheEndOfTheWait()).isEqualTo(RetryWait.FIRST);
    }
}
