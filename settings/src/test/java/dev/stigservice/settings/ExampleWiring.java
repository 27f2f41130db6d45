package dev.stigservice.settings;

import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Replaces;
import io.micronaut.validation.validator.DefaultValidator;
import io.micronaut.validation.validator.ValidatorConfiguration;
import io.micronaut.validation.validator.constraints.ConstraintValidator;
import jakarta.inject.Singleton;

import java.time.Duration;

/** What bootstrap's SettingConstraints wires, for this module's tests. */
@Factory
class ExampleWiring {

    @Singleton
    ConstraintValidator<MinDuration, Duration> minDuration() {
        return new MinDurationValidator();
    }

    @Singleton
    @Replaces(DefaultValidator.class)
    SettingsValidator validator(ValidatorConfiguration configuration) {
        return new SettingsValidator(configuration);
    }
}
