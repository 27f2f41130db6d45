package dev.stigservice.domain.model;

/** How to bring a system into line with a rule: the fix text and the id that links {@code fixtext} to {@code fix}. */
public record Fix(String ref, String text) {

    public static final Fix NONE = new Fix(null, null);

    public Fix {
        ref = Text.blankToNull(ref);
        text = Text.blankToNull(text);
    }
}
