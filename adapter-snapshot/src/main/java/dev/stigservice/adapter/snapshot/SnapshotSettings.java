package dev.stigservice.adapter.snapshot;

import dev.stigservice.domain.port.SnapshotFormat;
import dev.stigservice.domain.port.SnapshotSigner;
import dev.stigservice.domain.port.TrustedSigners;
import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.context.exceptions.ConfigurationException;
import io.micronaut.core.annotation.Nullable;

import java.nio.file.Path;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code stig.snapshot.*} settings (docs/guides/air-gapped-transfer.md). A key file is read when its signer or
 * trusted signers are built, so a wrong path or a file that is not such a key stops the start (or the command) with a
 * line naming the setting and the file.
 *
 * @param signingKey  the operator's Ed25519 private key, a PKCS#8 PEM file; none means this instance signs no snapshot
 * @param trustedKeys the Ed25519 public keys (PEM files) whose snapshots this instance imports; none means it imports none
 */
@ConfigurationProperties("stig.snapshot")
public record SnapshotSettings(@Nullable String signingKey, @Nullable List<String> trustedKeys) {

    private static final String SIGNING_KEY = "stig.snapshot.signing-key";
    private static final String TRUSTED_KEYS = "stig.snapshot.trusted-keys";

    /** The zip every snapshot travels in. */
    public static SnapshotFormat format() {
        return new ZipSnapshotFormat(SnapshotLimits.DEFAULT);
    }

    public SnapshotSigner signer() {
        PrivateKey key = signingKey == null || signingKey.isBlank() ? null
                : read(SIGNING_KEY, () -> Ed25519Keys.privateKey(Path.of(signingKey.strip())));
        return new SnapshotSigner() {
            @Override
            public boolean canSign() {
                return key != null;
            }

            @Override
            public byte[] sign(byte[] message) {
                if (key == null) {
                    throw new IllegalStateException("this instance has no snapshot signing key: set " + SIGNING_KEY
                            + " to a PKCS#8 PEM file (openssl genpkey -algorithm ed25519 -out snapshot-signing.pem)");
                }
                return Ed25519Keys.sign(key, message);
            }
        };
    }

    public TrustedSigners trustedSigners() {
        Map<String, PublicKey> keys = new LinkedHashMap<>();
        for (String file : Optional.ofNullable(trustedKeys).orElse(List.of())) {
            if (!file.isBlank()) {
                Path path = Path.of(file.strip());
                keys.put(path.getFileName().toString(), read(TRUSTED_KEYS, () -> Ed25519Keys.publicKey(path)));
            }
        }
        return (message, signature) -> {
            if (keys.isEmpty()) {
                throw new IllegalStateException("this instance trusts no snapshot signer: set " + TRUSTED_KEYS
                        + " to the signer's public key, a PEM file (openssl pkey -in snapshot-signing.pem -pubout)");
            }
            return keys.entrySet().stream().filter(key -> Ed25519Keys.verifies(key.getValue(), message, signature))
                    .map(Map.Entry::getKey).findFirst();
        };
    }

    private static <T> T read(String setting, java.util.function.Supplier<T> key) {
        try {
            return key.get();
        } catch (IllegalArgumentException e) {
            throw new ConfigurationException(setting + ": " + e.getMessage(), e);
        }
    }
}
