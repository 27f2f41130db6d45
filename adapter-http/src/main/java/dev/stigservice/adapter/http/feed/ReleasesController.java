package dev.stigservice.adapter.http.feed;

import dev.stigservice.adapter.http.ApiError;
import dev.stigservice.adapter.http.ApiPaths;
import dev.stigservice.adapter.http.DeliveredResponse;
import dev.stigservice.adapter.http.ErrorResponses;
import dev.stigservice.adapter.http.JsonBodies;
import dev.stigservice.adapter.http.QueryParameters;
import dev.stigservice.adapter.http.delivery.PublicDocuments;
import dev.stigservice.adapter.http.delivery.ConditionalResponses;
import dev.stigservice.application.releases.ListReleasesQuery;
import dev.stigservice.application.releases.ListReleasesUseCase;
import dev.stigservice.application.releases.ReleasePage;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Head;
import io.micronaut.json.JsonMapper;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;


/**
 * The release feed, as JSON and as Atom (docs/guides/release-feed.md). Public like the listing, and like it rendered
 * once per publication and query. On the blocking executor: the first request after a new catalog may load and
 * compare the models of revisions it has not counted yet.
 */
@Controller(ApiPaths.API_V1)
@ExecuteOn(TaskExecutors.BLOCKING)
final class ReleasesController {

    private final ListReleasesUseCase listReleases;
    private final PublicDocuments<ReleasePage> json;
    private final PublicDocuments<ReleasePage> atom;

    ReleasesController(ListReleasesUseCase listReleases, JsonMapper mapper) {
        this.listReleases = listReleases;
        this.json = new PublicDocuments<>(ReleasesController::key, page -> JsonBodies.write(mapper, ReleasesResponse.from(page)));
        this.atom = new PublicDocuments<>(ReleasesController::key, AtomFeed::write);
    }

    @Get(uri = ApiPaths.RELEASES_ROUTE, produces = MediaType.APPLICATION_JSON)
    @Head(uri = ApiPaths.RELEASES_ROUTE)
    @Operation(operationId = "listReleases", summary = "Every stored revision as a release feed (public)",
            description = "Newest first by benchmark date, then version, release and slug; each with the revision it follows and "
                    + "the change counts against it. A page holds `limit` entries; `nextCursor` continues after the last one.")
    @ReleasesQuery
    @DeliveredResponse(description = "One page of releases", shared = true,
            headers = "Last-Modified=FeedLastModified",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ReleasesResponse.class)))
    HttpResponse<?> releases(HttpRequest<?> request) {
        return answer(request, json, MediaType.APPLICATION_JSON);
    }

    @Get(uri = ApiPaths.RELEASES_ATOM_ROUTE, produces = AtomFeed.MEDIA_TYPE)
    @Head(uri = ApiPaths.RELEASES_ATOM_ROUTE)
    @Operation(operationId = "releaseFeed", summary = "The release feed as Atom 1.0 (public)",
            description = "The same entries as /api/v1/releases in an Atom feed (RFC 4287), paged with a next link (RFC 5005). "
                    + "Each entry's id is the same for the same revision on every instance; its link is the change report.")
    @ReleasesQuery
    @DeliveredResponse(description = "One page of releases as an Atom feed", shared = true,
            headers = "Last-Modified=FeedLastModified",
            content = @Content(mediaType = AtomFeed.MEDIA_TYPE, schema = @Schema(ref = "#/components/schemas/Text")))
    HttpResponse<?> atom(HttpRequest<?> request) {
        return answer(request, atom, AtomFeed.MEDIA_TYPE);
    }

    private HttpResponse<?> answer(HttpRequest<?> request, PublicDocuments<ReleasePage> documents, String mediaType) {
        ListReleasesQuery query;
        try {
            query = ListReleasesQuery.parse(QueryParameters.joined(request, "since"), QueryParameters.joined(request, "limit"),
                    QueryParameters.joined(request, "cursor"), QueryParameters.joined(request, "benchmark"),
                    QueryParameters.joined(request, "severity"));
        } catch (IllegalArgumentException malformed) {
            return ErrorResponses.of(request, ApiError.BAD_REQUEST, malformed.getMessage());
        }
        ReleasePage page = listReleases.list(query);
        PublicDocuments.Rendered rendered = documents.render(page);
        return ConditionalResponses.publicDocument(request, rendered.entityTag(), rendered.body(), mediaType, AtomFeed.updated(page));
    }

    /** The query and, per entry, the revision and the one it follows (which decide its counts): the same key, the same bytes. */
    private static String key(ReleasePage page) {
        StringBuilder key = new StringBuilder(ReleaseLinks.self("", page)).append(' ');
        page.formats().forEach(format -> key.append(format.name()).append(','));
        page.releases().forEach(release -> key.append(release.revision().key().sha256())
                .append(release.follows() == null ? "-" : release.follows().key().sha256()));
        return key.append(page.next() == null ? "" : page.next().cursor()).toString();
    }
}
