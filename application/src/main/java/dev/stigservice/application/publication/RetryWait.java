package dev.stigservice.application.publication;

import java.lang.System.Logger.Level;
import java.time.Duration;
import java.time.Instant;

/**
 * When the search is given again what it could not take: after a wait that doubles while it fails, from
 * {@link #FIRST} up to {@link #LAST}. Giving it means reading those documents again, and a disk that stays full must
 * not keep a core busy. Only the search's catch-up (synchronized) uses it.
 */
final class RetryWait {

    private static final System.Logger LOG = System.getLogger(RetryWait.class.getName());
    static final Duration FIRST = Duration.ofSeconds(30);
    static final Duration LAST = Duration.ofMinutes(10);

    private Instant retry = Instant.MIN;
    private Duration wait = Duration.ZERO;

    /** Whether what failed is still to wait at {@code now}. */
    boolean waiting(Instant now) {
        return now.isBefore(retry);
    }

    /** After a catch-up that started at {@code now}: the wait ends when nothing failed, and doubles once per wait when something did. */
    void caughtUp(boolean somethingFailed, Instant now) {
        if (!somethingFailed) {
            wait = Duration.ZERO;
            retry = Instant.MIN;
        } else if (!retry.isAfter(now)) { // once per wait: what failed while waiting for the others does not lengthen it
            Duration doubled = wait.isZero() ? FIRST : wait.multipliedBy(2);
            wait = doubled.compareTo(LAST) > 0 ? LAST : doubled;
            retry = now.plus(wait);
            LOG.log(Level.WARNING, "The search is given what it missed again at the first refresh after {0}", retry);
        }
    }
}
