package dev.stigservice.docs;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The core speaks the domain in its comments and messages too: no status code, header field, "HTTP" or event loop in
 * the comments and string literals of domain's and application's main sources ({@link HttpVocabulary} says what
 * counts). Each finding is named by file and line.
 */
class CoreSpeaksTheDomainTest {

    private static final List<String> CORE = List.of("domain/src/main/java", "application/src/main/java");

    @Test
    void theCoreSaysNoHttpWordInItsCommentsAndMessages() throws IOException {
        List<HttpVocabulary.Finding> findings = new ArrayList<>();
        int files = 0;
        for (String folder : CORE) {
            for (Path file : ProjectFiles.below(MarkdownDocuments.ROOT.resolve(folder))) {
                if (file.toString().endsWith(".java")) {
                    files++;
                    findings.addAll(HttpVocabulary.in(MarkdownDocuments.ROOT.relativize(file).toString(), Files.readString(file)));
                }
            }
        }
        assertThat(files).as("the core's sources are read").isGreaterThan(100);
        assertThat(findings).as("HTTP's words in the core's comments and messages").isEmpty();
    }

    @Test
    void aPlantedHttpWordIsFoundWithItsFileAndLine() {
        String planted = """
                package dev.stigservice.application.planted;

                /** Answers 404 when the slug is unknown; never on an event loop. */
                final class Planted {
                    static final int MAX_LIMIT = 500; // at most 500 hits, 1 to 500, 128 bits of SHA-256
                    String refused() {
                        return "Missing or invalid Authorization header";
                    }
                    // With Expect: 100-continue the client waits; a 5xx is retried.
                    /* The body as sent over HTTP, with its Content-Disposition. */
                    String code(int status) {
                        return status == 404 ? "gone" : "here"; // the code's numbers are no prose
                    }
                }
                """;
        assertThat(HttpVocabulary.in("Planted.java", planted).stream().map(finding -> finding.file() + ":" + finding.line()))
                .containsExactly("Planted.java:3", "Planted.java:7", "Planted.java:9", "Planted.java:10");
    }

    @Test
    void codeIsBlankedAndProseKeptLineByLine() {
        String source = "int a = 404; // says 404\nString s = \"HTTP \\\" quoted\"; char q = '\"';\n/* two\nlines */ int b = 503;";
        assertThat(HttpVocabulary.prose(source).split("\n", -1)).containsExactly(
                " ".repeat(13) + "// says 404", " ".repeat(11) + "\"HTTP \\\" quoted\"" + " ".repeat(11) + "'\"' ", "/* two",
                "lines */" + " ".repeat(13));
    }
}
