package dev.stigservice.archrules;

import com.tngtech.archunit.core.domain.JavaClass;

/** Where a class sits in the hexagon, by its package alone. */
record Place(Ring ring, String adapter) {

    enum Ring {
        DOMAIN_MODEL, PORTS, APPLICATION, ADAPTER, LIBRARY, COMPOSITION_ROOT,
        /** Under the base package but in no ring: a place the conventions do not know. */
        UNPLACED,
        /** Not under the base package: the JDK or a library. */
        OUTSIDE;

        boolean isCore() {
            return this == DOMAIN_MODEL || this == PORTS || this == APPLICATION;
        }
    }

    static Place of(JavaClass javaClass, HexagonConventions conventions) {
        return of(javaClass.getPackageName(), conventions);
    }

    static Place of(String packageName, HexagonConventions c) {
        if (within(packageName, c.full(c.domainModel()))) {
            return new Place(Ring.DOMAIN_MODEL, null);
        }
        if (within(packageName, c.full(c.ports()))) {
            return new Place(Ring.PORTS, null);
        }
        if (within(packageName, c.full(c.application()))) {
            return new Place(Ring.APPLICATION, null);
        }
        String adapters = c.full(c.adapters()) + ".";
        if (packageName.startsWith(adapters)) {
            String rest = packageName.substring(adapters.length());
            return new Place(Ring.ADAPTER, rest.contains(".") ? rest.substring(0, rest.indexOf('.')) : rest);
        }
        if (c.libraries().stream().anyMatch(library -> within(packageName, c.full(library)))) {
            return new Place(Ring.LIBRARY, null);
        }
        if (within(packageName, c.full(c.compositionRoot()))) {
            return new Place(Ring.COMPOSITION_ROOT, null);
        }
        return within(packageName, c.basePackage()) ? new Place(Ring.UNPLACED, null) : new Place(Ring.OUTSIDE, null);
    }

    boolean isInboundAdapter(HexagonConventions conventions) {
        return ring == Ring.ADAPTER && conventions.inboundAdapters().contains(adapter);
    }

    boolean isOutboundAdapter(HexagonConventions conventions) {
        return ring == Ring.ADAPTER && !conventions.inboundAdapters().contains(adapter);
    }

    /**
     * Whether the rings allow a dependency from here to {@code target}: inward only. The composition root may use
     * everything and nothing may use it; adapters may use each other as far as the rings go (that is the
     * isolation rule's business); a library may use the domain model and other libraries.
     */
    boolean mayDependOn(Place target) {
        if (target.ring == Ring.OUTSIDE || ring == Ring.COMPOSITION_ROOT) {
            return true;
        }
        return switch (ring) {
            case DOMAIN_MODEL -> target.ring == Ring.DOMAIN_MODEL;
            case PORTS -> target.ring == Ring.DOMAIN_MODEL || target.ring == Ring.PORTS;
            case APPLICATION -> target.ring.isCore();
            case LIBRARY -> target.ring == Ring.DOMAIN_MODEL || target.ring == Ring.LIBRARY;
            case ADAPTER -> target.ring != Ring.COMPOSITION_ROOT && target.ring != Ring.UNPLACED;
            default -> true;
        };
    }

    String describe() {
        return switch (ring) {
            case DOMAIN_MODEL -> "the domain model";
            case PORTS -> "the domain's ports";
            case APPLICATION -> "the application";
            case ADAPTER -> "adapter '" + adapter + "'";
            case LIBRARY -> "a shared library";
            case COMPOSITION_ROOT -> "the composition root";
            case UNPLACED -> "no ring";
            case OUTSIDE -> "outside the base package";
        };
    }

    private static boolean within(String packageName, String root) {
        return packageName.equals(root) || packageName.startsWith(root + ".");
    }
}
