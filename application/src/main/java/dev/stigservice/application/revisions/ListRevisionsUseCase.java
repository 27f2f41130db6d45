package dev.stigservice.application.revisions;

import java.util.Optional;

/** Every stored revision of one benchmark; public. */
public interface ListRevisionsUseCase {

    /** Empty when the slug serves no benchmark. */
    Optional<RevisionListing> list(ListRevisionsQuery query);
}
