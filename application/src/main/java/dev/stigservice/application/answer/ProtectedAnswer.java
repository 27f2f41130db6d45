package dev.stigservice.application.answer;

import dev.stigservice.domain.model.Representation;
import dev.stigservice.domain.model.Revision;
import dev.stigservice.domain.model.Slug;

import java.util.List;
import java.util.Objects;

/**
 * Every way a protected answer (a download, a change report, ...) can end, in the contract's order of checks; the
 * inbound adapter maps each to a response. Messages are made here, once, for every route. A ready answer carries
 * the bytes to send: the adapter writes them and calls nothing else of the core.
 */
public sealed interface ProtectedAnswer {

    /** No token, a malformed one, or one the access-management service refused. */
    record Unauthorized() implements ProtectedAnswer {
    }

    /** The access-management service could not confirm or refuse the token. */
    record AuthorizationUnavailable() implements ProtectedAnswer {
    }

    /** @param supported the format names that would have been accepted, in registration order */
    record UnsupportedFormat(List<String> supported) implements ProtectedAnswer {
        public UnsupportedFormat {
            supported = List.copyOf(supported);
        }
    }

    /** @param message why what was asked for is malformed; it quotes nothing the client sent */
    record BadRequest(String message) implements ProtectedAnswer {
    }

    /** @param message what was not found, for the error message; it quotes only what has a slug's or label's shape */
    record NotFound(String message) implements ProtectedAnswer {

        /** The benchmark itself: its slug is quoted only when it has a slug's shape, so that nothing hostile is sent back. */
        public static NotFound benchmark(String slug) {
            return new NotFound(Slug.parse(slug).map(s -> "STIG '" + s.value() + "' not found").orElse("Not found"));
        }

        /** A revision of a benchmark that exists; the label is quoted only when it has a label's shape. */
        public static NotFound revision(Slug slug, String label) {
            return new NotFound((Revision.isLabel(label) ? "Revision " + label : "That revision")
                    + " of STIG '" + slug.value() + "' not found");
        }

        /** No revision before {@code newer} to compare it with. */
        public static NotFound revisionBefore(Slug slug, Revision newer) {
            return new NotFound("A revision before " + newer.label() + " of STIG '" + slug.value() + "' not found");
        }
    }

    /** @param message what the request conflicts with (an uploaded checklist of another benchmark); it quotes only slugs */
    record Conflict(String message) implements ProtectedAnswer {
    }

    /** @param maxBytes the largest upload taken, which the request's body declared or sent more than */
    record TooLarge(long maxBytes) implements ProtectedAnswer {
    }

    /** Not now, but shortly: the uploads in flight leave no room for this one (it was not read), or the search is not built yet. */
    record Busy(String message) implements ProtectedAnswer {

        public static Busy uploads() {
            return new Busy("Too many uploads in progress, retry later");
        }

        public static Busy searchNotBuilt() {
            return new Busy("The search index is being built, retry shortly");
        }
    }

    /**
     * @param entityTag the strong tag of the representation sent (without quotes)
     * @param mediaType its media type
     * @param fileName  the name it is saved under ({@code rhel-9-stig-v2r8.csv}); null for an answer that is shown, not
     *                  saved (a lookup)
     * @param body      the rendered bytes in the coding chosen for this client: a view of its own, never copied
     */
    record Ready(String entityTag, String mediaType, String fileName, Representation body) implements ProtectedAnswer {
        public Ready {
            Objects.requireNonNull(entityTag, "entityTag");
            Objects.requireNonNull(mediaType, "mediaType");
            Objects.requireNonNull(body, "body");
        }
    }

    /**
     * The answer needs a call to the access-management service or a rendering, and the caller asked not to wait
     * ({@link Conditions#mayWait}): nothing was done that a second ask, where waiting is allowed, would do twice.
     */
    record WouldWait() implements ProtectedAnswer {
    }

    /** @param entityTag the tag of the representation the client holds already: nothing was loaded or rendered for it */
    record NotModified(String entityTag) implements ProtectedAnswer {
        public NotModified {
            Objects.requireNonNull(entityTag, "entityTag");
        }
    }
}
