package dev.stigservice.application.releases;

import dev.stigservice.domain.model.Format;

import java.time.LocalDate;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One page of the release feed.
 *
 * @param releases newest first ({@link ReleaseKey#NEWEST_FIRST})
 * @param next     where the next page starts; null on the last page
 * @param query    what was asked, for the links to the next page
 * @param formats  the download formats, for the links
 */
public record ReleasePage(List<Release> releases, ReleaseKey next, ListReleasesQuery query, List<Format> formats) {

    public ReleasePage {
        releases = List.copyOf(releases);
        Objects.requireNonNull(query, "query");
        formats = List.copyOf(formats);
    }

    /** The newest date among the page's releases ({@link Release#date()}): when its content last changed, as far as it tells. */
    public Optional<LocalDate> newestDate() {
        return releases.stream().map(Release::date).filter(Objects::nonNull).max(LocalDate::compareTo);
    }
}
