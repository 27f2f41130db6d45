package dev.stigservice.application.publication;

/** How the publication's logs and its state say why a store or the search failed. */
final class FailureReason {

    private FailureReason() {
    }

    /** The failure's message, or its kind when it has none (a bare {@code NullPointerException}, say). */
    static String of(RuntimeException e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
