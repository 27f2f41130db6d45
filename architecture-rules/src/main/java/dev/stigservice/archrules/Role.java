package dev.stigservice.archrules;

/** What part a class plays in a hexagon, as {@link HexagonConventions} assigns it by package. */
public enum Role {
    DOMAIN_MODEL("domain-model", "the domain model"),
    OUT_PORT("out-ports", "an out-port"),
    IN_PORT("in-ports", "an in-port"),
    SERVICE("services", "an application service"),
    SHARED("shared", "a shared package"),
    INBOUND_ADAPTER("inbound-adapters", "an inbound adapter"),
    OUTBOUND_ADAPTER("outbound-adapters", "an outbound adapter"),
    COMPOSITION_ROOT("composition-root", "the composition root"),
    /** Under the base package but claimed by no role: a place the configuration does not know. */
    UNPLACED("", "no role"),
    /** Not under the base package: the JDK or a library. */
    OUTSIDE("", "outside the base package");

    private final String option;
    private final String description;

    Role(String option, String description) {
        this.option = option;
        this.description = description;
    }

    /** How the command line and the configuration file name this role ({@code --in-ports}, {@code in-ports=}). */
    public String option() {
        return option;
    }

    String description() {
        return description;
    }

    boolean isCore() {
        return this == DOMAIN_MODEL || this == OUT_PORT || this == IN_PORT || this == SERVICE;
    }

    boolean isAdapter() {
        return this == INBOUND_ADAPTER || this == OUTBOUND_ADAPTER;
    }
}
