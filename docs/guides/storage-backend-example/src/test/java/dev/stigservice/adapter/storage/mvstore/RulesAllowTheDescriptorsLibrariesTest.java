package dev.stigservice.adapter.storage.mvstore;

import dev.stigservice.adapter.storage.StorageBackend;
import org.junit.jupiter.api.Test;

import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The architecture rules this module's build runs (src/rules/backend-module.properties) allow the storage adapter what
 * its descriptor declares in {@code libraries()}, as the service's own rules do, and AutoService and SLF4J besides.
 */
class RulesAllowTheDescriptorsLibrariesTest {

    @Test
    void theRulesAllowWhatTheDescriptorDeclares() throws Exception {
        Properties roles = new Properties();
        try (Reader reader = Files.newBufferedReader(Path.of("src/rules/backend-module.properties"))) {
            roles.load(reader);
        }
        String storage = roles.getProperty("adapter-using");
        assertThat(storage).startsWith("storage=");
        List<String> expected = new ArrayList<>(StorageBackend.named("mvstore").orElseThrow().libraries());
        expected.addAll(List.of("com.google.auto.service..", "org.slf4j.."));
        assertThat(Arrays.asList(storage.substring("storage=".length()).split(","))).containsExactlyInAnyOrderElementsOf(expected);
    }
}
