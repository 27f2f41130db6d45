package dev.stigservice.endtoend.documented;

import dev.stigservice.endtoend.support.RunningService;
import dev.stigservice.xccdf.StigSamples;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipFile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * docs/guides/air-gapped-transfer.md as a reader runs it: every bash block, in order, with bash -e in one scratch
 * folder (the jar's and the samples' paths made absolute; the curl blocks against a service started with the key the
 * guide made). Each block must succeed, the checks must print what the guide says, and the import must store what the
 * export wrote.
 */
class AirGappedTransferGuideIT {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Path GUIDE = ROOT.resolve("docs/guides/air-gapped-transfer.md");
    private static final Pattern BLOCK = Pattern.compile("```bash\\n(.*?)```", Pattern.DOTALL);
    private static final String TOKEN = "doc-token";

    @Test
    void everyCommandOfTheGuideRunsAsWritten(@TempDir Path scratch) throws Exception {
        for (String tool : List.of("bash", "openssl", "sha256sum", "unzip", "curl")) {
            Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/bin", tool)), tool + " is needed to run the guide's commands");
        }
        Path samples = StigSamples.directory().toAbsolutePath();
        Path jar = Path.of(System.getProperty("stig.jar", "../bootstrap/target/stig-service.jar")).toAbsolutePath().normalize();
        List<String> blocks = new ArrayList<>();
        Matcher block = BLOCK.matcher(Files.readString(GUIDE));
        while (block.find()) {
            blocks.add(block.group(1).replace("bootstrap/target/stig-service.jar", jar.toString())
                    .replace("../shared/stig-samples", samples.toString()));
        }
        assertThat(blocks).as("bash blocks in " + GUIDE).hasSize(6);

        StringBuilder output = new StringBuilder();
        for (String commands : blocks) {
            if (commands.contains("localhost:8080")) {
                try (RunningService mirror = new RunningService(Map.of("stig.catalog.directory", samples.toString(),
                        "stig.auth.tokens", TOKEN, "stig.snapshot.signing-key", scratch.resolve("snapshot-signing.pem").toString()))) {
                    output.append(bash(scratch, commands.replace("localhost:8080", mirror.baseUrl().replaceAll("/$", ""))));
                }
            } else {
                output.append(bash(scratch, commands));
            }
        }

        assertThat(output).contains("Signature Verified Successfully", "every entry matches SHA256SUMS",
                "Import finished: 23 imported, 0 unchanged, 0 skipped", "Import finished: 0 imported, 0 unchanged, 0 skipped");
        try (ZipFile november = new ZipFile(scratch.resolve("stig-snapshot-2026-11.zip").toFile());
             ZipFile mirror = new ZipFile(scratch.resolve("mirror.zip").toFile())) {
            assertThat(november.size()).isEqualTo(26);
            assertThat(Files.readAllBytes(scratch.resolve("mirror.zip"))).as("the route serves the command's bytes")
                    .isEqualTo(Files.readAllBytes(scratch.resolve("stig-snapshot-2026-11.zip")));
            assertThat(mirror.getEntry("SHA256SUMS.sig").getSize()).isEqualTo(64);
        }
        try (var stored = Files.walk(scratch.resolve("air-gapped-catalog"))) {
            assertThat(stored.filter(Files::isRegularFile).count()).isEqualTo(23);
        }
    }

    private static String bash(Path folder, String commands) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder("bash", "-euo", "pipefail", "-c", commands).directory(folder.toFile())
                .redirectErrorStream(true);
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        builder.environment().put("TOKEN", TOKEN);
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(180, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(commands + "\n" + output).isZero();
        return output;
    }
}
