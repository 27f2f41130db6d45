package dev.stigservice.adapter.http;

import io.micronaut.http.MediaType;

/** The API's paths and what its routes declare, in one place for the controller that serves them and the responses that link to them. */
final class ApiPaths {

    static final String STIGS = "/api/v1/stigs";
    /** A benchmark's download; {@code %s} is the slug. */
    static final String DOWNLOAD = STIGS + "/%s/download";

    /**
     * What the API's controllers declare they produce: anything. The representation is chosen by the format
     * parameter alone (contract) and every handler sets its Content-Type; declaring JSON would make Micronaut
     * answer 406, before the token check, to an Accept header that does not name it.
     */
    static final String ANY_REPRESENTATION = MediaType.ALL;

    private ApiPaths() {
    }
}
