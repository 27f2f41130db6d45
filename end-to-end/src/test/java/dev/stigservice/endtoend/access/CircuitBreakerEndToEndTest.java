package dev.stigservice.endtoend.access;

import dev.stigservice.endtoend.support.AccessManagementStandIn;
import dev.stigservice.endtoend.support.RunningService;

import org.junit.jupiter.api.Test;

import java.net.http.HttpResponse;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** While the service keeps failing, the breaker answers 503 at once without calling it, then probes it again. */
class CircuitBreakerEndToEndTest {

    private static final String DOWNLOAD = "/api/v1/stigs/demo-web-server-stig/download";

    @Test
    void opensOnFailuresShedsCallsAndClosesAfterAProbe() throws Exception {
        try (AccessManagementStandIn accessManagement = new AccessManagementStandIn();
             RunningService service = new RunningService(Map.of(
                     "stig.auth.url", accessManagement.url(),
                     "stig.auth.breaker.minimum-calls", 4,
                     "stig.auth.breaker.window", 4,
                     "stig.auth.breaker.open-for", "1s"))) {
            for (int i = 0; i < 4; i++) {
                String token = AccessManagementFailureModesTest.PREFIX + "breaker-" + i;
                accessManagement.answer(token, 500, "");
                assertThat(get(service, token).statusCode()).isEqualTo(503);
            }
            assertThat(accessManagement.calls()).hasSize(4);

            String healthy = AccessManagementFailureModesTest.PREFIX + "breaker-healthy";
            accessManagement.answer(healthy, 200, "");
            HttpResponse<String> shed = get(service, healthy);
            assertThat(shed.statusCode()).isEqualTo(503);
            assertThat(shed.headers().firstValue("Retry-After")).isPresent();
            assertThat(accessManagement.calls()).as("an open breaker sheds the call").hasSize(4);

            Thread.sleep(1_200);
            assertThat(get(service, healthy).statusCode()).isEqualTo(200);
            assertThat(accessManagement.calls()).hasSize(5);
        }
    }

    private static HttpResponse<String> get(RunningService service, String token) {
        return service.get(DOWNLOAD, "Authorization", "Bearer " + token);
    }
}
