package dev.stigservice.application.protection;

import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.model.Sha256;
import dev.stigservice.domain.port.Renderer;
import org.junit.jupiter.api.Test;

import java.io.OutputStream;

import static org.assertj.core.api.Assertions.assertThat;

/** A version is the documented hash of its sources and the format, whether it was known already or not. */
class RegisteredRendererTest {

    private static RegisteredRenderer<Renderer<String>> writing(Format format) {
        return RegisteredRenderer.of(new Renderer<>() {
            @Override
            public Format format() {
                return format;
            }

            @Override
            public void write(String document, OutputStream out) {
                throw new AssertionError("a version is known without writing");
            }
        });
    }

    @Test
    void aVersionHashesTheSourcesTheFormatsNameAndItsVersion() {
        RegisteredRenderer<Renderer<String>> json = writing(new Format("json", "application/json", "3"));
        assertThat(json.version("sha-a")).isEqualTo(Sha256.shortHex("sha-a", "json", "3"))
                .isEqualTo(json.version("sha-a"));
        assertThat(json.version("sha-a", "cci-b")).isEqualTo(Sha256.shortHex("sha-a", "cci-b", "json", "3"));
        assertThat(writing(new Format("json", "application/json", "4")).version("sha-a")).isNotEqualTo(json.version("sha-a"));
    }

    @Test
    void versionsStayRightPastTheBoundOfThoseKept() {
        RegisteredRenderer<Renderer<String>> csv = writing(new Format("csv", "text/csv", "1"));
        for (int round = 0; round < 2; round++) {
            for (int i = 0; i < RegisteredRenderer.VERSIONS_KEPT + 100; i += 97) {
                assertThat(csv.version("sha-" + i)).isEqualTo(Sha256.shortHex("sha-" + i, "csv", "1"));
            }
        }
        for (int i = 0; i <= RegisteredRenderer.VERSIONS_KEPT; i++) {
            csv.version("other-" + i);
        }
        assertThat(csv.version("sha-0")).isEqualTo(Sha256.shortHex("sha-0", "csv", "1"));
    }
}
