package dev.stigservice.bootstrap;

import dev.stigservice.settings.Folder;
import dev.stigservice.settings.FolderValidator;
import dev.stigservice.settings.MinDuration;
import dev.stigservice.settings.MinDurationValidator;
import dev.stigservice.settings.SettingsValidator;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Replaces;
import io.micronaut.validation.validator.DefaultValidator;
import io.micronaut.validation.validator.ValidatorConfiguration;
import io.micronaut.validation.validator.constraints.ConstraintValidator;
import jakarta.inject.Singleton;

import java.time.Duration;

/** Wires how the settings records are checked (the settings module): its constraints' validators and the validator. */
@Factory
class SettingConstraints {

    @Singleton
    ConstraintValidator<MinDuration, Duration> minDuration() {
        return new MinDurationValidator();
    }

    @Singleton
    ConstraintValidator<Folder, String> folder() {
        return new FolderValidator();
    }

    @Singleton
    @Replaces(DefaultValidator.class)
    SettingsValidator validator(ValidatorConfiguration configuration) {
        return new SettingsValidator(configuration);
    }
}
