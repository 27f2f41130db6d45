package dev.stigservice.settings;

import io.micronaut.core.annotation.AnnotationValue;
import io.micronaut.validation.validator.constraints.ConstraintValidator;
import io.micronaut.validation.validator.constraints.ConstraintValidatorContext;
import jakarta.inject.Singleton;

import java.time.Duration;

/**
 * Checks {@link MinDuration}; its message gets the value as an operator would type it. A bean, so that every context
 * with this module on its class path checks the constraint (Micronaut finds constraint validators among beans).
 */
@Singleton
public final class MinDurationValidator implements ConstraintValidator<MinDuration, Duration> {

    @Override
    public boolean isValid(Duration value, AnnotationValue<MinDuration> annotation, ConstraintValidatorContext context) {
        if (value == null || value.toMillis() >= annotation.longValue("millis").orElseThrow()) {
            return true;
        }
        context.messageTemplate(annotation.stringValue("message").orElseThrow().replace("{duration}", typed(value)));
        return false;
    }

    /** A duration as an operator writes it in a setting: whole seconds as {@code 5s}, anything else in milliseconds. */
    static String typed(Duration duration) {
        long millis = duration.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + "s" : millis + "ms";
    }
}
