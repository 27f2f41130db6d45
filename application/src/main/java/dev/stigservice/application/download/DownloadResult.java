package dev.stigservice.application.download;

import dev.stigservice.domain.model.Slug;

import java.util.List;
import java.util.Optional;

/** Every way a download can end; the inbound adapter maps each to a response. */
public sealed interface DownloadResult {

    /** No token, a malformed one, or one the access-management service refused. */
    record Unauthorized() implements DownloadResult {
    }

    /** The access-management service could not confirm or refuse the token. */
    record AuthorizationUnavailable() implements DownloadResult {
    }

    /** @param supported the format names that would have been accepted, in registration order */
    record UnsupportedFormat(List<String> supported) implements DownloadResult {
        public UnsupportedFormat {
            supported = List.copyOf(supported);
        }
    }

    /** @param slug the requested slug when it had a slug's shape; empty when the request was not even a slug */
    record NotFound(Optional<Slug> slug) implements DownloadResult {
    }

    /** @param revision the label asked for, as sent (it may not even have a label's shape) */
    record RevisionNotFound(Slug slug, String revision) implements DownloadResult {
    }

    record Ready(BenchmarkExport export) implements DownloadResult {
    }
}
