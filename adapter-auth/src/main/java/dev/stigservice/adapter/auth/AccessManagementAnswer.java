package dev.stigservice.adapter.auth;

import dev.stigservice.domain.model.TokenVerdict;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.json.JsonFactory;

import java.math.RoundingMode;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.OffsetDateTime;

/**
 * What one answer of the access-management service means: the only place that decides it (docs/auth.md).
 * <p>
 * Consent is exactly a 2xx status whose body is empty (the forward-auth convention) or a JSON object in which
 * {@code valid} and {@code active}, where present, are the boolean {@code true}. {@code false} in either, and
 * the statuses 401 and 403, refuse. Everything else is "unavailable", because nothing unclear may open a
 * download: 1xx, every 3xx (a redirect is an ingress or a sign-in page, not a verdict), every other status
 * including numbers outside 100-599, and a 2xx body that is not one JSON object, holds a {@code valid} or
 * {@code active} that is not a boolean, repeats a key, or carries an expiry ({@code expiresAt}, ISO-8601, or
 * {@code exp}, epoch seconds) that cannot be read. A readable expiry bounds how long a confirmation is trusted.
 */
final class AccessManagementAnswer {

    private static final JsonFactory JSON = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    private AccessManagementAnswer() {
    }

    /**
     * @param status the status code as received, whatever its range
     * @param body   the body, or {@code null} when there was none
     */
    static TokenVerdict classify(int status, byte[] body) {
        if (status == 401 || status == 403) {
            return TokenVerdict.invalid();
        }
        if (status < 200 || status > 299) {
            return TokenVerdict.unavailable("status " + status);
        }
        if (body == null || body.length == 0) {
            return TokenVerdict.valid();
        }
        try {
            return readObject(body);
        } catch (JacksonException | ArithmeticException | DateTimeException e) {
            // Not JSON, a repeated key, an expiry that is no time or out of range.
            return TokenVerdict.unavailable("a 2xx body that cannot be read");
        }
    }

    private static TokenVerdict readObject(byte[] body) {
        boolean refused = false;
        Instant expiresAt = null;
        try (JsonParser parser = JSON.createParser(ObjectReadContext.empty(), body)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return TokenVerdict.unavailable("a 2xx body that is not a JSON object");
            }
            while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
                String name = parser.currentName();
                JsonToken value = parser.nextToken();
                switch (name) {
                    case "valid", "active" -> {
                        if (!value.isBoolean()) {
                            return TokenVerdict.unavailable("'" + name + "' is not a boolean");
                        }
                        refused |= value == JsonToken.VALUE_FALSE;
                    }
                    case "expiresAt" -> {
                        if (value != JsonToken.VALUE_STRING) {
                            return TokenVerdict.unavailable("'expiresAt' is not an ISO-8601 time");
                        }
                        expiresAt = earliest(expiresAt, OffsetDateTime.parse(parser.getString()).toInstant());
                    }
                    case "exp" -> {
                        if (!value.isNumeric()) {
                            return TokenVerdict.unavailable("'exp' is not a number of epoch seconds");
                        }
                        // RFC 7519 allows fractions of a second; the whole second before is the safe side.
                        long seconds = parser.getDecimalValue().setScale(0, RoundingMode.FLOOR).longValueExact();
                        expiresAt = earliest(expiresAt, Instant.ofEpochSecond(seconds));
                    }
                    default -> parser.skipChildren();
                }
            }
            if (parser.currentToken() != JsonToken.END_OBJECT || parser.nextToken() != null) {
                return TokenVerdict.unavailable("a 2xx body with more than one JSON object");
            }
        }
        return refused ? TokenVerdict.invalid() : new TokenVerdict.Valid(expiresAt);
    }

    private static Instant earliest(Instant current, Instant candidate) {
        return current == null || candidate.isBefore(current) ? candidate : current;
    }
}
