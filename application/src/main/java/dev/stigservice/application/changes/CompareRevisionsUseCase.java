package dev.stigservice.application.changes;

/** What changed between two revisions of one benchmark; protected like a download. */
public interface CompareRevisionsUseCase {

    ComparisonResult compare(CompareRevisionsQuery query);
}
