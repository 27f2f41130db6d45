package dev.stigservice.endtoend.checklists;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * STIG Manager's own checklist parsers ({@code reviewsFromCkl}, {@code reviewsFromCklb} of npm
 * {@code @nuwcdivnpt/stig-manager-client-modules}), run by node on a file: what they found, as
 * {@code src/test/resources/stig-manager/read-checklist.mjs} prints it. Skipped with the reason where node or the
 * package is not installed; .ci/run installs the package.
 */
final class StigManagerParsers {

    static final String PACKAGE = "@nuwcdivnpt/stig-manager-client-modules@1.6.7";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static Path modules;

    private StigManagerParsers() {
    }

    /** @param format {@code ckl} or {@code cklb} */
    static JsonNode read(String format, Path checklist) throws IOException, InterruptedException {
        Path script = Path.of("src/test/resources/stig-manager/read-checklist.mjs").toAbsolutePath();
        Path output = Files.createTempFile("stig-manager", ".json");
        Process node = new ProcessBuilder("node", script.toString(), modules().toString(), format, checklist.toString())
                .redirectErrorStream(false).redirectOutput(output.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        assertThat(node.waitFor(120, TimeUnit.SECONDS)).as("STIG Manager's parser finished").isTrue();
        assertThat(node.exitValue()).as("STIG Manager's parser read %s", checklist.getFileName()).isZero();
        String printed = Files.readString(output, StandardCharsets.UTF_8);
        Files.delete(output);
        return JSON.readTree(printed);
    }

    /** The global npm folder holding the package; the calling test is skipped where it is absent. */
    private static synchronized Path modules() throws IOException, InterruptedException {
        if (modules == null) {
            assumeTrue(onPath("node") && onPath("npm"), "node and npm not installed; STIG Manager's parsers run on node");
            Process npm = new ProcessBuilder("npm", "root", "-g").redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String root = new String(npm.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            npm.waitFor(60, TimeUnit.SECONDS);
            modules = Path.of(root);
        }
        assumeTrue(Files.isRegularFile(modules.resolve("@nuwcdivnpt/stig-manager-client-modules/index.js")),
                "STIG Manager's parsers not installed (npm install -g " + PACKAGE + "; .ci/run installs them)");
        return modules;
    }

    static boolean onPath(String tool) {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator))
                .anyMatch(dir -> Files.isExecutable(Path.of(dir, tool)));
    }

    static List<JsonNode> reviews(JsonNode parsed, int checklist) {
        return parsed.path("checklists").get(checklist).path("reviews").valueStream().toList();
    }
}
