package dev.stigservice.settings;

import io.micronaut.context.BeanResolutionContext;
import io.micronaut.context.annotation.ConfigurationReader;
import io.micronaut.context.annotation.Replaces;
import io.micronaut.context.exceptions.ConfigurationException;
import io.micronaut.core.type.Argument;
import io.micronaut.inject.BeanDefinition;
import io.micronaut.inject.InjectionPoint;
import io.micronaut.validation.validator.DefaultValidator;
import io.micronaut.validation.validator.ValidatorConfiguration;
import jakarta.inject.Singleton;
import jakarta.validation.ConstraintViolation;

import java.util.Set;
import java.util.stream.Collectors;

/**
 * Micronaut's validator, except for settings records ({@code @ConfigurationProperties} records): one is checked whole
 * once built, and its constraint violations end the start as one {@link ConfigurationException} whose message joins
 * theirs. Each settings record's messages name the setting and the value, so the operator reads one line built from
 * the violations themselves, every broken setting of the record in it, instead of the framework's report. It replaces
 * Micronaut's validator wherever this module is on the class path, as its constraint validators are found there. Only a
 * record whose every setting is valid is asked about its settings together ({@link SettingsAcrossFields}).
 */
@Singleton
@Replaces(DefaultValidator.class)
public class SettingsValidator extends DefaultValidator {

    public SettingsValidator(ValidatorConfiguration configuration) {
        super(configuration);
    }

    @Override
    public <T> void validateBeanArgument(BeanResolutionContext resolutionContext, InjectionPoint injectionPoint, Argument<T> argument,
                                         int index, T value) {
        if (!isSettingsRecord(injectionPoint.getDeclaringBean())) {
            super.validateBeanArgument(resolutionContext, injectionPoint, argument, index, value);
        }
    }

    @Override
    public <T> void validateBean(BeanResolutionContext resolutionContext, BeanDefinition<T> definition, T bean) {
        if (!isSettingsRecord(definition)) {
            super.validateBean(resolutionContext, definition, bean);
            return;
        }
        Set<ConstraintViolation<T>> violations = validate(bean);
        if (!violations.isEmpty()) {
            throw new ConfigurationException(violations.stream().map(ConstraintViolation::getMessage).sorted()
                    .collect(Collectors.joining("; ")));
        }
        if (bean instanceof SettingsAcrossFields record) {
            record.inconsistency().ifPresent(line -> {
                throw new ConfigurationException(line);
            });
        }
    }

    private static boolean isSettingsRecord(BeanDefinition<?> definition) {
        return definition.getBeanType().isRecord() && definition.hasStereotype(ConfigurationReader.class);
    }
}
