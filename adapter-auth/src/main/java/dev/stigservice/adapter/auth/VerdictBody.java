package dev.stigservice.adapter.auth;

import dev.stigservice.domain.model.TokenVerdict;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.json.JsonFactory;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;

/**
 * Reads a 2xx answer of the access-management service. The forward-auth convention makes any 2xx a
 * confirmation, so an empty or non-JSON body is valid; a JSON object with {@code "valid": false} or
 * {@code "active": false} (RFC 7662 introspection) is a refusal. {@code expiresAt} (ISO-8601) or
 * {@code exp} (epoch seconds) bound how long the confirmation may be trusted.
 */
final class VerdictBody {

    private static final JsonFactory JSON = JsonFactory.builder().build();

    private VerdictBody() {
    }

    static TokenVerdict read(byte[] body) {
        if (body == null || body.length == 0) {
            return TokenVerdict.valid();
        }
        boolean refused = false;
        Instant expiresAt = null;
        try (JsonParser parser = JSON.createParser(ObjectReadContext.empty(), body)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return TokenVerdict.valid();
            }
            while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
                String name = parser.currentName();
                JsonToken value = parser.nextToken();
                switch (name) {
                    case "valid", "active" -> refused |= value == JsonToken.VALUE_FALSE;
                    case "expiresAt" -> expiresAt = earliest(expiresAt, value == JsonToken.VALUE_STRING ? isoInstant(parser.getString()) : null);
                    case "exp" -> expiresAt = earliest(expiresAt, value.isNumeric() ? Instant.ofEpochSecond(parser.getLongValue()) : null);
                    default -> parser.skipChildren();
                }
            }
        } catch (JacksonException | ArithmeticException | java.time.DateTimeException e) {
            // The rest of the body is not JSON we understand; it still came with a 2xx: forward-auth says
            // valid, unless what we read before already refused.
        }
        return refused ? TokenVerdict.invalid() : new TokenVerdict.Valid(expiresAt);
    }

    private static Instant isoInstant(String text) {
        try {
            return OffsetDateTime.parse(text).toInstant();
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    private static Instant earliest(Instant current, Instant candidate) {
        if (candidate == null) {
            return current;
        }
        return current == null || candidate.isBefore(current) ? candidate : current;
    }
}
