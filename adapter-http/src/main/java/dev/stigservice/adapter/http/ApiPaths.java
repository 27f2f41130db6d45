package dev.stigservice.adapter.http;

/** The API's paths, in one place for the controller that serves them and the responses that link to them. */
final class ApiPaths {

    /** Every API route is under this; the static documents and the management endpoints are not. */
    static final String API = "/api/";
    static final String STIGS = "/api/v1/stigs";
    /** A benchmark's download; {@code %s} is the slug. */
    static final String DOWNLOAD = STIGS + "/%s/download";

    private ApiPaths() {
    }
}
