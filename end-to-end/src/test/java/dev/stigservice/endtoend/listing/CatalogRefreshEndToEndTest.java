package dev.stigservice.endtoend.listing;

import dev.stigservice.endtoend.support.RunningService;

import dev.stigservice.xccdf.StigSamples;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;

/** The running service notices files added to and removed from its catalog folder within the refresh interval. */
class CatalogRefreshEndToEndTest {

    private static final Duration INTERVAL = Duration.ofMillis(300);
    private static final Duration PATIENCE = INTERVAL.multipliedBy(10);
    private RunningService service;

    @AfterEach
    void stop() {
        if (service != null) {
            service.close();
        }
    }

    @Test
    void addedFileIsListedAndRemovedFileDisappears(@TempDir Path folder) throws Exception {
        Path firefox = StigSamples.file("U_MOZ_Firefox_STIG_V6R7_Manual-xccdf.xml");
        service = new RunningService(Map.of(
                "stig.catalog.directory", folder.toString(),
                "stig.catalog.refresh-interval", INTERVAL.toMillis() + "ms",
                "stig.auth.tokens", "t"));
        assertThat(listing()).contains("\"total\":0");

        Path copy = folder.resolve("sub/firefox.xml");
        Files.createDirectories(copy.getParent());
        Files.copy(firefox, folder.resolve(".firefox.xml.part"));
        Files.move(folder.resolve(".firefox.xml.part"), copy, StandardCopyOption.ATOMIC_MOVE);
        assertThat(awaitListing(body -> body.contains("\"slug\":\"moz-firefox-stig\""))).isTrue();

        Files.delete(copy);
        assertThat(awaitListing(body -> body.contains("\"total\":0"))).isTrue();
    }

    private String listing() {
        return service.get("/api/v1/stigs").body();
    }

    private boolean awaitListing(Predicate<String> condition) throws InterruptedException {
        Instant deadline = Instant.now().plus(PATIENCE);
        while (Instant.now().isBefore(deadline)) {
            if (condition.test(listing())) {
                return true;
            }
            Thread.sleep(50);
        }
        return false;
    }
}
