package dev.stigservice.endtoend.support;

import tools.jackson.databind.JsonNode;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * MITRE's SAF CLI (npm {@code @mitre/saf}, installed globally by .ci/run), its commands run by one node process for the
 * whole test run ({@code src/test/resources/saf/saf-commands.mjs}: SAF's own oclif entry point, as its {@code bin/run}
 * calls it). A command costs what it does, not node's and oclif's start-up of seconds each time. A test that calls it
 * is skipped with the reason where SAF is not installed.
 */
public final class Saf {

    public static final String PACKAGE = "@mitre/saf@1.5.3";
    private static JsonLinesProcess node;

    private Saf() {
    }

    /** What a command printed and the exit code the CLI would have ended with. */
    public record Result(int exit, String output) {
    }

    /** Runs {@code saf <arguments>} to its end. */
    public static synchronized Result run(String... arguments) throws IOException, InterruptedException {
        if (node == null || !node.alive()) {
            Path saf = Installed.npmPackage("@mitre/saf", "saf not installed (npm install -g " + PACKAGE + "; .ci/run installs it)");
            Path script = Path.of("src/test/resources/saf/saf-commands.mjs").toAbsolutePath();
            node = new JsonLinesProcess(List.of("node", script.toString(), saf.toString()));
        }
        JsonNode result = node.ask(List.of(arguments));
        return new Result(result.path("exit").asInt(), result.path("output").asString());
    }
}
