package dev.stigservice.domain.model;

import java.util.List;
import java.util.Objects;

/**
 * A rule's {@code reference}: DISA gives every rule one naming its DPMS target (the product record it belongs to)
 * in Dublin Core fields, kept in the source's order.
 *
 * @param href null when the source gives none
 */
public record Reference(String href, List<DublinCore> fields) {

    public Reference {
        href = Text.blankToNull(href);
        fields = List.copyOf(Objects.requireNonNull(fields, "fields"));
    }
}
