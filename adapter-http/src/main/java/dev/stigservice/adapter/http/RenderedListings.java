package dev.stigservice.adapter.http;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.stigservice.application.list.BenchmarkListing;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.ExportFormat;
import dev.stigservice.domain.model.Sha256;
import io.micronaut.json.JsonMapper;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Rendered listing bodies and their entity tags. A listing is a pure function of the listed
 * benchmarks' sources and the registered formats, so its key hashes exactly those: the JSON is
 * built once per catalog state and query, not once per request.
 */
final class RenderedListings {

    /** A body ready to send, with its strong entity tag (unquoted). */
    record Rendered(RenderedBody body, String entityTag) {
    }

    private static final int LISTINGS_KEPT = 256;

    /** The last listing rendered: most requests ask for the same one, and comparing it costs less than hashing. */
    private record Last(BenchmarkListing listing, Rendered rendered) {
    }

    private final JsonMapper json;
    private final Cache<String, Rendered> rendered = Caffeine.newBuilder().maximumSize(LISTINGS_KEPT).build();
    private volatile Last last;

    RenderedListings(JsonMapper json) {
        this.json = json;
    }

    Rendered render(BenchmarkListing listing) {
        Last previous = last;
        if (previous != null && previous.listing().equals(listing)) {
            return previous.rendered();
        }
        Rendered fresh = rendered.get(key(listing), k -> {
            try {
                byte[] body = json.writeValueAsBytes(ListingResponse.from(listing));
                return new Rendered(RenderedBody.of(body), Sha256.shortHex(body));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        last = new Last(listing, fresh);
        return fresh;
    }

    /** Sources and formats, in order: the same key means the same bytes. */
    private static String key(BenchmarkListing listing) {
        StringBuilder key = new StringBuilder();
        for (ExportFormat format : listing.formats()) {
            key.append(format.name()).append(',');
        }
        for (BenchmarkSummary summary : listing.benchmarks()) {
            key.append(summary.source().sha256());
        }
        return Sha256.hex(key.toString().getBytes(StandardCharsets.US_ASCII));
    }
}
