package dev.stigservice.application.answer;

import dev.stigservice.domain.model.Revision;
import dev.stigservice.domain.model.ScapBenchmark;
import dev.stigservice.domain.model.Slug;

import java.util.List;

/**
 * Why a protected answer is not given, in the contract's order of checks, with a message for the client. A kind that
 * reads the same wherever it is refused fixes its message here (access, the format, an upload too large, a benchmark or
 * a revision not found, uploads or search not ready); a malformed request, a conflict and any other thing not found
 * carry the text the use that refuses writes, as only it knows what was wrong. An adapter may say a refusal of access
 * in its own protocol's words. A message quotes nothing the client sent but what has a slug's or a label's shape.
 */
public sealed interface Refusal extends ProtectedAnswer {

    String message();

    /** No token, a malformed one, or one the access-management service refused. */
    record Unauthorized() implements Refusal {
        @Override
        public String message() {
            return "Missing or invalid access token";
        }
    }

    /** The access-management service could not confirm or refuse the token. */
    record AuthorizationUnavailable() implements Refusal {
        @Override
        public String message() {
            return "Access management service unavailable, retry later";
        }
    }

    /** @param supported the format names that would have been accepted, in registration order */
    record UnsupportedFormat(List<String> supported) implements Refusal {
        public UnsupportedFormat {
            supported = List.copyOf(supported);
        }

        @Override
        public String message() {
            return "Invalid format. Must be one of: " + String.join(", ", supported);
        }
    }

    /** @param message why what was asked for is malformed */
    record BadRequest(String message) implements Refusal {

        /** A {@code nist} that is not the number of a revision: the control lookup and the OSCAL profile say it alike. */
        public static BadRequest nistRevision() {
            return new BadRequest("nist must be the number of a revision of NIST SP 800-53, such as 4 or 5");
        }
    }

    /** @param message what was not found */
    record NotFound(String message) implements Refusal {

        /** The benchmark itself: its slug is quoted only when it has a slug's shape. */
        public static NotFound benchmark(String slug) {
            return benchmark("STIG", slug);
        }

        /** A revision of a benchmark that exists; the label is quoted only when it has a label's shape. */
        public static NotFound revision(Slug slug, String label) {
            return revision("STIG", slug, Revision.isLabel(label) ? label : null);
        }

        /** A SCAP benchmark itself: its slug is quoted only when it has a slug's shape. */
        public static NotFound scapBenchmark(String slug) {
            return benchmark("SCAP benchmark", slug);
        }

        /** A revision of a SCAP benchmark that exists, by its version; quoted only when it has a SCAP version's shape. */
        public static NotFound scapRevision(Slug slug, String version) {
            return revision("SCAP benchmark", slug, ScapBenchmark.isRevision(version) ? version : null);
        }

        private static NotFound benchmark(String kind, String slug) {
            return new NotFound(Slug.parse(slug).map(s -> kind + " '" + s.value() + "' not found").orElse("Not found"));
        }

        /** @param quotable the revision as the request named it, or null when it may not be quoted */
        private static NotFound revision(String kind, Slug slug, String quotable) {
            return new NotFound((quotable != null ? "Revision " + quotable : "That revision") + " of " + kind + " '" + slug.value() + "' not found");
        }

        /** A revision of NIST SP 800-53 the CCI list has no references to; null when the request named none. */
        public static NotFound nistRevision(String listVersion, String revision) {
            return new NotFound("The CCI list " + listVersion + " has no references to NIST SP 800-53"
                    + (revision == null ? "" : " Revision " + revision));
        }

        /** No revision before {@code newer} to compare it with. */
        public static NotFound revisionBefore(Slug slug, Revision newer) {
            return new NotFound("A revision before " + newer.label() + " of STIG '" + slug.value() + "' not found");
        }
    }

    /** @param message what the request conflicts with (an uploaded checklist of another benchmark) */
    record Conflict(String message) implements Refusal {
    }

    /**
     * @param message why what was sent, well-formed, cannot be used: a scan of another benchmark, a scan that names no
     *                stored rule
     */
    record Unusable(String message) implements Refusal {
    }

    /** @param maxBytes the largest upload taken, which the request's body declared or sent more than */
    record TooLarge(long maxBytes) implements Refusal {
        @Override
        public String message() {
            return "The upload is larger than " + maxBytes + " bytes";
        }
    }

    /** Not now, but shortly: the uploads in flight leave no room for this one (it was not read), or the search is not built yet. */
    record Busy(String message) implements Refusal {

        public static Busy uploads() {
            return new Busy("Too many uploads in progress, retry later");
        }

        public static Busy searchNotBuilt() {
            return new Busy("The search index is being built, retry shortly");
        }
    }
}
