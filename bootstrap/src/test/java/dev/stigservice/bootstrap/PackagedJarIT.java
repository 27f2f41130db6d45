package dev.stigservice.bootstrap;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The packaged jar as a user starts it, with no configuration: the bundled demo catalog and one
 * generated token, logged once. Catches what in-process tests cannot, such as a dependency missing
 * from the jar.
 */
class PackagedJarIT {

    private static final Pattern TOKEN = Pattern.compile("Local-token mode, not for production.*Authorization: Bearer (\\S+)");
    private static final Pattern URL = Pattern.compile("Server Running: (http://\\S+)");
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static Process process;
    private static final List<String> log = new CopyOnWriteArrayList<>();
    private static String baseUrl;
    private static String token;

    @BeforeAll
    static void start() throws Exception {
        Path jar = Path.of(System.getProperty("stig.jar", "target/stig-service.jar"));
        assertThat(jar).as("the jar ./mvnw verify packages before integration tests").exists();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        process = new ProcessBuilder(java, "-Dmicronaut.server.port=-1", "-Dmicronaut.server.host=127.0.0.1",
                "-jar", jar.toString()).redirectErrorStream(true).start();
        CompletableFuture.runAsync(() -> {
            try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                out.lines().forEach(log::add);
            } catch (IOException ignored) {
                // the process ended
            }
        });
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (baseUrl == null && System.nanoTime() < deadline) {
            for (String line : log) {
                Matcher url = URL.matcher(line);
                Matcher generated = TOKEN.matcher(line);
                if (generated.find()) {
                    token = generated.group(1);
                }
                if (url.find()) {
                    baseUrl = url.group(1).replace("localhost", "127.0.0.1");
                }
            }
            Thread.sleep(100);
        }
        assertThat(baseUrl).as("startup log:%n%s", String.join("\n", log)).isNotNull();
    }

    @AfterAll
    static void stop() throws InterruptedException {
        if (process != null) {
            process.destroy();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }

    @Test
    void logsOneGeneratedTokenInAWarnLine() {
        assertThat(token).isNotBlank();
        assertThat(log).filteredOn(line -> line.contains("Local-token mode, not for production")).hasSize(1)
                .allSatisfy(line -> assertThat(line).contains("WARN"));
        assertThat(log).anySatisfy(line -> assertThat(line).contains("3 benchmarks").contains("local-token mode"));
    }

    @Test
    void listsTheDemoCatalogAndDownloadsEveryFormatWithTheLoggedToken() throws Exception {
        HttpResponse<String> listing = get("/api/v1/stigs", null);
        assertThat(listing.statusCode()).isEqualTo(200);
        assertThat(listing.body()).contains("\"total\":3");
        for (String format : List.of("json", "csv", "xml")) {
            HttpResponse<String> download = get("/api/v1/stigs/demo-web-server-stig/download?format=" + format, token);
            assertThat(download.statusCode()).as(format).isEqualTo(200);
            assertThat(download.body()).as(format).contains("SV-900101r100000_rule");
        }
        assertThat(get("/api/v1/stigs/demo-web-server-stig/download", "not-the-token").statusCode()).isEqualTo(401);
    }

    private static HttpResponse<String> get(String path, String bearer) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl + path)).timeout(Duration.ofSeconds(10));
        if (bearer != null) {
            request.header("Authorization", "Bearer " + bearer);
        }
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }
}
