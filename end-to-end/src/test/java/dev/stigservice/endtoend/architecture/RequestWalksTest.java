package dev.stigservice.endtoend.architecture;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaModifier;
import dev.stigservice.archrules.Canaries;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * The walks of docs/architecture.md ({@code ## The path of ...}) and of docs/map.md (each of its sections) name the
 * classes a request, or the start, passes through, in the order the code runs them. Each name must be a class of this
 * codebase, and on the path: reachable through the code's dependencies, an interface leading to its implementations,
 * from where the walk starts. A walk starts at the entry points it names: a route (a controller), a class the
 * framework calls (a bean: a filter, a handler, a bootstrap factory), a command, a main class. The framework calls a
 * few classes no code names (the filters, the body writer): the framework beans of a route's adapter, in any of its
 * packages (the filters are in another package than the routes), are where a path may also start. A name that is no
 * class of this codebase must be one of another project that the code uses ({@code Micronaut}) or a header field.
 */
class RequestWalksTest {

    private static final JavaClasses PRODUCTION = Canaries.importWithoutCanaries(ThisHexagon.BASE_PACKAGE, ThisHexagon.PRODUCTION);
    private static final Path DOCS = Path.of(System.getProperty("stig.docs.dir", "../docs"));
    /** An adapter's own package, the first below {@code adapter}: {@code dev.stigservice.adapter.http}. */
    private static final Pattern ADAPTER = Pattern.compile(Pattern.quote(ThisHexagon.BASE_PACKAGE + ".adapter.") + "[a-z0-9]+");
    /** A code name as a walk writes it: {@code AccessFirstAnswers}, {@code ProtectedAnswers.read(upload, use)}, {@code Formats<Exporter>}. */
    private static final Pattern CODE_NAME = Pattern.compile("`([A-Z][A-Za-z0-9]*)(?:[.<(][^`]*)?`");
    /** Header fields the walks name, written as they are sent: not classes. */
    private static final Set<String> HEADER_FIELDS = Set.of("Host", "Date", "Vary", "ETag", "Connection", "Expect", "Authorization");
    /** The simple names of the classes of other projects that the production code uses. */
    private static final Set<String> USED_FROM_OTHER_PROJECTS = usedFromOtherProjects();

    /** The walks of both documents: the file, and the heading of each section that walks in numbered steps. */
    static Stream<Arguments> walks() throws IOException {
        List<Arguments> walks = new ArrayList<>();
        for (String document : List.of("architecture.md", "map.md")) {
            String text = Files.readString(DOCS.resolve(document));
            Matcher heading = Pattern.compile("(?m)^## (.+)$").matcher(text);
            while (heading.find()) {
                String title = heading.group(1);
                if (document.equals("map.md") || title.startsWith("The path of")) {
                    walks.add(arguments(document, title));
                }
            }
        }
        return walks.stream();
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("walks")
    void everyClassAWalkNamesExistsAndIsOnThePathFromWhereItStarts(String document, String walk) throws IOException {
        Map<String, JavaClass> named = namedClasses(section(document, walk));
        List<JavaClass> starts = named.values().stream().filter(RequestWalksTest::isEntryPoint).toList();
        assertThat(starts).as("%s: '%s' names where it starts (a route, a bean, a command, a main class)", document, walk).isNotEmpty();
        Set<JavaClass> onThePath = reachableFrom(starts);
        assertThat(named.values()).as("%s: '%s': the classes it names, each reachable from %s", document, walk,
                        starts.stream().map(JavaClass::getSimpleName).toList())
                .allSatisfy(javaClass -> assertThat(onThePath).as(javaClass.getName()).contains(javaClass));
    }

    @Test
    void everyWalkOfBothDocumentsIsHeld() throws IOException {
        // Six walks in architecture.md and two in map.md today, none lost; a section that walks through classes in
        // numbered steps under another title would not be found by walks(), so every such section must be one of them.
        List<String> held = walks().map(arguments -> arguments.get()[0] + ": " + arguments.get()[1]).toList();
        assertThat(held).hasSizeGreaterThanOrEqualTo(8);
        for (String document : List.of("architecture.md", "map.md")) {
            String text = Files.readString(DOCS.resolve(document));
            Matcher heading = Pattern.compile("(?m)^## (.+)$").matcher(text);
            while (heading.find()) {
                int end = text.indexOf("\n## ", heading.end());
                String body = text.substring(heading.end(), end < 0 ? text.length() : end);
                if (Pattern.compile("(?m)^\\d+\\. .*`[A-Z]").matcher(body).find()) {
                    assertThat(held).as("a section of %s that walks through classes in numbered steps", document)
                            .contains(document + ": " + heading.group(1));
                }
            }
        }
    }

    @Test
    void aClassOffThePathIsCaught() {
        // The import and the checklist readers are not on a download's path: a walk of a download naming them fails.
        Set<JavaClass> download = reachableFrom(List.of(PRODUCTION.get("dev.stigservice.adapter.http.download.DownloadController")));
        assertThat(download).contains(PRODUCTION.get("dev.stigservice.application.protection.AccessFirstAnswers"),
                PRODUCTION.get("dev.stigservice.adapter.http.delivery.EncodedBodies"));
        assertThat(download).doesNotContain(PRODUCTION.get("dev.stigservice.adapter.checklist.CklReader"),
                PRODUCTION.get("dev.stigservice.application.imports.ImportBenchmarksService"));
    }

    @Test
    void aNameOfNoClassIsCaught() {
        assertThatThrownBy(() -> namedClasses("1. `DownloadController` hands it to `NoSuchDelivery`."))
                .hasMessageContaining("NoSuchDelivery");
        assertThat(namedClasses("1. `Micronaut.build(args)` starts it; `Host` is checked.")).isEmpty();
    }

    /** The numbered steps of the section headed {@code ## title}, to the next heading (not the prose before them). */
    private static String section(String document, String title) throws IOException {
        String text = Files.readString(DOCS.resolve(document));
        int start = text.indexOf("## " + title + "\n");
        assertThat(start).as("docs/%s has a section '%s'", document, title).isNotNegative();
        int end = text.indexOf("\n## ", start + 3);
        String section = text.substring(start, end < 0 ? text.length() : end);
        Matcher firstStep = Pattern.compile("(?m)^\\d+\\. ").matcher(section);
        assertThat(firstStep.find()).as("'%s' walks in numbered steps", title).isTrue();
        return section.substring(firstStep.start());
    }

    /**
     * Each class name in backticks, resolved to the one production class of that simple name; a name of no production
     * class is let through only as another project's class the code uses, or a header field; any other fails.
     */
    private static Map<String, JavaClass> namedClasses(String walk) {
        Map<String, JavaClass> named = new LinkedHashMap<>();
        Matcher matcher = CODE_NAME.matcher(walk);
        while (matcher.find()) {
            String name = matcher.group(1);
            List<JavaClass> found = PRODUCTION.stream().filter(javaClass -> javaClass.getSimpleName().equals(name)
                    && javaClass.getEnclosingClass().isEmpty()).toList();
            if (found.isEmpty() && (USED_FROM_OTHER_PROJECTS.contains(name) || HEADER_FIELDS.contains(name))) {
                continue;
            }
            assertThat(found).as("`%s`, named in the walk, is one class of this codebase", name).hasSize(1);
            named.putIfAbsent(name, found.getFirst());
        }
        return named;
    }

    private static Set<String> usedFromOtherProjects() {
        Set<String> used = new HashSet<>();
        PRODUCTION.forEach(javaClass -> javaClass.getDirectDependenciesFromSelf().forEach(dependency -> {
            JavaClass target = dependency.getTargetClass().getBaseComponentType();
            if (!target.getPackageName().startsWith(ThisHexagon.BASE_PACKAGE)) {
                used.add(target.getSimpleName());
            }
        }));
        return used;
    }

    private static boolean isController(JavaClass javaClass) {
        return javaClass.isAnnotatedWith("io.micronaut.http.annotation.Controller");
    }

    /** Where the framework or the JVM enters the code: a bean (a route, a filter, a factory), a command, a main class. */
    private static boolean isEntryPoint(JavaClass javaClass) {
        return isFrameworkBean(javaClass) || javaClass.getPackageName().startsWith(ThisHexagon.BASE_PACKAGE + ".adapter.cli")
                || javaClass.getMethods().stream().anyMatch(method -> method.getName().equals("main")
                && method.getModifiers().contains(JavaModifier.STATIC));
    }

    /**
     * The starts, the framework's beans of each route's adapter that are no controller (filters, writers, handlers),
     * and everything their code reaches: each dependency's target, an interface's implementations, a class's nested ones.
     */
    private static Set<JavaClass> reachableFrom(List<JavaClass> starts) {
        Deque<JavaClass> next = new ArrayDeque<>(starts);
        starts.stream().filter(RequestWalksTest::isController).map(RequestWalksTest::adapterOf).distinct().forEach(adapter ->
                PRODUCTION.stream().filter(javaClass -> adapterOf(javaClass).equals(adapter))
                        .filter(javaClass -> !isController(javaClass) && isFrameworkBean(javaClass)).forEach(next::add));
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
