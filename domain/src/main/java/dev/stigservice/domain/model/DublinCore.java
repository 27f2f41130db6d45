package dev.stigservice.domain.model;

/**
 * One Dublin Core field of a reference, e.g. {@code dc:title} "DPMS Target Red Hat Enterprise Linux 9".
 *
 * @param element the element's local name ({@code title}, {@code publisher}, {@code type}, {@code subject}, {@code identifier}...)
 * @param value   its text; empty stays empty
 */
public record DublinCore(String element, String value) {

    public DublinCore {
        Text.requireText(element, "Dublin Core element");
        value = value == null ? "" : value;
    }
}
