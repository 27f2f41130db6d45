package dev.stigservice.endtoend.http;

import dev.stigservice.endtoend.support.JarProcess;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * /docs in a real browser: headless Chromium (Debian's package) loads the API reference page from the
 * packaged jar on loopback, under the page's own Content-Security-Policy, and must render both endpoints.
 * The screenshot is saved as target/browser/api-reference.png. Runs only with {@code ./mvnw verify -Pbrowser}.
 */
class ApiReferenceBrowserIT {

    private static final Path CHROMIUM = Path.of(System.getProperty("chromium", "/usr/bin/chromium"));
    private static final Path OUTPUT = Path.of("target", "browser");
    private static JarProcess service;

    @BeforeAll
    static void start() throws Exception {
        assertThat(CHROMIUM).as("the browser profile needs Chromium: apt-get install -y chromium (or -Dchromium=/path)")
                .isExecutable();
        service = JarProcess.server();
    }

    @AfterAll
    static void stop() throws InterruptedException {
        if (service != null) {
            service.close();
        }
    }

    @Test
    void pageRendersBothEndpoints() throws Exception {
        String dom = chromium("--dump-dom");
        assertThat(dom).contains("List the benchmarks (public)", "Download one benchmark (bearer token)")
                .contains("/api/v1/stigs/{slug}/download");
    }

    @Test
    void savesAScreenshot() throws Exception {
        Path screenshot = OUTPUT.resolve("api-reference.png").toAbsolutePath();
        Files.deleteIfExists(screenshot);
        chromium("--screenshot=" + screenshot);
        assertThat(screenshot).isNotEmptyFile();
        byte[] png = Files.readAllBytes(screenshot);
        assertThat(png).startsWith(0x89, 'P', 'N', 'G');
    }

    /** Runs Chromium on /docs with the flags a closed, loopback-only machine needs; returns what it printed. */
    private static String chromium(String action) throws IOException, InterruptedException {
        Files.createDirectories(OUTPUT);
        Path profile = Files.createTempDirectory("chromium-profile");
        List<String> command = new ArrayList<>(List.of(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--user-data-dir=" + profile, "--window-size=1400,1000",
                // Redoc renders after fetching /openapi.yml: let the page's timers and requests run before acting.
                "--virtual-time-budget=15000", action, service.baseUrl() + "/docs"));
        Process process = new ProcessBuilder(command).redirectError(OUTPUT.resolve("chromium.log").toFile()).start();
        byte[] out = process.getInputStream().readAllBytes();
        assertThat(process.waitFor(90, TimeUnit.SECONDS)).as("Chromium finished").isTrue();
        assertThat(process.exitValue()).as("Chromium's exit code; see target/browser/chromium.log").isZero();
        return new String(out, StandardCharsets.UTF_8);
    }
}
