package dev.stigservice.docs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the code of this repository names, and the names a document or a Javadoc {@code {@link}} uses that it does not
 * hold: a class, {@code Class.member}, a module, a {@code stig.*} setting or a path. Types and members are read from
 * the Java sources by the JDK's parser ({@link JavaDeclarations}): {@code Class.member} resolves only when that class
 * declares a method, field, constant, record component or nested type of that name, or inherits one from a type of
 * this repository. A name of another project is one that some source file imports from outside this project, or one
 * listed in {@code other-projects-names.txt}.
 */
final class CodeNames {

    private static final Pattern CODE_SPAN = Pattern.compile("`([^`\\n]+)`");
    private static final Pattern CODE_MEMBER = Pattern.compile("\\{@code\\s+([A-Z]\\w*)[.#]([a-zA-Z_]\\w*)(?:\\([^)]*\\))?\\s*}");
    private static final Pattern LINK = Pattern.compile("\\{@link(?:plain)?\\s+([\\w.]*)(?:#(\\w+))?[^}]*}");
    /** Two humps or more, the first with a lower-case letter: {@code RequestHygiene}, not {@code V2R7} or {@code CCI}. */
    private static final Pattern CLASS_NAME = Pattern.compile("[A-Z][a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+");
    private static final Pattern MEDIA_TYPE = Pattern.compile("(?:application|text|image)/[a-z0-9.+-]+");
    private static final Pattern MEMBER = Pattern.compile("([A-Z]\\w*)[.#]([a-zA-Z_]\\w*)(?:\\(.*\\))?");
    private static final Pattern FILE_NAME = Pattern.compile("\\w+\\.(?:java|md|yml|yaml|xml|json|properties|sh|txt|puml|jar|zip|pem)");
    private static final Pattern MODULE = Pattern.compile("adapter-[a-z]+");
    private static final Pattern SETTING = Pattern.compile("stig\\.[a-z0-9.-]*[a-z0-9]");
    private static final Pattern PATH = Pattern.compile("[\\w.-]+(?:/[\\w.-]+)+/?");
    /** The test that plants dangling names to prove this checker finds them. */
    static final String PLANTED = "DocsNameWhatExistsTest.java";
    private static final Pattern SETTING_ROW = Pattern.compile("^\\| `(stig\\.[a-z0-9.-]+)`", Pattern.MULTILINE);

    /** One name that resolves to nothing: where it is, and what it is. */
    record Dangling(String file, int line, String name, String why) {
        @Override
        public String toString() {
            return file + ":" + line + ": `" + name + "` " + why;
        }
    }

    private final Path root;
    /** Each type declared in the tree, with its members. */
    private final JavaDeclarations types;
    private final Set<String> otherProjects;
    private final Set<String> settings = new HashSet<>();
    private final StringBuilder sourceText = new StringBuilder();

    CodeNames(Path root, Set<String> otherProjects) throws IOException {
        this.root = root;
        this.otherProjects = otherProjects;
        List<Path> sources = ProjectFiles.below(root).stream().filter(this::isSource).toList();
        for (Path file : sources) {
            sourceText.append(Files.readString(file)).append('\n');
        }
        types = JavaDeclarations.of(sources.stream().filter(file -> file.toString().endsWith(".java")).toList());
        Path readme = root.resolve("README.md");
        if (Files.exists(readme)) {
            Matcher row = SETTING_ROW.matcher(Files.readString(readme));
            while (row.find()) {
                settings.add(row.group(1));
            }
        }
    }

    private boolean isSource(Path file) {
        String relative = root.relativize(file).toString();
        String name = file.getFileName().toString();
        // The build's output, and this checker's own test (its planted names must not count as the code's).
        boolean generated = relative.contains("/target/") || relative.startsWith("target/") || relative.contains("node_modules")
                || name.equals(PLANTED);
        return !generated && !relative.startsWith(".git/") && (name.endsWith(".java") || name.endsWith(".yml") || name.endsWith(".sh")
                || name.endsWith(".xml") || name.endsWith(".properties") || name.equals("run"));
    }

    /** The dangling names in a Markdown document's prose (not in its fenced blocks), with their lines. */
    List<Dangling> inMarkdown(String file, String text, Path folder) {
        List<Dangling> dangling = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        boolean fenced = false;
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].strip().startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (fenced) {
                continue;
            }
            Matcher span = CODE_SPAN.matcher(lines[i]);
            while (span.find()) {
                String why = why(span.group(1).strip(), folder);
                if (why != null) {
                    dangling.add(new Dangling(file, i + 1, span.group(1).strip(), why));
                }
            }
        }
        return dangling;
    }

    /** The dangling {@code {@link}}s of a Java source file, and the members its {@code {@code}}s quote, with their lines. */
    List<Dangling> inJavadoc(String file, String text) {
        List<Dangling> dangling = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        // The file's own types, parsed alone only for a link to a member of the file (#member) or a planted file.
        Supplier<JavaDeclarations> own = new Supplier<>() {
            private JavaDeclarations parsed;

            @Override
            public JavaDeclarations get() {
                if (parsed == null) {
                    parsed = JavaDeclarations.ofText(file, text);
                }
                return parsed;
            }
        };
        for (int i = 0; i < lines.length; i++) {
            Matcher link = LINK.matcher(lines[i]);
            while (link.find()) {
                String target = link.group(1);
                String member = link.group(2);
                String simple = target.substring(target.lastIndexOf('.') + 1);
                String why = null;
                if (!target.isEmpty() && (target.startsWith("dev.stigservice.") || Character.isUpperCase(target.charAt(0)))) {
                    if (!types.declaresType(simple) && !own.get().declaresType(simple) && !importedIn(text, simple) && !isJavaLang(simple)) {
                        why = "names no type of this repository, and the file imports none of that name";
                    } else if (member != null && types.declaresType(simple) && !types.declares(simple, member) && !own.get().declares(simple, member)) {
                        why = "names no member " + member + " of " + simple;
                    }
                } else if (target.isEmpty() && member != null && !own.get().anyTypeDeclares(member, types)) {
                    why = "names no member of this file";
                }
                if (why != null) {
                    dangling.add(new Dangling(file, i + 1, link.group(), why));
                }
            }
            // A member quoted as code ({@code Type.member}, Javadoc's backticks) is checked as a document's is.
            Matcher code = CODE_MEMBER.matcher(lines[i]);
            while (code.find()) {
                String type = code.group(1);
                String member = code.group(2);
                if (types.declaresType(type) && !FILE_NAME.matcher(type + "." + member).matches() && !types.declares(type, member)) {
                    dangling.add(new Dangling(file, i + 1, code.group(), "names no member " + member + " of " + type));
                }
            }
        }
        return dangling;
    }

    /** Why a name quoted in a document resolves to nothing, or null when it resolves (or is no code name). */
    String why(String name, Path folder) {
        String bare = name.replaceAll("\\(\\)$", "");
        if (CLASS_NAME.matcher(bare).matches()) {
            return knownType(bare) ? null : "names no class of this repository or of a project it uses";
        }
        Matcher member = MEMBER.matcher(bare);
        // A type of this repository is checked whatever its name's shape (Slug.parse); another name only when it has a
        // class name's (Micronaut.build is another project's, ArchitectureTest.java a file's).
        if (member.matches() && !FILE_NAME.matcher(bare).matches()
                && (types.declaresType(member.group(1)) || CLASS_NAME.matcher(member.group(1)).matches())) {
            String type = member.group(1);
            if (!knownType(type)) {
                return "names no class of this repository or of a project it uses";
            }
            return !types.declaresType(type) || types.declares(type, member.group(2)) ? null : "names no member " + member.group(2) + " of " + type;
        }
        if (MODULE.matcher(bare).matches()) {
            return Files.isDirectory(root.resolve(bare)) ? null : "names no module of this repository";
        }
        String setting = bare.replaceAll("=.*$", "");
        if (SETTING.matcher(setting).matches()) {
            return isSetting(setting) ? null : "names no stig.* setting (README's configuration table, or a source file)";
        }
        if (PATH.matcher(bare).matches() && !bare.startsWith("/") && !bare.contains("/target/") && !bare.startsWith("target/")
                && !MEDIA_TYPE.matcher(bare).matches()) {
            Path first = root.resolve(bare.substring(0, bare.indexOf('/')));
            boolean inTree = Files.exists(first) && !first.equals(root.resolve("..")) && !bare.startsWith("../");
            if (inTree && !Files.exists(root.resolve(bare)) && !Files.exists(folder.resolve(bare))) {
                return "names no file or folder of this repository";
            }
        }
        return null;
    }

    private boolean knownType(String name) {
        return types.declaresType(name) || types.importedFromOtherProjects(name) || otherProjects.contains(name) || isJavaLang(name);
    }

    private boolean isSetting(String setting) {
        if (settings.stream().anyMatch(known -> known.equals(setting) || known.startsWith(setting + "."))) {
            return true;
        }
        return sourceText.indexOf(setting) >= 0;
    }

    private static boolean importedIn(String text, String simple) {
        return Pattern.compile("^import\\s+[\\w.]+\\." + Pattern.quote(simple) + ";", Pattern.MULTILINE).matcher(text).find();
    }

    private static boolean isJavaLang(String simple) {
        try {
            Class.forName("java.lang." + simple);
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }
}
