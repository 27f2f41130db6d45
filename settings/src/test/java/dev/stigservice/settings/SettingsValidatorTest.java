package dev.stigservice.settings;

import io.micronaut.context.ApplicationContext;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

class SettingsValidatorTest {

    @Test
    void validSettingsAreBound() {
        try (ApplicationContext context = ApplicationContext.run(settings(Map.of()))) {
            assertThat(context.getBean(ExampleSettings.class).high()).isEqualTo(5);
        }
    }

    @Test
    void everyViolationOfTheRecordIsInOneLineBuiltFromTheirMessages() {
        assertThat(refusal(Map.of("example.low", "0", "example.high", "11", "example.pause", "50ms")))
                .contains("example.high: '11' is over 10; example.low: '0' is not 1 or more; example.pause: '50ms' is under 100ms");
    }

    @Test
    void settingsAreAskedToAgreeOnlyOnceEachIsValid() {
        assertThat(refusal(Map.of("example.low", "7", "example.high", "11"))).contains("example.high: '11' is over 10");
        assertThat(refusal(Map.of("example.low", "7", "example.high", "6"))).contains("example.low: '7' is over example.high (6)");
    }

    @Test
    void aValueThatIsNotOfTheSettingsTypeIsNamedWithWhatIsAccepted() {
        assertThat(refusal(Map.of("example.pause", "soon"))).contains("example.pause: 'soon' is not a duration such as 500ms, 5s or 2m");
    }

    private static Optional<String> refusal(Map<String, Object> values) {
        Throwable failure = catchThrowable(() -> {
            try (ApplicationContext context = ApplicationContext.run(settings(values))) {
                context.getBean(ExampleSettings.class);
            }
        });
        assertThat(failure).as("the start fails").isNotNull();
        return BadSetting.describe(failure);
    }

    private static Map<String, Object> settings(Map<String, Object> values) {
        Map<String, Object> all = new HashMap<>(Map.of("example.enabled", "true", "example.low", "1", "example.high", "5",
                "example.pause", "1s"));
        all.putAll(values);
        return all;
    }
}
