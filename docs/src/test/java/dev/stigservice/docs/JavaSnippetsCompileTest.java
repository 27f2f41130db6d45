package dev.stigservice.docs;

import org.junit.jupiter.api.Test;

import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.net.URI;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every Java block in README.md and docs/ compiles: a block under {@code <!-- quoted from ... -->} is a file that the
 * build compiles (QuotedCodeTest), every other one is compiled here against the project's classes, with the
 * imports a reader would add (the project's ports and model, the rules library, ArchUnit, JUnit, java.util).
 * A block that shows a port of the project in short declares exactly the methods the port declares.
 */
class JavaSnippetsCompileTest {

    private static final Pattern BLOCK = Pattern.compile("(<!-- quoted from \\S+ -->\\n)?```java\\n(.*?)```", Pattern.DOTALL);
    private static final Pattern TYPE = Pattern.compile("(?m)^(?:public )?(?:final )?(?:interface|class|record) (\\w+)");
    private static final List<String> READERS_IMPORTS = List.of(
            "java.io.*", "java.nio.file.*", "java.util.*", "java.util.stream.*",
            "dev.stigservice.domain.model.*", "dev.stigservice.domain.port.*", "dev.stigservice.archrules.*",
            "com.tngtech.archunit.core.domain.*", "com.tngtech.archunit.core.importer.*", "org.junit.jupiter.api.*");
    private static final List<String> PORT_PACKAGES = List.of("dev.stigservice.domain.port", "dev.stigservice.domain.model");

    record Snippet(String where, String packageName, String typeName, String source) {
    }

    @Test
    void everyJavaBlockCompiles() throws Exception {
        List<Snippet> snippets = snippets();
        assertThat(snippets).as("the storage guide shows its ports in short").extracting(Snippet::typeName)
                .contains("BenchmarkCatalog", "BenchmarkArchive");
        Path classes = Files.createTempDirectory("snippets");
        DiagnosticCollector<JavaFileObject> problems = new DiagnosticCollector<>();
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        try (StandardJavaFileManager files = compiler.getStandardFileManager(problems, null, null)) {
            List<JavaFileObject> units = snippets.stream().<JavaFileObject>map(SnippetSource::new).toList();
            boolean compiled = compiler.getTask(null, files, problems,
                    List.of("-classpath", classPath(), "-d", classes.toString(), "-proc:none", "-Xlint:none"), null, units).call();
            assertThat(problems.getDiagnostics()).extracting(d -> ((SnippetSource) d.getSource()).where + ": " + d.getMessage(null))
                    .as("compiler messages").isEmpty();
            assertThat(compiled).isTrue();
        }
        try (URLClassLoader loader = new URLClassLoader(new java.net.URL[]{classes.toUri().toURL()}, getClass().getClassLoader())) {
            for (Snippet snippet : snippets) {
                Optional<Class<?>> port = port(snippet.typeName());
                if (port.isPresent()) {
                    Class<?> shown = loader.loadClass(snippet.packageName() + "." + snippet.typeName());
                    assertThat(signatures(shown)).as(snippet.where() + " shows " + port.get().getName())
                            .isEqualTo(signatures(port.get()));
                }
            }
        }
    }

    private static List<Snippet> snippets() throws IOException {
        List<Snippet> snippets = new ArrayList<>();
        for (Path document : MarkdownDocuments.all()) {
            Matcher block = BLOCK.matcher(Files.readString(document));
            while (block.find()) {
                if (block.group(1) != null) {
                    continue; // a file the build compiles
                }
                String where = MarkdownDocuments.ROOT.relativize(document) + " block " + (snippets.size() + 1);
                String packageName = "snippet" + (snippets.size() + 1);
                Matcher type = TYPE.matcher(block.group(2));
                assertThat(type.find()).as(where + " declares a type").isTrue();
                String imports = READERS_IMPORTS.stream().map(i -> "import " + i + ";\n").collect(Collectors.joining());
                snippets.add(new Snippet(where, packageName, type.group(1), "package " + packageName + ";\n" + imports + block.group(2)));
            }
        }
        return snippets;
    }

    private static Optional<Class<?>> port(String simpleName) {
        for (String packageName : PORT_PACKAGES) {
            try {
                return Optional.of(Class.forName(packageName + "." + simpleName));
            } catch (ClassNotFoundException notThere) {
                // try the next package
            }
        }
        return Optional.empty();
    }

    private static Set<String> signatures(Class<?> type) {
        return Arrays.stream(type.getDeclaredMethods()).filter(m -> Modifier.isAbstract(m.getModifiers()))
                .map(m -> m.getGenericReturnType().getTypeName() + " " + m.getName()
                        + Arrays.stream(m.getGenericParameterTypes()).map(t -> t.getTypeName()).toList())
                .map(s -> s.replaceAll("snippet\\d+\\.", "")).collect(Collectors.toSet());
    }

    /** Surefire hands its class path over in this property; the JVM's own is a launcher jar. */
    private static String classPath() {
        return System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    }

    private static final class SnippetSource extends SimpleJavaFileObject {
        private final String where;
        private final String source;

        SnippetSource(Snippet snippet) {
            super(URI.create("string:///" + snippet.packageName() + "/" + snippet.typeName() + ".java"), Kind.SOURCE);
            this.where = snippet.where();
            this.source = snippet.source();
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return source;
        }
    }
}
