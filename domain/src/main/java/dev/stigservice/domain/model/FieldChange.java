package dev.stigservice.domain.model;

/**
 * One field that differs between two revisions of a rule or a benchmark, with its value before and after; lists
 * (CCIs, legacy ids, selected groups) are shown one value per line. A value that is absent is null.
 */
public record FieldChange(String field, String before, String after) {

    public FieldChange {
        Text.requireText(field, "field");
    }
}
