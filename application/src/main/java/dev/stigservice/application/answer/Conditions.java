package dev.stigservice.application.answer;

import dev.stigservice.domain.model.ContentCoding;
import dev.stigservice.domain.model.RenderedBody;

import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * What a client says it holds and prefers: the entity tags it holds ({@code If-None-Match}, unquoted, {@code *} for
 * any; none for a request whose answer is always sent, such as a POST) and the content coding it prefers. The choice
 * between sending a representation and answering "not modified" is made here, once, for every answer.
 *
 * @param heldTags  strong entity tags without quotes, weak ones compared as strong (RFC 9110 13.1.2)
 * @param preferred the coding sent when the body is kept in it
 * @param mayWait   whether the answer may wait for the access-management service or a rendering; false for a caller
 *                  that must not block (an event loop), which gets {@link ProtectedAnswer.WouldWait} instead
 */
public record Conditions(List<String> heldTags, ContentCoding preferred, boolean mayWait) {

    /** A client that holds nothing and takes the identity bytes, from a caller that may wait. */
    public static final Conditions NONE = new Conditions(List.of(), ContentCoding.IDENTITY, true);

    public Conditions {
        heldTags = List.copyOf(heldTags);
        Objects.requireNonNull(preferred, "preferred");
    }

    /** From a caller that may wait. */
    public Conditions(List<String> heldTags, ContentCoding preferred) {
        this(heldTags, preferred, true);
    }

    /** The same conditions from a caller that may wait. */
    public Conditions waiting() {
        return new Conditions(heldTags, preferred, true);
    }

    public boolean holds(String entityTag) {
        return heldTags.contains("*") || heldTags.contains(entityTag);
    }

    /** Whether the client holds the coding it prefers of the answer tagged {@code identityTag}: decided without its body. */
    public boolean holdsPreferred(String identityTag) {
        return holds(preferred.tag(identityTag));
    }

    /**
     * The representation of the answer tagged {@code identityTag} this client gets, or that it holds it already.
     * {@code body} is asked for only when the tags cannot decide alone: a client that prefers gzip gets the identity
     * bytes of a body too small to gain from it, which only the body knows.
     */
    public Chosen choose(String identityTag, Supplier<RenderedBody> body) {
        if (holdsPreferred(identityTag)) {
            return new Chosen.Held(preferred.tag(identityTag));
        }
        RenderedBody rendered = body.get();
        ContentCoding sent = rendered.codingFor(preferred);
        String sentTag = sent.tag(identityTag);
        if (sent != preferred && holds(sentTag)) {
            return new Chosen.Held(sentTag);
        }
        return new Chosen.Sent(sentTag, rendered.representation(sent));
    }
}
