package dev.stigservice.endtoend.operations;

import dev.stigservice.endtoend.support.JarProcess;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The packaged jar as a user starts it, with no configuration: the bundled demo catalog and one
 * generated token, logged once. Catches what in-process tests cannot, such as a dependency missing
 * from the jar.
 */
class PackagedJarIT {

    private static final Pattern TOKEN = Pattern.compile("Local-token mode, not for production.*Authorization: Bearer (\\S+)");
    private static JarProcess service;
    private static String token;

    @BeforeAll
    static void start() throws Exception {
        service = JarProcess.server();
        token = service.find(TOKEN);
    }

    @AfterAll
    static void stop() throws InterruptedException {
        if (service != null) {
            service.close();
        }
    }

    @Test
    void logsOneGeneratedTokenInAWarnLine() {
        assertThat(token).isNotBlank();
        assertThat(service.output()).filteredOn(line -> line.contains("Local-token mode, not for production")).hasSize(1)
                .allSatisfy(line -> assertThat(line).contains("WARN"));
        assertThat(service.output()).anySatisfy(line -> assertThat(line).contains("3 benchmarks").contains("local-token mode"));
    }

    @Test
    void listsTheDemoCatalogAndDownloadsEveryFormatWithTheLoggedToken() throws Exception {
        HttpResponse<byte[]> listing = service.get("/api/v1/stigs", null);
        assertThat(listing.statusCode()).isEqualTo(200);
        assertThat(new String(listing.body(), StandardCharsets.UTF_8)).contains("\"total\":3");
        for (String format : List.of("json", "csv", "xml")) {
            HttpResponse<byte[]> download = service.get("/api/v1/stigs/demo-web-server-stig/download?format=" + format, token);
            assertThat(download.statusCode()).as(format).isEqualTo(200);
            assertThat(new String(download.body(), StandardCharsets.UTF_8)).as(format).contains("SV-900101r100000_rule");
        }
        assertThat(service.get("/api/v1/stigs/demo-web-server-stig/download", "not-the-token").statusCode()).isEqualTo(401);
    }
}
