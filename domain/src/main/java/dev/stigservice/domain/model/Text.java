package dev.stigservice.domain.model;

import java.util.List;
import java.util.Objects;

/** Small normalisations shared by the model's compact constructors. */
final class Text {

    private Text() {
    }

    static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text;
    }

    static String requireText(String text, String what) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException(what + " is required");
        }
        return text;
    }

    /** The values that are not blank, in order: a blank value in a repeated tag is no value. */
    static List<String> nonBlank(List<String> values, String what) {
        Objects.requireNonNull(values, what);
        return values.stream().filter(value -> value != null && !value.isBlank()).toList();
    }
}
