package dev.stigservice.adapter.http;

import io.micronaut.json.JsonMapper;
import io.swagger.v3.oas.annotations.media.Schema;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.LocalDate;

/** What the JSON web models of every route share: a field sent as null, a date as the API writes it, and their bytes. */
public final class JsonBodies {

    private JsonBodies() {
    }

    /** For the OpenAPI document: a field the source may lack, sent as null rather than left out. */
    @Schema(types = {"string", "null"})
    public @interface OrNull {
    }

    /** A web model written as the JSON bytes of a rendered document. */
    public static byte[] write(JsonMapper json, Object body) {
        try {
            return json.writeValueAsBytes(body);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A date as the API writes it ({@code 2026-04-01}), null when the source has none. */
    public static String date(LocalDate date) {
        return date == null ? null : date.toString();
    }
}
