package dev.stigservice.endtoend.snapshot;

import org.junit.jupiter.api.Assumptions;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** The standard tools a receiving site checks a snapshot with, run as they would be: OpenSSL, sha256sum, unzip. */
final class Tools {

    /** What a tool printed (standard output and error together) and its exit status. */
    record Run(int status, String output) {
    }

    private Tools() {
    }

    /** Skips the calling test, with the reason, when a tool is missing. */
    static void require(String... tools) {
        for (String tool : tools) {
            Assumptions.assumeTrue(Path.of("/usr/bin", tool).toFile().canExecute(), tool + " not found (apt-get install "
                    + (tool.equals("sha256sum") ? "coreutils" : tool) + ")");
        }
    }

    static Run run(Path in, String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(List.of(command)).directory(in.toFile()).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException(String.join(" ", command) + " did not finish");
        }
        return new Run(process.exitValue(), output);
    }

    /** An Ed25519 key pair as the guide makes it: {@code <name>.pem} and {@code <name>.pub.pem} in {@code folder}. */
    static Path keyPair(Path folder, String name) throws IOException, InterruptedException {
        require("openssl");
        Path key = folder.resolve(name + ".pem");
        check(run(folder, "openssl", "genpkey", "-algorithm", "ed25519", "-out", key.toString()));
        check(run(folder, "openssl", "pkey", "-in", key.toString(), "-pubout", "-out", folder.resolve(name + ".pub.pem").toString()));
        return key;
    }

    static Path publicKey(Path privateKey) {
        return privateKey.resolveSibling(privateKey.getFileName().toString().replace(".pem", ".pub.pem"));
    }

    /** OpenSSL's Ed25519 signature of a file's bytes ({@code pkeyutl -rawin}), as another signer would make it. */
    static byte[] sign(Path privateKey, Path message) throws IOException, InterruptedException {
        Path signature = message.resolveSibling(message.getFileName() + ".openssl-sig");
        check(run(message.getParent(), "openssl", "pkeyutl", "-sign", "-inkey", privateKey.toString(), "-rawin", "-in",
                message.toString(), "-out", signature.toString()));
        return java.nio.file.Files.readAllBytes(signature);
    }

    static Run check(Run run) {
        if (run.status() != 0) {
            throw new IllegalStateException("exit " + run.status() + ": " + run.output());
        }
        return run;
    }

    static List<String> lines(String output) {
        return new ArrayList<>(output.lines().toList());
    }
}
