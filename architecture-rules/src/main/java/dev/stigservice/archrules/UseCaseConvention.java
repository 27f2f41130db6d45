package dev.stigservice.archrules;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.domain.JavaPackage;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.stream.Stream;

/**
 * Which types of a package that both the in-ports and the services claim are in-ports, by the convention the guide
 * teaches, so that a new use case needs no edit of the configuration. A use case is an interface named with the
 * use-case suffix ({@code *UseCase}, or the naming's own); the interfaces, records and enums beside it (its commands,
 * queries and results) are in-ports. So are the records, enums and closed result sets that the in-ports' public
 * signatures name, however deep, in packages that hold no use case: results several use cases share, which the
 * adapters receive. Every other type of such a package is a service: a concrete class, or an interface the services
 * depend on, which no adapter may reach.
 */
final class UseCaseConvention {

    /** Per import (its root package, compared by identity) and conventions, the names of the types exposed. */
    private static final Map<JavaPackage, Map<HexagonConventions, Set<String>>> EXPOSED = new WeakHashMap<>();

    private UseCaseConvention() {
    }

    /** Whether {@code type}, of a package the in-ports and the services share, is an in-port. */
    static boolean offers(JavaClass type, HexagonConventions conventions) {
        return !Place.isService(type) && (besideAUseCase(type, conventions) || exposed(type, conventions).contains(type.getName()));
    }

    private static boolean besideAUseCase(JavaClass type, HexagonConventions conventions) {
        String suffix = conventions.naming().orElse(HexagonConventions.Naming.DEFAULT).useCaseSuffix();
        return type.getPackage().getClasses().stream().anyMatch(other -> other.isInterface() && other.getSimpleName().endsWith(suffix));
    }

    private static Set<String> exposed(JavaClass type, HexagonConventions conventions) {
        JavaPackage root = type.getPackage();
        while (root.getParent().isPresent()) {
            root = root.getParent().get();
        }
        synchronized (EXPOSED) {
            Map<HexagonConventions, Set<String>> byConventions = EXPOSED.computeIfAbsent(root, any -> new HashMap<>());
            Set<String> exposed = byConventions.get(conventions);
            if (exposed == null) {
                exposed = exposedIn(root, conventions);
                byConventions.put(conventions, exposed);
            }
            return exposed;
        }
    }

    /** From the in-ports beside a use case, what their public signatures name, and so on. */
    private static Set<String> exposedIn(JavaPackage root, HexagonConventions conventions) {
        ArrayDeque<JavaClass> next = new ArrayDeque<>();
        root.getClassesInPackageTree().stream()
                .filter(type -> shared(type, conventions) && !Place.isService(type) && besideAUseCase(type, conventions))
                .forEach(next::add);
        Set<String> exposed = new HashSet<>();
        while (!next.isEmpty()) {
            for (JavaClass named : (Iterable<JavaClass>) signature(next.poll())::iterator) {
                JavaClass type = named.getBaseComponentType();
                if (isData(type) && shared(type, conventions) && !besideAUseCase(type, conventions) && exposed.add(type.getName())) {
                    next.add(type);
                }
            }
        }
        return exposed;
    }

    /** Claimed by the services and the in-ports alike, so that this convention decides. */
    private static boolean shared(JavaClass type, HexagonConventions conventions) {
        return Place.of(type, conventions, any -> false).role() == Role.SERVICE
                && Place.of(type, conventions, any -> true).role() == Role.IN_PORT;
    }

    /** The types a caller sees: of its public members, and the cases of a closed result set. */
    private static Stream<JavaClass> signature(JavaClass type) {
        Stream<JavaClass> members = Stream.concat(type.getCodeUnits().stream().filter(UseCaseConvention::isPublic)
                .flatMap(unit -> Stream.concat(unit.getReturnType().getAllInvolvedRawTypes().stream(),
                        unit.getParameterTypes().stream().flatMap(parameter -> parameter.getAllInvolvedRawTypes().stream()))),
                type.getFields().stream().filter(field -> field.getModifiers().contains(JavaModifier.PUBLIC))
                        .map(JavaField::getRawType));
        return Stream.concat(members, type.isInterface() ? type.getSubclasses().stream() : Stream.empty());
    }

    private static boolean isPublic(JavaCodeUnit unit) {
        return unit.getModifiers().contains(JavaModifier.PUBLIC);
    }

    /** A record, an enum, or a closed set of results ({@link HexagonRules#isResultSet}). */
    private static boolean isData(JavaClass type) {
        return type.isRecord() || type.isEnum() || type.isInterface() && HexagonRules.isResultSet(type);
    }
}
