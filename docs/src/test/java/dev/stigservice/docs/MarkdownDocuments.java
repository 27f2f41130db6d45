package dev.stigservice.docs;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The documents a reader reads: README.md and every Markdown file under docs/ (the build's output aside). */
final class MarkdownDocuments {

    static final Path DOCS = Path.of(".").toAbsolutePath().normalize();
    static final Path ROOT = DOCS.getParent();

    private MarkdownDocuments() {
    }

    static List<Path> all() throws IOException {
        List<Path> documents = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        ProjectFiles.below(DOCS).stream().filter(f -> f.toString().endsWith(".md")).forEach(documents::add);
        return documents;
    }
}
