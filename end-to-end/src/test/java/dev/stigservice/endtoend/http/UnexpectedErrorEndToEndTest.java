package dev.stigservice.endtoend.http;

import dev.stigservice.endtoend.support.RunningService;

import org.junit.jupiter.api.Test;

import java.net.http.HttpResponse;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** A bug behind an endpoint is a 500 in the envelope with a fixed message: no detail, no stack trace. */
class UnexpectedErrorEndToEndTest {

    private static final String INTERNAL_ERROR = "{\"error\":{\"code\":\"INTERNAL_ERROR\",\"message\":\"Internal server error\"}}";

    @Test
    void unexpectedExceptionIsA500WithoutDetails() {
        try (RunningService service = new RunningService(Map.of("test.core.explode", true, "stig.auth.tokens", "t"))) {
            HttpResponse<String> listing = service.get("/api/v1/stigs");
            assertThat(listing.statusCode()).isEqualTo(500);
            assertThat(listing.body()).isEqualTo(INTERNAL_ERROR);
            assertThat(listing.headers().firstValue("Content-Type")).hasValue("application/json");

            HttpResponse<String> download = service.get("/api/v1/stigs/any-stig/download", "Authorization", "Bearer t");
            assertThat(download.statusCode()).isEqualTo(500);
            assertThat(download.body()).isEqualTo(INTERNAL_ERROR).doesNotContain(ExplodingUseCases.SECRET_DETAIL);
        }
    }
}
