package dev.stigservice.adapter.http;

import io.micronaut.json.JsonMapper;

import java.io.IOException;
import java.io.UncheckedIOException;

/** A web model written as the JSON bytes of a rendered document. */
final class JsonBodies {

    private JsonBodies() {
    }

    static byte[] write(JsonMapper json, Object body) {
        try {
            return json.writeValueAsBytes(body);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
