package dev.stigservice.domain.model;

/**
 * A snapshot that is not taken: its message is the one line an operator reads, naming the entry and the check that
 * failed ("entry documents/…/x.xml: its SHA-256 differs from SHA256SUMS"). Nothing has been stored when it is thrown.
 */
public final class RefusedSnapshot extends Exception {

    public RefusedSnapshot(String reason) {
        super(reason);
    }

    public RefusedSnapshot(String reason, Throwable cause) {
        super(reason, cause);
    }
}
