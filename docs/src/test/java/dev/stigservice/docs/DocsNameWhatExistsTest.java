package dev.stigservice.docs;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every code name a reader meets in README.md, docs/ and the Javadoc {@code {@link}}s of the sources resolves: a
 * class, {@code Class.member}, a module, a {@code stig.*} setting, a path. A rename that leaves a document behind
 * fails here with the document's file and line ({@link CodeNames} says how each kind is resolved).
 */
class DocsNameWhatExistsTest {

    private static final Path ROOT = MarkdownDocuments.ROOT;
    private static CodeNames names;

    @BeforeAll
    static void index() throws IOException {
        Set<String> otherProjects = new HashSet<>();
        try (var list = Objects.requireNonNull(DocsNameWhatExistsTest.class.getResourceAsStream("/other-projects-names.txt"))) {
            new String(list.readAllBytes()).lines().map(String::strip).filter(line -> !line.isEmpty() && !line.startsWith("#"))
                    .forEach(otherProjects::add);
        }
        names = new CodeNames(ROOT, otherProjects);
    }

    @Test
    void everyNameInTheDocumentsResolves() throws IOException {
        List<CodeNames.Dangling> dangling = new ArrayList<>();
        for (Path document : MarkdownDocuments.all()) {
            dangling.addAll(names.inMarkdown(ROOT.relativize(document).toString(), Files.readString(document), document.getParent()));
        }
        assertThat(dangling).as("names in the documents that resolve to nothing").isEmpty();
    }

    @Test
    void everyJavadocLinkResolves() throws IOException {
        List<CodeNames.Dangling> dangling = new ArrayList<>();
        for (Path file : ProjectFiles.below(ROOT).stream().filter(f -> f.toString().endsWith(".java"))
                .filter(f -> !f.getFileName().toString().equals(CodeNames.PLANTED)).toList()) {
            dangling.addAll(names.inJavadoc(ROOT.relativize(file).toString(), Files.readString(file)));
        }
        assertThat(dangling).as("{@link}s that resolve to nothing").isEmpty();
    }

    @Test
    void aPlantedDanglingNameIsFoundWithItsFileAndLine() {
        String planted = """
                # A guide
                The model lives in `Benchmark`, requests are read by `RequestHygiene`.
                They used to live in `DownloadBenchmarkService.reorder` and `NoSuchClassAnywhere`; see `adapter-nowhere`,
                `stig.checklist.max-upload-size`, `stig.no.such-setting`, `docs/reliability.md` and `docs/no-such-guide.md`.
                A slug is `Slug.parse`d, `Slug.FORM` its shape, `Slug.value` its text, `Exporter.format` inherited from `Renderer`;
                `Slug.benchmarkId` is a parameter, `Slug.slug` a local variable, `Slug.titles` a word of a comment.
                ```
                `InsideAFenceIsNotProse`
                ```
                """;
        assertThat(names.inMarkdown("planted.md", planted, ROOT.resolve("docs")).stream().map(CodeNames.Dangling::toString))
                .containsExactly(
                        "planted.md:3: `DownloadBenchmarkService.reorder` names no member reorder of DownloadBenchmarkService",
                        "planted.md:3: `NoSuchClassAnywhere` names no class of this repository or of a project it uses",
                        "planted.md:3: `adapter-nowhere` names no module of this repository",
                        "planted.md:4: `stig.no.such-setting` names no stig.* setting (README's configuration table, or a source file)",
                        "planted.md:4: `docs/no-such-guide.md` names no file or folder of this repository",
                        "planted.md:6: `Slug.benchmarkId` names no member benchmarkId of Slug",
                        "planted.md:6: `Slug.slug` names no member slug of Slug",
                        "planted.md:6: `Slug.titles` names no member titles of Slug");
    }

    @Test
    void aPlantedDanglingLinkIsFoundWithItsFileAndLine() {
        String planted = """
                import java.util.List;
                /** Sees {@link List}, {@link Slug#parse}, {@link Gone} and {@link Slug#vanished}. */
                class Planted implements Exporter {
                    /** Its own {@link #shown}, {@link #readsCciList} (inherited), not {@link #hidden} nor {@link #argument}. */
                    /** Quotes {@code Slug.parse} and {@code Slug#FORM}, not {@code Slug.benchmarkId}. */
                    private final int shown = 1;

                    void use(int argument) {
                        int hidden = argument; // hidden
                    }
                }
                """;
        assertThat(names.inJavadoc("Planted.java", planted).stream().map(CodeNames.Dangling::toString)).containsExactly(
                "Planted.java:2: `{@link Gone}` names no type of this repository, and the file imports none of that name",
                "Planted.java:2: `{@link Slug#vanished}` names no member vanished of Slug",
                "Planted.java:4: `{@link #hidden}` names no member of this file",
                "Planted.java:4: `{@link #argument}` names no member of this file",
                "Planted.java:5: `{@code Slug.benchmarkId}` names no member benchmarkId of Slug");
    }
}
