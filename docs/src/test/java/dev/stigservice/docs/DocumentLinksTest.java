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

/** Every relative link in README.md and docs/ points at a file that exists. */
class DocumentLinksTest {

    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Path ROOT = MarkdownDocuments.ROOT;

    @Test
    void relativeLinksResolve() throws IOException {
        List<Path> documents = MarkdownDocuments.all();
        assertThat(documents).hasSizeGreaterThan(5);
        List<String> broken = new ArrayList<>();
        for (Path document : documents) {
            Matcher link = LINK.matcher(Files.readString(document));
            while (link.find()) {
                String target = link.group(1);
                if (target.matches("[a-z]+:.*") || target.startsWith("#")) {
                    continue; // web addresses and anchors in the same page
                }
                Path file = document.getParent().resolve(target.replaceFirst("#.*", "")).normalize();
                if (!Files.exists(file)) {
                    broken.add(ROOT.relativize(document) + " -> " + target);
                }
            }
        }
        assertThat(broken).isEmpty();
    }
}
