package dev.stigservice.settings;

import io.micronaut.core.annotation.AnnotationValue;
import io.micronaut.validation.validator.constraints.ConstraintValidator;
import io.micronaut.validation.validator.constraints.ConstraintValidatorContext;
import jakarta.inject.Singleton;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/** Checks {@link Folder}: a path that is not a file, or that does not parse. A bean, as {@link MinDurationValidator} says. */
@Singleton
public final class FolderValidator implements ConstraintValidator<Folder, String> {

    @Override
    public boolean isValid(String value, AnnotationValue<Folder> annotation, ConstraintValidatorContext context) {
        try {
            return value == null || !Files.isRegularFile(Path.of(value));
        } catch (InvalidPathException e) {
            return false;
        }
    }
}
