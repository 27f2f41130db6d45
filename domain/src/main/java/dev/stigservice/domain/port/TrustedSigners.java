package dev.stigservice.domain.port;

import java.util.Optional;

/** The public keys an operator trusts to sign the snapshots this instance imports. */
public interface TrustedSigners {

    /** The name of the trusted key (its file) whose signature over the message this is; empty when none made it. */
    Optional<String> signerOf(byte[] message, byte[] signature);
}
