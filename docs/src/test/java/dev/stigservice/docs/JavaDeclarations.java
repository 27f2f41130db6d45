package dev.stigservice.docs;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ParameterizedTypeTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.TreeScanner;

import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The types Java sources declare and what each declares, read with the JDK's own parser (no regular expression): its
 * methods, constructors, fields, enum constants, record components and nested types, and the simple names of its supertypes, so
 * that a member inherited from another type of the same sources counts as the type's too. A word that is only a
 * parameter, a local variable or a comment is no member.
 */
final class JavaDeclarations {

    /** One declared type: its own members, and the simple names it extends or implements. */
    record Declared(Set<String> members, List<String> supertypes) {
    }

    private final Map<String, List<Declared>> bySimpleName = new HashMap<>();
    /** The simple names each file imports from outside {@code dev.stigservice}. */
    private final Set<String> importedFromOtherProjects = new HashSet<>();

    private JavaDeclarations() {
    }

    /** Parses the files (parsing only: nothing is resolved or compiled, so a file that would not compile still counts). */
    static JavaDeclarations of(Collection<Path> files) {
        JavaDeclarations declarations = new JavaDeclarations();
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> ignored = new DiagnosticCollector<>();
        try (StandardJavaFileManager manager = compiler.getStandardFileManager(ignored, null, null)) {
            JavacTask task = (JavacTask) compiler.getTask(null, manager, ignored, List.of("-proc:none"), null,
                    manager.getJavaFileObjectsFromPaths(files));
            for (CompilationUnitTree unit : task.parse()) {
                declarations.read(unit);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return declarations;
    }

    /** Parses one source text given as a string (the tests' planted files). */
    static JavaDeclarations ofText(String name, String text) {
        JavaDeclarations declarations = new JavaDeclarations();
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        JavaFileObject source = new javax.tools.SimpleJavaFileObject(java.net.URI.create("string:///" + name), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return text;
            }
        };
        try {
            JavacTask task = (JavacTask) compiler.getTask(null, null, new DiagnosticCollector<>(), List.of("-proc:none"), null, List.of(source));
            for (CompilationUnitTree unit : task.parse()) {
                declarations.read(unit);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return declarations;
    }

    private void read(CompilationUnitTree unit) {
        unit.getImports().forEach(imported -> {
            String name = imported.getQualifiedIdentifier().toString();
            if (!name.startsWith("dev.stigservice")) {
                String[] parts = name.split("\\.");
                for (String part : parts) {
                    if (!part.isEmpty() && Character.isUpperCase(part.charAt(0))) {
                        importedFromOtherProjects.add(part);
                    }
                }
            }
        });
        new TreeScanner<Void, Void>() {
            @Override
            public Void visitClass(ClassTree type, Void unused) {
                String name = type.getSimpleName().toString();
                if (!name.isEmpty()) {
                    Set<String> members = new HashSet<>();
                    for (Tree member : type.getMembers()) {
                        switch (member) {
                            // A constructor is linked to by the type's name (#Type()).
                            case MethodTree method -> members.add(method.getName().contentEquals("<init>") ? name : method.getName().toString());
                            case VariableTree field -> members.add(field.getName().toString());
                            case ClassTree nested -> members.add(nested.getSimpleName().toString());
                            default -> {
                            }
                        }
                    }
                    switch (type.getKind()) {
                        case ENUM -> members.addAll(List.of("values", "valueOf", "name", "ordinal"));
                        case RECORD -> members.addAll(List.of("equals", "hashCode", "toString"));
                        default -> {
                        }
                    }
                    List<String> supertypes = new ArrayList<>();
                    Optional.ofNullable(type.getExtendsClause()).map(JavaDeclarations::simpleName).ifPresent(supertypes::add);
                    type.getImplementsClause().stream().map(JavaDeclarations::simpleName).forEach(supertypes::add);
                    bySimpleName.computeIfAbsent(name, key -> new ArrayList<>()).add(new Declared(members, supertypes));
                }
                return super.visitClass(type, unused);
            }
        }.scan(unit, null);
    }

    private static String simpleName(Tree type) {
        return switch (type) {
            case ParameterizedTypeTree parameterized -> simpleName(parameterized.getType());
            case MemberSelectTree select -> select.getIdentifier().toString();
            case IdentifierTree identifier -> identifier.getName().toString();
            default -> type.toString();
        };
    }

    boolean declaresType(String simpleName) {
        return bySimpleName.containsKey(simpleName);
    }

    /** Whether a type of that simple name declares the member, or inherits it from a type of these sources. */
    boolean declares(String type, String member) {
        return declares(type, member, new HashSet<>());
    }

    private boolean declares(String type, String member, Set<String> seen) {
        if (!seen.add(type)) {
            return false;
        }
        for (Declared declared : bySimpleName.getOrDefault(type, List.of())) {
            if (declared.members().contains(member)
                    || declared.supertypes().stream().anyMatch(supertype -> declares(supertype, member, seen))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a type of these sources has the member, declared or inherited from a type of these sources or of the
     * project's (a link to a member of the file, {@code #member}, in a file parsed alone).
     */
    boolean anyTypeDeclares(String member, JavaDeclarations project) {
        return bySimpleName.values().stream().flatMap(List::stream).anyMatch(declared -> declared.members().contains(member)
                || declared.supertypes().stream().anyMatch(supertype -> declares(supertype, member) || project.declares(supertype, member)));
    }

    boolean importedFromOtherProjects(String simpleName) {
        return importedFromOtherProjects.contains(simpleName);
    }
}
