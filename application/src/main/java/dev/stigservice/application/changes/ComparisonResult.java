package dev.stigservice.application.changes;

import java.util.List;

/** Every way a comparison can end; the inbound adapter maps each to a response. */
public sealed interface ComparisonResult {

    record Unauthorized() implements ComparisonResult {
    }

    record AuthorizationUnavailable() implements ComparisonResult {
    }

    /** @param supported the format names that would have been accepted */
    record UnsupportedFormat(List<String> supported) implements ComparisonResult {
        public UnsupportedFormat {
            supported = List.copyOf(supported);
        }
    }

    /** @param what the slug or revision that was not found, in words for the error message */
    record NotFound(String what) implements ComparisonResult {
    }

    record Ready(ChangeReport report) implements ComparisonResult {
    }
}
