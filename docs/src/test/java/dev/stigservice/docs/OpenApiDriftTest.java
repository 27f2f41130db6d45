package dev.stigservice.docs;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * docs/openapi.yml is the committed copy of what micronaut-openapi generates from the controller at compile
 * time (adapter-http's META-INF/swagger/openapi.yml). A change to the API that is not in the committed
 * document, or an edit to the document that the code does not make, fails the build here.
 */
class OpenApiDriftTest {

    static final String GENERATED = "META-INF/swagger/openapi.yml";
    private static final Path COMMITTED = Path.of("openapi.yml").toAbsolutePath().normalize();

    @Test
    void committedDocumentIsWhatTheCodeGenerates() throws IOException {
        String generated;
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(GENERATED)) {
            assertThat(in).as("adapter-http's generated " + GENERATED).isNotNull();
            generated = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertThat(Files.readString(COMMITTED))
                .as("docs/openapi.yml differs from what the code generates; if the API change is intended, run "
                        + "./mvnw -q -pl adapter-http -am clean process-classes && "
                        + "cp adapter-http/target/classes/" + GENERATED + " docs/openapi.yml")
                .isEqualTo(generated);
    }
}
