package dev.stigservice.domain.model;

/**
 * What {@link CatalogSelection} chooses among: a stored revision of one kind of benchmark (a manual benchmark's
 * summary, a SCAP benchmark), known by its slug, id, status, revision and source.
 */
public interface Selectable {

    Slug slug();

    String benchmarkId();

    BenchmarkStatus status();

    Revision revision();

    SourceFile source();
}
