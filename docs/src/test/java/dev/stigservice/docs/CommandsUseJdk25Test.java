package dev.stigservice.docs;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every command in a code block of README.md and docs/ that starts a JVM names {@code "$JAVA_HOME/bin/java"}: the
 * {@code java} on a reader's PATH may be older than 25 (Java 17 on Debian 12), which the service's classes refuse with
 * {@code UnsupportedClassVersionError}. The commands themselves are run by bootstrap's DocumentedCommandsEndToEndTest.
 */
class CommandsUseJdk25Test {

    /** {@code java} where a shell reads a command: at the start of a line, or after {@code &&}, {@code ;}, {@code |}, {@code $(}. */
    private static final Pattern BARE_JAVA = Pattern.compile("(^|&&|;|\\||\\$\\()\\s*java\\s");

    @Test
    void everyJvmCommandUsesJavaHome() throws IOException {
        List<String> bare = new ArrayList<>();
        for (Path document : MarkdownDocuments.all()) {
            List<String> lines = Files.readAllLines(document);
            boolean inCode = false;
            for (int i = 0; i < lines.size(); i++) {
                if (lines.get(i).startsWith("```")) {
                    inCode = !inCode;
                } else if (inCode && BARE_JAVA.matcher(lines.get(i)).find()) {
                    bare.add(MarkdownDocuments.ROOT.relativize(document) + ":" + (i + 1) + ": " + lines.get(i).strip());
                }
            }
        }
        assertThat(bare).isEmpty();
    }

    @Test
    void theCheckSeesABareJava() {
        // The probes are assembled so that this file holds no runnable bare command a reader could copy.
        String bareJava = String.join(" ", "java", "-jar", "x.jar");
        assertThat(BARE_JAVA.matcher(bareJava).find()).isTrue();
        assertThat(BARE_JAVA.matcher(String.join(" && ", "./mvnw package", bareJava)).find()).isTrue();
        assertThat(BARE_JAVA.matcher("\"$JAVA_HOME/bin/java\" -jar x.jar").find()).isFalse();
        assertThat(BARE_JAVA.matcher("startup: 3275 ms (java -jar, no AOT cache)").find()).isFalse();
    }
}
