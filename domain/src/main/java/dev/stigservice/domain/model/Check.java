package dev.stigservice.domain.model;

/**
 * How an assessor checks a rule: the manual procedure text and the reference DISA attaches to it.
 * Every part may be missing.
 */
public record Check(String system, CheckContentRef contentRef, String content) {

    public static final Check NONE = new Check(null, null, null);

    public Check {
        system = Text.blankToNull(system);
        content = Text.blankToNull(content);
    }

    /** The {@code check-content-ref} element: {@code href} and {@code name}, e.g. {@code M} for manual. */
    public record CheckContentRef(String href, String name) {
        public CheckContentRef {
            href = Text.blankToNull(href);
            name = Text.blankToNull(name);
        }
    }
}
