package dev.stigservice.endtoend.download;

import dev.stigservice.endtoend.support.RunningService;

import org.junit.jupiter.api.Test;

import java.net.http.HttpResponse;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A download asks the store for the document last: its entity tag and the rendered body are found from the served
 * summary's content key and the format, so a 304 and a repeated download load no model. The service keeps one
 * parsed model only, and another benchmark is downloaded in between, so a model asked for again would have to be
 * loaded again and the counts would show it.
 */
class ModelLoadedLastEndToEndTest {

    private static final String WEB = "/api/v1/stigs/demo-web-server-stig/download";
    private static final String CONTAINER = "/api/v1/stigs/demo-container-platform-stig/download";
    private static final String WEB_FILE = "Demo_Web_Server_STIG_V1R3_Manual-xccdf.xml";
    private static final String CONTAINER_FILE = "Demo_Container_Platform_STIG_V2R1_Manual-xccdf.xml";
    private static final String AUTHORIZATION = "Bearer t";

    @Test
    void aNotModifiedAnswerAndARepeatedDownloadLoadNoModel() {
        try (RunningService service = new RunningService(Map.of("test.catalog.counting", true,
                "stig.catalog.models-kept", 1, "stig.auth.tokens", "t"))) {
            CountingCatalog store = service.bean(CountingCatalog.class);
            store.forgetLoads();

            HttpResponse<String> first = service.get(WEB, "Authorization", AUTHORIZATION);
            assertThat(first.statusCode()).isEqualTo(200);
            assertThat(store.loads(WEB_FILE)).isEqualTo(1);
            assertThat(service.get(CONTAINER, "Authorization", AUTHORIZATION).statusCode()).isEqualTo(200);
            assertThat(store.loads(CONTAINER_FILE)).as("and the web server's model left the cache").isEqualTo(1);

            String tag = first.headers().firstValue("ETag").orElseThrow();
            assertThat(service.get(WEB, "Authorization", AUTHORIZATION, "If-None-Match", tag).statusCode()).isEqualTo(304);
            assertThat(store.loads(WEB_FILE)).as("a 304 loads no model").isEqualTo(1);

            HttpResponse<String> again = service.get(WEB, "Authorization", AUTHORIZATION);
            assertThat(again.body()).isEqualTo(first.body());
            assertThat(store.loads(WEB_FILE)).as("a repeated download loads no model").isEqualTo(1);

            assertThat(service.get(WEB + "?format=csv", "Authorization", AUTHORIZATION).statusCode()).isEqualTo(200);
            assertThat(store.loads(WEB_FILE)).as("a new format is rendered from the model").isEqualTo(2);
        }
    }
}
