package dev.stigservice.settings;

import jakarta.validation.Constraint;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A path setting that names a folder: a file there can never work, so it stops the start. A path that does not
 * exist yet is allowed (a volume not mounted yet makes the service not ready instead).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD, ElementType.RECORD_COMPONENT})
@Constraint(validatedBy = {})
public @interface Folder {

    String message();

    Class<?>[] groups() default {};

    Class<?>[] payload() default {};
}
