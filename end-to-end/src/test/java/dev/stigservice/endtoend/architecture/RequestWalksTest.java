package dev.stigservice.endtoend.architecture;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import dev.stigservice.archrules.Canaries;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The walks of docs/architecture.md name the classes a request passes through, in the order the code runs them. Each
 * name must be a class of this codebase, and on the path: reachable from the walk's route (the first class it names)
 * through the code's dependencies, an interface leading to its implementations. The framework calls a few classes no
 * code names (the filters, the body writer): the framework beans of the route's adapter, in any of its packages (the
 * filters are in another package than the routes), are where a path may also start.
 */
class RequestWalksTest {

    private static final JavaClasses PRODUCTION = Canaries.importWithoutCanaries(ThisHexagon.BASE_PACKAGE, ThisHexagon.PRODUCTION);
    private static final Path ARCHITECTURE = Path.of(System.getProperty("stig.docs.dir", "../docs"), "architecture.md");
    /** An adapter's own package, the first below {@code adapter}: {@code dev.stigservice.adapter.http}. */
    private static final Pattern ADAPTER = Pattern.compile(Pattern.quote(ThisHexagon.BASE_PACKAGE + ".adapter.") + "[a-z0-9]+");
    /** A code name as a walk writes it: {@code AccessFirstAnswers}, {@code ProtectedAnswers.read(upload, use)}, {@code Formats<Exporter>}. */
    private static final Pattern CODE_NAME = Pattern.compile("`([A-Z][A-Za-z0-9]*)(?:[.<(][^`]*)?`");

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"The path of a download", "The path of a lookup", "The path of a checklist upgrade"})
    void everyClassAWalkNamesExistsAndIsOnThePathFromItsRoute(String walk) throws IOException {
        Map<String, JavaClass> named = namedClasses(section(walk));
        JavaClass route = named.values().stream().filter(RequestWalksTest::isController).findFirst().orElseThrow(() ->
                new AssertionError(walk + " names no controller to start from"));
        Set<JavaClass> onThePath = reachableFrom(route);
        assertThat(named.values()).as("%s: the classes it names, each reachable from %s", walk, route.getSimpleName())
                .allSatisfy(javaClass -> assertThat(onThePath).as(javaClass.getName()).contains(javaClass));
    }

    @Test
    void aClassOffThePathIsCaught() {
        // The import and the checklist readers are not on a download's path: a walk of a download naming them fails.
        Set<JavaClass> download = reachableFrom(PRODUCTION.get("dev.stigservice.adapter.http.download.DownloadController"));
        assertThat(download).contains(PRODUCTION.get("dev.stigservice.application.protection.AccessFirstAnswers"),
                PRODUCTION.get("dev.stigservice.adapter.http.delivery.EncodedBodies"));
        assertThat(download).doesNotContain(PRODUCTION.get("dev.stigservice.adapter.checklist.CklReader"),
                PRODUCTION.get("dev.stigservice.application.imports.ImportBenchmarksService"));
    }

    /** The numbered steps of the walk headed {@code ## title}, to the next heading (not the prose before them). */
    private static String section(String title) throws IOException {
        String text = Files.readString(ARCHITECTURE);
        int start = text.indexOf("## " + title + "\n");
        assertThat(start).as("docs/architecture.md has a section '%s'", title).isNotNegative();
        int end = text.indexOf("\n## ", start + 3);
        String section = text.substring(start, end < 0 ? text.length() : end);
        Matcher firstStep = Pattern.compile("(?m)^\\d+\\. ").matcher(section);
        assertThat(firstStep.find()).as("'%s' walks in numbered steps", title).isTrue();
        return section.substring(firstStep.start());
    }

    /** Each class name in backticks, resolved to the one production class of that simple name; any other fails. */
    private static Map<String, JavaClass> namedClasses(String walk) {
        Map<String, JavaClass> named = new LinkedHashMap<>();
        Matcher matcher = CODE_NAME.matcher(walk);
        while (matcher.find()) {
            String name = matcher.group(1);
            List<JavaClass> found = PRODUCTION.stream().filter(javaClass -> javaClass.getSimpleName().equals(name)
                    && javaClass.getEnclosingClass().isEmpty()).toList();
            assertThat(found).as("`%s`, named in the walk, is one class of this codebase", name).hasSize(1);
            named.putIfAbsent(name, found.getFirst());
        }
        return named;
    }

    private static boolean isController(JavaClass javaClass) {
        return javaClass.isAnnotatedWith("io.micronaut.http.annotation.Controller");
    }

    /**
     * The route, and the framework's beans of its adapter that are no controller (filters, writers, handlers), and
     * everything their code reaches: each dependency's target, an interface's implementations, a class's nested ones.
     */
    private static Set<JavaClass> reachableFrom(JavaClass route) {
        Deque<JavaClass> next = new ArrayDeque<>();
        next.add(route);
        String adapter = adapterOf(route);
        PRODUCTION.stream().filter(javaClass -> adapterOf(javaClass).equals(adapter))
                .filter(javaClass -> !isController(javaClass) && isFrameworkBean(javaClass)).forEach(next::add);
        Set<JavaClass> reached = new HashSet<>();
        while (!next.isEmpty()) {
            JavaClass javaClass = next.poll();
            if (!reached.add(javaClass)) {
                continue;
            }
            for (Dependency dependency : javaClass.getDirectDependenciesFromSelf()) {
                inBase(dependency.getTargetClass().getBaseComponentType()).ifPresent(next::add);
            }
            javaClass.getSubclasses().stream().filter(sub -> !isGenerated(sub)).forEach(next::add);
            PRODUCTION.stream().filter(nested -> !isGenerated(nested) && nested.getEnclosingClass().map(javaClass::equals).orElse(false)).forEach(next::add);
            javaClass.getEnclosingClass().ifPresent(next::add);
        }
        return reached;
    }

    /** The package of the adapter a class is in ({@code dev.stigservice.adapter.http}), or its own package outside adapters. */
    private static String adapterOf(JavaClass javaClass) {
        Matcher adapter = ADAPTER.matcher(javaClass.getPackageName());
        return adapter.lookingAt() ? adapter.group() : javaClass.getPackageName();
    }

    /** Annotated for Micronaut or Jakarta injection; not a class Micronaut generated ({@code $...$Definition}), which knows every bean. */
    private static boolean isFrameworkBean(JavaClass javaClass) {
        return !isGenerated(javaClass) && javaClass.getAnnotations().stream().anyMatch(annotation -> {
            String type = annotation.getRawType().getPackageName();
            return type.startsWith("io.micronaut") || type.startsWith("jakarta.inject");
        });
    }

    private static boolean isGenerated(JavaClass javaClass) {
        return javaClass.getSimpleName().startsWith("$") || javaClass.getName().contains(".$");
    }

    private static Optional<JavaClass> inBase(JavaClass target) {
        return target.getPackageName().startsWith(ThisHexagon.BASE_PACKAGE) && !isGenerated(target) && PRODUCTION.contain(target.getName())
                ? Optional.of(PRODUCTION.get(target.getName())) : Optional.empty();
    }
}
