package dev.stigservice.domain.model;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Objects;

/**
 * One stored document as a store lists it: the key of its content, the file name it was given under, and when it was
 * stored. The time is kept to the millisecond, the precision every store can give back exactly.
 */
public record DocumentEntry(ContentKey key, String fileName, Instant storedAt) {

    public DocumentEntry {
        Objects.requireNonNull(key, "document key");
        Text.requireText(fileName, "document file name");
        storedAt = Objects.requireNonNull(storedAt, "document stored time").truncatedTo(ChronoUnit.MILLIS);
    }
}
