package dev.stigservice.adapter.http.delivery;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.stigservice.domain.model.Sha256;

import java.util.function.Function;

/**
 * Rendered public documents (the listing, the release feed) and their entity tags. Such a document is a pure function
 * of what its key names (the sources it shows, the registered formats, the query), so it is rendered once per
 * publication and query, not once per request.
 *
 * @param <T> what the application answered, rendered to bytes by {@code render}
 */
public final class PublicDocuments<T> {

    /** A body ready to send, with its strong entity tag (unquoted). */
    public record Rendered(EncodedBody body, String entityTag) {
    }

    private static final int DOCUMENTS_KEPT = 256;

    /** The last document rendered: most requests ask for the same one. */
    private record Last(String key, Rendered rendered) {
    }

    private final Function<T, String> key;
    private final Function<T, byte[]> render;
    private final Cache<String, Rendered> rendered = Caffeine.newBuilder().maximumSize(DOCUMENTS_KEPT).build();
    private volatile Last last;

    /**
     * @param key    the same text exactly when the rendered bytes are the same
     * @param render the bytes of the document
     */
    public PublicDocuments(Function<T, String> key, Function<T, byte[]> render) {
        this.key = key;
        this.render = render;
    }

    public Rendered render(T answer) {
        String documentKey = key.apply(answer);
        Last previous = last;
        if (previous != null && previous.key().equals(documentKey)) {
            return previous.rendered();
        }
        Rendered fresh = rendered.get(documentKey, k -> {
            byte[] body = render.apply(answer);
            return new Rendered(EncodedBody.of(body), Sha256.shortHex(body));
        });
        last = new Last(documentKey, fresh);
        return fresh;
    }
}
