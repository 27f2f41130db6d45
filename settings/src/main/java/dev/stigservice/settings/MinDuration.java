package dev.stigservice.settings;

import jakarta.validation.Constraint;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A duration setting's lower bound, checked with the settings record's other constraints. In {@link #message()},
 * {@code {duration}} is the value as it would be typed ({@code -5s}, {@code 250ms}).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD, ElementType.RECORD_COMPONENT})
@Constraint(validatedBy = {})
public @interface MinDuration {

    /** The least allowed duration, in milliseconds. */
    long millis();

    String message();

    Class<?>[] groups() default {};

    Class<?>[] payload() default {};
}
