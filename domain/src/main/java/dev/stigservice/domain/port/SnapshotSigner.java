package dev.stigservice.domain.port;

/** Signs a snapshot's {@code SHA256SUMS} with the operator's private key, so that anyone holding the public key can check it. */
public interface SnapshotSigner {

    /** Whether a key is configured: an instance without one offers no snapshot. */
    boolean canSign();

    /**
     * The detached signature of the message's bytes.
     *
     * @throws IllegalStateException when no key is configured or it cannot sign, with a message that says what to set
     */
    byte[] sign(byte[] message);
}
