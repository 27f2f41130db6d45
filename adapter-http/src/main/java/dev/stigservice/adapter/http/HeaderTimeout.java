package dev.stigservice.adapter.http;

import java.time.Duration;
import java.util.Objects;

/**
 * How long a request's line and headers may take to arrive whole, from their first byte ({@link HeaderDeadline}).
 *
 * @param value positive
 */
public record HeaderTimeout(Duration value) {

    public HeaderTimeout {
        Objects.requireNonNull(value, "value");
        if (value.isNegative() || value.isZero()) {
            throw new IllegalArgumentException("a header timeout is positive, not " + value);
        }
    }
}
