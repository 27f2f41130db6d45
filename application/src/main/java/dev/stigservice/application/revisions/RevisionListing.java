package dev.stigservice.application.revisions;

import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.model.Slug;

import java.util.List;

/**
 * @param revisions every stored revision, newest first
 * @param served    the one the slug serves (and downloads without {@code revision} give)
 * @param formats   the download formats, for the links
 */
public record RevisionListing(Slug slug, List<BenchmarkSummary> revisions, BenchmarkSummary served, List<Format> formats) {

    public RevisionListing {
        revisions = List.copyOf(revisions);
        formats = List.copyOf(formats);
    }
}
