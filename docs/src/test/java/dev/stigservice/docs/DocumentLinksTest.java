package dev.stigservice.docs;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** Every relative link in README.md and docs/ points at a file that exists, and at a heading of it when it names one. */
class DocumentLinksTest {

    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s+(.+?)\\s*#*$");
    private static final Path ROOT = MarkdownDocuments.ROOT;

    @Test
    void relativeLinksAndTheirAnchorsResolve() throws IOException {
        List<Path> documents = MarkdownDocuments.all();
        assertThat(documents).hasSizeGreaterThan(5);
        List<String> broken = new ArrayList<>();
        for (Path document : documents) {
            Matcher link = LINK.matcher(Files.readString(document));
            while (link.find()) {
                String target = link.group(1);
                if (target.matches("[a-z]+:.*")) {
                    continue; // web addresses
                }
                String[] fileAndAnchor = target.split("#", 2);
                Path file = fileAndAnchor[0].isEmpty() ? document : document.getParent().resolve(fileAndAnchor[0]).normalize();
                if (!Files.exists(file)) {
                    broken.add(ROOT.relativize(document) + " -> " + target);
                } else if (fileAndAnchor.length == 2 && !anchors(file).contains(fileAndAnchor[1])) {
                    broken.add(ROOT.relativize(document) + " -> " + target + " (no such heading)");
                }
            }
        }
        assertThat(broken).isEmpty();
    }

    @Test
    void anchorsAreMadeAsGitHubMakesThem() {
        assertThat(anchorsOf("# Configuration\n```\n# not a heading\n```\n## What `import` does, step 1\n## Step\n## Step\n"))
                .containsExactlyInAnyOrder("configuration", "what-import-does-step-1", "step", "step-1");
    }

    private static Set<String> anchors(Path file) throws IOException {
        return file.toString().endsWith(".md") ? anchorsOf(Files.readString(file)) : Set.of();
    }

    /** GitHub's heading ids: lower case, punctuation dropped, spaces to hyphens, a repeated one numbered; not in code blocks. */
    static Set<String> anchorsOf(String markdown) {
        Set<String> anchors = new HashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        boolean inCode = false;
        for (String line : markdown.split("\n")) {
            if (line.startsWith("```")) {
                inCode = !inCode;
                continue;
            }
            Matcher heading = HEADING.matcher(line);
            if (!inCode && heading.matches()) {
                String id = heading.group(1).toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
                int repeat = seen.merge(id, 1, Integer::sum) - 1;
                anchors.add(repeat == 0 ? id : id + "-" + repeat);
            }
        }
        return anchors;
    }
}
