package dev.stigservice.settings;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Says of a setting that every value is accepted (a user name, say), so that no constraint is missing by mistake:
 * {@code EverySettingRefusedIT} asks every other setting for a constraint it can break.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD, ElementType.RECORD_COMPONENT})
public @interface AnyValue {
}
