package dev.stigservice.endtoend.settings;

import dev.stigservice.endtoend.support.ShippedBackends;

import dev.stigservice.adapter.storage.StorageBackend;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * README's settings table is checked against the code: every property of the settings records has a row, and the
 * row's default is the one application.yml gives. A setting added without documentation fails here.
 */
class SettingsDocumentedTest {

    private static final Pattern ROW = Pattern.compile("^\\| (`[^|]+`) \\|[^|]+\\| ([^|]+) \\|$", Pattern.MULTILINE);
    private static final Pattern CODE = Pattern.compile("`([^`]+)`");

    @Test
    void everySettingHasAReadmeRowWithTheDefaultThatApplicationYmlGives() throws IOException {
        Map<String, String> documented = readmeDefaults();
        Map<String, Object> defaults = applicationYmlDefaults();
        List<String> properties = SettingsRecords.all().stream().map(SettingsRecords.Setting::name).toList();

        assertThat(properties).contains("stig.catalog.models-kept", "stig.auth.breaker.open-for", "stig.export.cache.max-bytes");
        assertThat(documented).as("README.md's configuration table").containsKeys(properties.toArray(String[]::new));
        for (String property : properties) {
            if (defaults.containsKey(property)) {
                assertThat(documented.get(property)).as("README default of " + property).contains("`" + defaults.get(property) + "`");
            }
        }
        assertThat(defaults.keySet()).as("application.yml sets only settings the records read")
                .allSatisfy(key -> assertThat(key.equals("stig.storage.backend") || properties.contains(key)).as(key).isTrue());
    }

    @Test
    void theBackendRowNamesEveryBackendThisRepositoryShips() throws IOException {
        Matcher row = Pattern.compile("^\\| `stig.storage.backend` \\|([^|]+)\\|", Pattern.MULTILINE).matcher(Files.readString(Path.of("..", "README.md")));
        assertThat(row.find()).as("README.md's row of stig.storage.backend").isTrue();
        // A backend in a module of its own is documented by that module; the row points to the guide for them.
        List<String> shipped = ShippedBackends.all().stream().filter(ShippedBackends::isOfAdapterStorage).map(StorageBackend::name).toList();
        assertThat(shipped).as("the backends of adapter-storage").contains("files", "postgres", "mariadb");
        assertThat(codes(row.group(1))).containsAll(shipped);
    }

    /** Rows like {@code | `stig.auth.breaker.failure-rate`, `.window` | ... | `50`, `20` |}: each name gets its own default. */
    private static Map<String, String> readmeDefaults() throws IOException {
        Map<String, String> defaults = new LinkedHashMap<>();
        Matcher row = ROW.matcher(Files.readString(Path.of("..", "README.md")));
        while (row.find()) {
            List<String> names = codes(row.group(1));
            List<String> values = codes(row.group(2));
            if (!names.getFirst().contains(".")) {
                continue; // a row of another table
            }
            String parent = names.getFirst().substring(0, names.getFirst().lastIndexOf('.'));
            for (int i = 0; i < names.size(); i++) {
                String name = names.get(i).startsWith(".") ? parent + names.get(i) : names.get(i);
                defaults.put(name, values.size() == names.size() ? "`" + values.get(i) + "`" : row.group(2));
            }
        }
        return defaults;
    }

    private static List<String> codes(String cell) {
        return CODE.matcher(cell).results().map(m -> m.group(1)).toList();
    }

    private static Map<String, Object> applicationYmlDefaults() throws IOException {
        try (InputStream yml = SettingsDocumentedTest.class.getResourceAsStream("/application.yml")) {
            Map<String, Object> root = new Yaml().load(yml);
            Map<String, Object> flat = new LinkedHashMap<>();
            flatten("stig", root.get("stig"), flat);
            flatten("datasources", root.get("datasources"), flat);
            return flat;
        }
    }

    @SuppressWarnings("unchecked")
    private static void flatten(String path, Object value, Map<String, Object> into) {
        if (value instanceof Map<?, ?> map) {
            ((Map<String, Object>) map).forEach((key, child) -> flatten(path + "." + key, child, into));
        } else {
            into.put(path, value);
        }
    }
}
