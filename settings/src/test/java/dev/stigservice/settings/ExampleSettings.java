package dev.stigservice.settings;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.context.annotation.Requires;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;

import java.time.Duration;
import java.util.Optional;

/** A settings record as the modules write theirs: constraints whose messages name the setting, and a check across two. */
@Requires(property = "example.enabled")
@ConfigurationProperties("example")
record ExampleSettings(@Min(value = 1, message = "example.low: '{validatedValue}' is not 1 or more") int low,
                       @Max(value = 10, message = "example.high: '{validatedValue}' is over 10") int high,
                       @MinDuration(millis = 100, message = "example.pause: '{duration}' is under 100ms") Duration pause)
        implements SettingsAcrossFields {

    @Override
    public Optional<String> inconsistency() {
        return low <= high ? Optional.empty() : Optional.of("example.low: '" + low + "' is over example.high (" + high + ")");
    }
}
