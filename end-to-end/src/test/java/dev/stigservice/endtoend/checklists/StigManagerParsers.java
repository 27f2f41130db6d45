package dev.stigservice.endtoend.checklists;

import dev.stigservice.endtoend.support.Installed;
import dev.stigservice.endtoend.support.JsonLinesProcess;
import tools.jackson.databind.JsonNode;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * STIG Manager's own checklist parsers ({@code reviewsFromCkl}, {@code reviewsFromCklb} of npm
 * {@code @nuwcdivnpt/stig-manager-client-modules}), run by one node process for the whole test run on each file: what
 * they found, as {@code src/test/resources/stig-manager/read-checklist.mjs} prints it. Skipped with the reason where
 * node or the package is not installed; .ci/run installs the package.
 */
final class StigManagerParsers {

    static final String PACKAGE = "@nuwcdivnpt/stig-manager-client-modules@1.6.7";
    private static JsonLinesProcess node;

    private StigManagerParsers() {
    }

    /** @param format {@code ckl} or {@code cklb} */
    static synchronized JsonNode read(String format, Path checklist) throws IOException, InterruptedException {
        if (node == null || !node.alive()) {
            Path parsers = Installed.npmPackage("@nuwcdivnpt/stig-manager-client-modules",
                    "STIG Manager's parsers not installed (npm install -g " + PACKAGE + "; .ci/run installs them)");
            Path script = Path.of("src/test/resources/stig-manager/read-checklist.mjs").toAbsolutePath();
            node = new JsonLinesProcess(List.of("node", script.toString(), parsers.toString()));
        }
        JsonNode parsed = node.ask(List.of(format, checklist.toString()));
        assertThat(parsed.path("error").asString("")).as("STIG Manager's parser read %s", checklist.getFileName()).isEmpty();
        return parsed;
    }

    static List<JsonNode> reviews(JsonNode parsed, int checklist) {
        return parsed.path("checklists").get(checklist).path("reviews").valueStream().toList();
    }
}
