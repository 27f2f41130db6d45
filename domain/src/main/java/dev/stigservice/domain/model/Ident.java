package dev.stigservice.domain.model;

import java.util.Set;

/**
 * One identifier DISA attaches to a rule ({@code <ident system="...">}): a CCI, a legacy V-/SV- id, or one of
 * another system. A rule keeps its idents in the source's order: tools that compare a download with DISA's file
 * (SAF's InSpec stub generator) read them in that order.
 *
 * @param system the identifier system as the source names it; null when it names none
 */
public record Ident(String system, String value) {

    public static final String CCI_SYSTEM = "http://cyber.mil/cci";
    /** Older files name the CCI system by DISA's former domain. */
    public static final Set<String> CCI_SYSTEMS = Set.of(CCI_SYSTEM, "http://iase.disa.mil/cci");
    public static final String LEGACY_SYSTEM = "http://cyber.mil/legacy";

    public Ident {
        system = Text.blankToNull(system);
        Text.requireText(value, "ident value");
    }

    /** A Control Correlation Identifier. */
    public boolean isCci() {
        return system != null && CCI_SYSTEMS.contains(system);
    }

    /** One of the older V-/SV- ids. */
    public boolean isLegacy() {
        return LEGACY_SYSTEM.equals(system);
    }
}
