package dev.stigservice.bootstrap;

import io.micronaut.context.annotation.Factory;
import io.micronaut.validation.validator.constraints.ConstraintValidator;
import jakarta.inject.Singleton;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;

/** The validators of the settings records' own constraints, {@link MinDuration} and {@link Folder}. */
@Factory
class SettingConstraints {

    @Singleton
    ConstraintValidator<MinDuration, Duration> minDuration() {
        return (value, annotation, context) -> {
            if (value == null || value.toMillis() >= annotation.longValue("millis").orElseThrow()) {
                return true;
            }
            context.messageTemplate(annotation.stringValue("message").orElseThrow().replace("{duration}", typed(value)));
            return false;
        };
    }

    @Singleton
    ConstraintValidator<Folder, String> folder() {
        return (value, annotation, context) -> {
            try {
                return value == null || !Files.isRegularFile(Path.of(value));
            } catch (InvalidPathException e) {
                return false;
            }
        };
    }

    /** A duration as an operator writes it in a setting: whole seconds as {@code 5s}, anything else in milliseconds. */
    static String typed(Duration duration) {
        long millis = duration.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + "s" : millis + "ms";
    }
}
