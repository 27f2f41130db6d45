package dev.stigservice.endtoend.settings;

import dev.stigservice.settings.AnyValue;
import dev.stigservice.settings.BadSetting;
import dev.stigservice.settings.Folder;
import dev.stigservice.settings.MinDuration;

import dev.stigservice.endtoend.support.JarProcess;

import dev.stigservice.endtoend.settings.SettingsRecords.Setting;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.lang.reflect.AnnotatedParameterizedType;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * Every setting of the settings records (stig.* and the database connection), given a value it must refuse: the jar stops with
 * exit 2 and one line that names the setting and the value (never a token's), no stack trace, and never listens.
 * The invalid values come from each setting's type and constraints, so a new setting is covered without a new row;
 * a setting with nothing here to break fails the test until it gets a constraint, or says {@link AnyValue}.
 */
class EverySettingRefusedIT {

    /** A value of no type a setting has, other than text; Micronaut cannot convert it. */
    private static final String UNCONVERTIBLE = "not-a-value";

    /** One invalid value of one setting; {@code secret} when the line must not quote it. */
    record Refusal(Setting setting, String value, boolean secret) {
    }

    @TestFactory
    Stream<DynamicTest> everySettingRefusesItsInvalidValuesWithOneLine(@TempDir Path dir) throws Exception {
        Path aFile = Files.writeString(dir.resolve("a-file-not-a-folder.xml"), "x");
        return SettingsRecords.all().stream()
                .flatMap(setting -> refusals(setting, aFile).stream())
                .map(refusal -> DynamicTest.dynamicTest(refusal.setting() + "=" + refusal.value(), () -> assertRefused(refusal)));
    }

    static List<Refusal> refusals(Setting setting, Path aFile) {
        Method accessor = setting.component().getAccessor();
        Class<?> type = accessor.getReturnType();
        List<Refusal> refusals = new ArrayList<>();
        if (accessor.getAnnotation(Min.class) instanceof Min min) {
            refusals.add(new Refusal(setting, String.valueOf(min.value() - 1), false));
        }
        if (accessor.getAnnotation(Max.class) instanceof Max max) {
            refusals.add(new Refusal(setting, String.valueOf(max.value() + 1), false));
        }
        if (accessor.getAnnotation(MinDuration.class) instanceof MinDuration least) {
            refusals.add(new Refusal(setting, least.millis() > 0 ? "0s" : "-5s", false));
        }
        if (accessor.getAnnotation(Pattern.class) != null) {
            refusals.add(new Refusal(setting, "not a value", false));
        }
        if (accessor.getAnnotation(Folder.class) != null) {
            refusals.add(new Refusal(setting, aFile.toString(), false));
        }
        if (accessor.getAnnotatedReturnType() instanceof AnnotatedParameterizedType list
                && list.getAnnotatedActualTypeArguments()[0].getAnnotation(Pattern.class) != null) {
            refusals.add(new Refusal(setting, "not-a-token!", true));
        }
        if (type != String.class && type != List.class) {
            refusals.add(new Refusal(setting, UNCONVERTIBLE, false));
        }
        if (refusals.isEmpty() && accessor.getAnnotation(AnyValue.class) == null) {
            fail(setting + " has no constraint that this test can break: give it one on its settings record, "
                    + "or say @AnyValue where every value is accepted");
        }
        return refusals;
    }

    private static void assertRefused(Refusal refusal) throws Exception {
        String option = "-D" + refusal.setting().name() + "=" + refusal.value();
        JarProcess process = JarProcess.command(List.of(option, "-Dmicronaut.server.host=127.0.0.1", "-Dmicronaut.server.port=-1"));
        assertThat(process.exitCode()).as(option + "\n" + String.join("\n", process.output())).isEqualTo(BadSetting.EXIT_CODE);
        List<String> lines = process.output();
        String prefix = "stig-service did not start: " + refusal.setting().name() + ": ";
        assertThat(lines).as(option + ": one line naming the setting").filteredOn(line -> line.contains(prefix)).singleElement()
                .satisfies(line -> {
                    if (refusal.secret()) {
                        assertThat(line).doesNotContain(refusal.value());
                    } else {
                        assertThat(line.substring(line.indexOf(prefix))).containsIgnoringCase(refusal.value());
                    }
                });
        assertThat(lines).as(option + ": no stack trace").noneSatisfy(line -> assertThat(line).startsWith("\tat "));
        assertThat(lines).as(option + ": never listened").noneSatisfy(line -> assertThat(line).contains("Server Running"));
    }
}
