package dev.stigservice.adapter.http;

import io.micronaut.http.HttpRequest;

import java.util.List;

/** Reading query parameters the same way in every controller. */
public final class QueryParameters {

    private QueryParameters() {
    }

    /** The first value, or null when the parameter is absent. */
    public static String single(HttpRequest<?> request, String name) {
        List<String> values = request.getParameters().getAll(name);
        return values.isEmpty() ? null : values.getFirst();
    }

    /**
     * Every value joined by commas, or null when absent: a parameter sent twice is not a value we accept, so it is
     * passed on as the literal joined text and refused like any other unknown value.
     */
    public static String joined(HttpRequest<?> request, String name) {
        List<String> values = request.getParameters().getAll(name);
        return values.isEmpty() ? null : String.join(",", values);
    }
}
