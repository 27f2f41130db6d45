package dev.stigservice.archrules;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.PackageMatcher;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Where a class sits in the hexagon: its role, the bounded context it belongs to (null without contexts) and, for an
 * adapter, the adapter's name (the capture group of its identifier, or the identifier itself).
 */
record Place(Role role, String context, String adapter) {

    private static final Place OUTSIDE = new Place(Role.OUTSIDE, null, null);

    static Place of(JavaClass javaClass, HexagonConventions conventions) {
        return of(javaClass, conventions, type -> UseCaseConvention.offers(type, conventions));
    }

    /** @param offered which types of a package that the services and the in-ports both claim are in-ports */
    static Place of(JavaClass javaClass, HexagonConventions conventions, Predicate<JavaClass> offered) {
        JavaClass type = javaClass.getBaseComponentType();
        String packageName = type.getPackageName();
        String base = conventions.basePackage();
        if (!within(packageName, base)) {
            return OUTSIDE;
        }
        Map<Role, List<String>> roles = conventions.roles();
        for (Role role : List.of(Role.COMPOSITION_ROOT, Role.SHARED)) {
            if (firstMatch(roles.get(role), base, base, packageName).isPresent()) {
                return new Place(role, null, null);
            }
        }
        String root = base;
        String context = null;
        if (conventions.contexts().isPresent()) {
            String identifier = conventions.contexts().get();
            Optional<PackageMatcher.Result> match = PackageMatcher.of(absolute(identifier, base, base)).match(packageName);
            if (match.isEmpty()) {
                return new Place(Role.UNPLACED, null, null);
            }
            context = match.get().getGroup(1);
            root = absolute(identifier, base, base).replace("(*)", context).replaceAll("\\.\\.$", "");
        }
        for (Role role : List.of(Role.DOMAIN_MODEL, Role.OUT_PORT, Role.SERVICE, Role.IN_PORT, Role.INBOUND_ADAPTER, Role.OUTBOUND_ADAPTER)) {
            if (role == Role.SERVICE && firstMatch(roles.get(Role.IN_PORT), base, root, packageName).isPresent() && offered.test(type)) {
                continue; // where in-ports and services share a package, the use cases' convention tells them apart
            }
            for (String identifier : roles.get(role)) {
                Optional<PackageMatcher.Result> match = match(identifier, base, root, packageName);
                if (match.isPresent()) {
                    String adapter = !role.isAdapter() ? null
                            : match.get().getNumberOfGroups() > 0 ? match.get().getGroup(1) : identifier.replaceAll("\\.\\.$", "");
                    return new Place(role, context, adapter);
                }
            }
        }
        return new Place(Role.UNPLACED, context, null);
    }

    /**
     * A class that does work: not an interface, record, enum or annotation. In a package the in-ports share, it is a
     * service whatever the convention says; in a package only the services claim, every type is the application's own.
     */
    static boolean isService(JavaClass type) {
        return !type.isInterface() && !type.isRecord() && !type.isEnum() && !type.isAnnotation();
    }

    private static Optional<PackageMatcher.Result> firstMatch(List<String> identifiers, String base, String root, String packageName) {
        return identifiers.stream().map(identifier -> match(identifier, base, root, packageName))
                .flatMap(Optional::stream).findFirst();
    }

    private static Optional<PackageMatcher.Result> match(String identifier, String base, String root, String packageName) {
        if (identifier.equals(".")) {
            return packageName.equals(root) ? PackageMatcher.of(root).match(packageName) : Optional.empty();
        }
        return PackageMatcher.of(absolute(identifier, base, root)).match(packageName);
    }

    /** An identifier that starts with the base package is taken as written; any other is relative to {@code root}. */
    static String absolute(String identifier, String base, String root) {
        return identifier.startsWith(base + ".") || identifier.equals(base) ? identifier : root + "." + identifier;
    }

    /** Whether this place and {@code other} are two different adapters (by name, or by context). */
    boolean isOtherAdapterThan(Place other) {
        return role.isAdapter() && other.role.isAdapter()
                && !(adapter.equals(other.adapter) && Objects.equals(context, other.context));
    }

    String describe() {
        String where = context == null ? "" : " of context '" + context + "'";
        return role.isAdapter() ? role.description() + " '" + adapter + "'" + where : role.description() + where;
    }

    static boolean within(String packageName, String root) {
        return packageName.equals(root) || packageName.startsWith(root + ".");
    }
}
