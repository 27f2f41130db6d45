package dev.stigservice.adapter.snapshot;

import dev.stigservice.domain.port.SnapshotSigner;
import dev.stigservice.domain.port.TrustedSigners;
import io.micronaut.context.exceptions.ConfigurationException;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Ed25519 against OpenSSL, the tool a receiving site checks with: keys as {@code openssl genpkey} and
 * {@code openssl pkey -pubout} write them, our signatures verified by {@code openssl pkeyutl -verify -rawin}, and
 * OpenSSL's signatures verified by ours.
 */
class SnapshotSettingsTest {

    @TempDir
    Path folder;

    private Path privateKey;
    private Path publicKey;
    private Path otherPublicKey;
    private Path message;

    @BeforeEach
    void keys() throws Exception {
        Assumptions.assumeTrue(openssl("version") == 0, "OpenSSL not found (apt-get install openssl)");
        privateKey = folder.resolve("signing.pem");
        publicKey = folder.resolve("signing.pub.pem");
        otherPublicKey = folder.resolve("other.pub.pem");
        assertThat(openssl("genpkey", "-algorithm", "ed25519", "-out", privateKey.toString())).isZero();
        assertThat(openssl("pkey", "-in", privateKey.toString(), "-pubout", "-out", publicKey.toString())).isZero();
        Path other = folder.resolve("other.pem");
        assertThat(openssl("genpkey", "-algorithm", "ed25519", "-out", other.toString())).isZero();
        assertThat(openssl("pkey", "-in", other.toString(), "-pubout", "-out", otherPublicKey.toString())).isZero();
        message = Files.writeString(folder.resolve("SHA256SUMS"), "a".repeat(64) + "  manifest.tsv\n");
    }

    @Test
    void openSslVerifiesWhatTheSignerSigns() throws Exception {
        SnapshotSigner signer = new SnapshotSettings(privateKey.toString(), null).signer();
        Path signature = Files.write(folder.resolve("SHA256SUMS.sig"), signer.sign(Files.readAllBytes(message)));
        assertThat(openssl("pkeyutl", "-verify", "-pubin", "-inkey", publicKey.toString(), "-rawin", "-in", message.toString(),
                "-sigfile", signature.toString())).isZero();
        assertThat(openssl("pkeyutl", "-verify", "-pubin", "-inkey", otherPublicKey.toString(), "-rawin", "-in", message.toString(),
                "-sigfile", signature.toString())).isNotZero();
    }

    @Test
    void trustedSignersKnowWhatOpenSslSignsAndByWhichKey() throws Exception {
        Path signature = folder.resolve("openssl.sig");
        assertThat(openssl("pkeyutl", "-sign", "-inkey", privateKey.toString(), "-rawin", "-in", message.toString(),
                "-out", signature.toString())).isZero();
        byte[] signed = Files.readAllBytes(message);
        byte[] sig = Files.readAllBytes(signature);

        TrustedSigners both = new SnapshotSettings(null, List.of(otherPublicKey.toString(), " " + publicKey + " ")).trustedSigners();
        assertThat(both.signerOf(signed, sig)).contains("signing.pub.pem");
        TrustedSigners otherOnly = new SnapshotSettings(null, List.of(otherPublicKey.toString())).trustedSigners();
        assertThat(otherOnly.signerOf(signed, sig)).isEmpty();
        signed[0] ^= 1;
        assertThat(both.signerOf(signed, sig)).isEmpty();
        assertThat(both.signerOf(Files.readAllBytes(message), new byte[3])).isEmpty();
    }

    @Test
    void withoutAKeyTheSignerAndTheTrustedSignersSayWhatToSet() {
        assertThatThrownBy(() -> new SnapshotSettings(null, null).signer().sign(new byte[1]))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("set stig.snapshot.signing-key");
        assertThatThrownBy(() -> new SnapshotSettings(null, List.of()).trustedSigners().signerOf(new byte[1], new byte[64]))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("set stig.snapshot.trusted-keys");
    }

    @Test
    void aKeyFileThatIsMissingOrOfTheWrongKindNamesTheSettingAndTheFile() throws Exception {
        assertThatThrownBy(() -> new SnapshotSettings(folder.resolve("missing.pem").toString(), null).signer())
                .isInstanceOf(ConfigurationException.class).hasMessageStartingWith("stig.snapshot.signing-key: ")
                .hasMessageContaining("missing.pem cannot be read");
        assertThatThrownBy(() -> new SnapshotSettings(publicKey.toString(), null).signer())
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("holds no PEM block 'PRIVATE KEY'");
        assertThatThrownBy(() -> new SnapshotSettings(null, List.of(privateKey.toString())).trustedSigners())
                .isInstanceOf(ConfigurationException.class).hasMessageStartingWith("stig.snapshot.trusted-keys: ")
                .hasMessageContaining("holds no PEM block 'PUBLIC KEY'");
        Path rsa = folder.resolve("rsa.pem");
        Assumptions.assumeTrue(openssl("genpkey", "-algorithm", "rsa", "-pkeyopt", "rsa_keygen_bits:1024", "-out", rsa.toString()) == 0);
        assertThatThrownBy(() -> new SnapshotSettings(rsa.toString(), null).signer())
                .isInstanceOf(ConfigurationException.class).hasMessageContaining("is not an Ed25519 private key");
    }

    private static int openssl(String... arguments) throws IOException, InterruptedException {
        List<String> command = new java.util.ArrayList<>(List.of("openssl"));
        command.addAll(List.of(arguments));
        Process process;
        try {
            process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException notInstalled) {
            return -1;
        }
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        return process.exitValue();
    }
}
