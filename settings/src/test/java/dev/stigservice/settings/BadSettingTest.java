package dev.stigservice.settings;

import io.micronaut.context.exceptions.ConfigurationException;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

class BadSettingTest {

    @Test
    void aConfigurationExceptionAnywhereInTheCausesIsTheLine() {
        RuntimeException failure = new IllegalStateException("bean path", new RuntimeException(new ConfigurationException("stig.x: 'y' is not z")));
        assertThat(BadSetting.describe(failure)).contains("stig.x: 'y' is not z");
        assertThat(BadSetting.exitCode(failure)).isZero();
    }

    @Test
    void anythingElseKeepsMicronautsReport() {
        RuntimeException failure = new IllegalStateException("a bug", new NullPointerException());
        assertThat(BadSetting.describe(failure)).isEmpty();
        assertThat(BadSetting.exitCode(failure)).isEqualTo(1);
    }

    @Test
    void onlyTheLogFormatsLogbackWritesAreAccepted() {
        assertThat(BadSetting.logFormat(null)).isEmpty();
        assertThat(BadSetting.logFormat("json")).isEmpty();
        assertThat(BadSetting.logFormat("xml")).contains("LOG_FORMAT: 'xml' is not one of text, json");
    }

    @Test
    void aDurationIsQuotedAsAnOperatorTypesIt() {
        assertThat(MinDurationValidator.typed(Duration.ofSeconds(-5))).isEqualTo("-5s");
        assertThat(MinDurationValidator.typed(Duration.ofMillis(250))).isEqualTo("250ms");
    }
}
