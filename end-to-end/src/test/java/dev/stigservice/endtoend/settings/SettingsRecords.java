package dev.stigservice.endtoend.settings;

import dev.stigservice.adapter.http.operations.AccessLogSettings;
import dev.stigservice.adapter.auth.AuthSettings;
import dev.stigservice.bootstrap.CatalogSettings;
import dev.stigservice.adapter.http.checklist.ChecklistSettings;
import dev.stigservice.bootstrap.DatabaseSettings;
import dev.stigservice.adapter.http.delivery.ExportSettings;
import dev.stigservice.adapter.http.hygiene.HttpSettings;

import io.micronaut.context.annotation.ConfigurationProperties;

import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/** The settings as the settings records declare them: each property's name and the component that reads it. */
final class SettingsRecords {

    static final List<Class<? extends Record>> RECORDS =
            List.of(CatalogSettings.class, AuthSettings.class, ExportSettings.class, ChecklistSettings.class, HttpSettings.class, DatabaseSettings.class,
                    AccessLogSettings.class);

    /** One setting: its property name and the record component it is read into. */
    record Setting(String name, RecordComponent component) {
        @Override
        public String toString() {
            return name;
        }
    }

    private SettingsRecords() {
    }

    static List<Setting> all() {
        return RECORDS.stream().flatMap(type -> settings(type.getAnnotation(ConfigurationProperties.class).value(), type)).toList();
    }

    private static Stream<Setting> settings(String prefix, Class<?> type) {
        return Arrays.stream(type.getRecordComponents()).flatMap(component -> {
            ConfigurationProperties nested = component.getType().getAnnotation(ConfigurationProperties.class);
            return nested == null
                    ? Stream.of(new Setting(prefix + "." + kebab(component.getName()), component))
                    : settings(prefix + "." + nested.value(), component.getType());
        });
    }

    private static String kebab(String camel) {
        return camel.replaceAll("([a-z])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
    }
}
