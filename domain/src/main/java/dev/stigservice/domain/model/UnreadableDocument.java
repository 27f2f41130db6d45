package dev.stigservice.domain.model;

/** A stored document that holds no benchmark a reader can read; the message says why, without the document's name. */
public final class UnreadableDocument extends Exception {

    public UnreadableDocument(String reason, Throwable cause) {
        super(reason, cause);
    }
}
