package dev.stigservice.docs;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A code block under {@code <!-- quoted from <path> -->} in README.md or docs/ is that file of the repository, byte
 * for byte: the build fails when a guide's example and the code that CI compiles and runs differ.
 */
class QuotedCodeTest {

    private static final Pattern QUOTE = Pattern.compile("<!-- quoted from (\\S+) -->\\n```[a-z]*\\n(.*?)```\\n", Pattern.DOTALL);
    private static final Path ROOT = MarkdownDocuments.ROOT;

    @Test
    void quotedBlocksAreTheFilesTheyQuote() throws IOException {
        List<Path> documents = MarkdownDocuments.all();
        List<String> quoted = new ArrayList<>();
        List<String> differing = new ArrayList<>();
        for (Path document : documents) {
            Matcher quote = QUOTE.matcher(Files.readString(document));
            while (quote.find()) {
                Path file = ROOT.resolve(quote.group(1));
                quoted.add(quote.group(1));
                if (!Files.exists(file) || !Files.readString(file).equals(quote.group(2))) {
                    differing.add(ROOT.relativize(document) + " quotes " + quote.group(1) + (Files.exists(file) ? ", which reads otherwise" : ", which does not exist"));
                }
            }
        }
        assertThat(quoted).as("the storage guide quotes its worked example").contains(
                "adapter-storage/src/test/java/dev/stigservice/adapter/storage/sqlite/SqliteCatalog.java");
        assertThat(differing).isEmpty();
    }
}
