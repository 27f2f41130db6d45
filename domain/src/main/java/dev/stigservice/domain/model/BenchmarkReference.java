package dev.stigservice.domain.model;

/** The benchmark's {@code reference}: who publishes it ({@code dc:publisher}) and from where ({@code dc:source}). */
public record BenchmarkReference(String href, String publisher, String source) {

    public BenchmarkReference {
        href = Text.blankToNull(href);
        publisher = Text.blankToNull(publisher);
        source = Text.blankToNull(source);
    }
}
