package dev.stigservice.archrules;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.Location;
import com.tngtech.archunit.lang.EvaluationResult;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.Reader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Properties;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * {@code java -jar architecture-rules-cli.jar --base-package com.acme [roles] <classes folders or jars>...}: checks
 * the rules outside any build tool, prints each violation and writes a JUnit XML report. Exit status: 0 every rule
 * holds; 1 a rule is broken; 2 a usage error, or nothing to check; 3 the checker itself failed.
 */
public final class HexagonRulesCli {

    static final int HOLDS = 0;
    static final int BROKEN = 1;
    static final int USAGE = 2;
    static final int FAILED = 3;

    private static final String USAGE_TEXT = """
            usage: java -jar architecture-rules-cli.jar --base-package <package> [options] <classes folder or jar>...
            Each role is a comma-separated list of ArchUnit package identifiers relative to the base package
            (domain.model.., adapter.(*)..; (*) names each adapter or context; . is the base package itself; one that
            starts with the base package is taken as written; an empty value gives the role no package):
              --domain-model <ids>       default domain.model..
              --out-ports <ids>          default domain.port..
              --in-ports <ids>           use-case interfaces and their commands and results; default application..
              --services <ids>           their implementations and the application's other classes; default application..
                                         (where both share a package, the in-ports are what sits beside a *UseCase
                                         interface and the records, enums and result sets their signatures name)
              --inbound-adapters <ids>   default adapter.(http)..,adapter.(web)..
              --outbound-adapters <ids>  default adapter.(*).. (what an inbound identifier claims stays inbound)
              --composition-root <ids>   default bootstrap..
              --shared <ids>             packages outside the rings that every ring may use; default none
              --contexts <id>            e.g. domain.(*)..: each context a hexagon, the roles above relative to it
              --core-also-using <ids>    packages outside the base the core may use besides java..
              --delivery-names <regexes> simple class names the core may neither bear nor use, e.g.
                                         .*(ETag|NotModified|Gzip).* (comma-separated, so no comma inside one)
              --delivery-packages <ids>  packages of the delivery the core may not use, e.g. io.micronaut.http..
              --adapter-using <name=ids;...>  the libraries (packages outside the base) each adapter may use, e.g.
                                         storage=org.h2.mvstore..,jakarta.validation..;http=io.micronaut..; once one
                                         adapter is named, every adapter may use only the JDK and what it is given
              --naming                   also check names: *UseCase, *Service, @Controller classes named *Controller
              --controller-annotation <class>  the entry-point annotation the naming rules look for
              --skip <rule ids>          rules not to check
              --diagram <file.puml>      a PlantUML picture the code must match
              --baseline <folder>        freeze today's violations there and fail only on new ones
              --report <file.xml>        JUnit XML report (default: architecture-rules-report.xml)
              --config <file>            the same keys without the dashes in a properties file; options override it
              --help                     this text
            Exit status: 0 every rule holds, 1 a rule is broken, 2 a usage error or nothing to check, 3 the checker failed.""";

    private static final Set<String> KEYS = Set.of("base-package", "domain-model", "out-ports", "in-ports", "services",
            "inbound-adapters", "outbound-adapters", "composition-root", "shared", "contexts", "core-also-using", "delivery-names",
            "delivery-packages", "adapter-using", "naming",
            "controller-annotation", "skip", "diagram", "baseline", "report", "config");

    private HexagonRulesCli() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** The whole command, for tests: returns the exit status instead of exiting. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        Map<String, String> options = new LinkedHashMap<>();
        List<Path> paths = new ArrayList<>();
        try {
            for (int i = 0; i < args.length; i++) {
                if (args[i].equals("--help")) {
                    out.println(USAGE_TEXT);
                    return HOLDS;
                }
                if (args[i].startsWith("--")) {
                    String key = args[i].substring(2);
                    if (!KEYS.contains(key)) {
                        throw new IllegalArgumentException("unknown option " + args[i]);
                    }
                    options.put(key, key.equals("naming") ? "true" : value(args, ++i));
                } else {
                    Path path = Path.of(args[i]);
                    if (!Files.exists(path)) {
                        throw new IllegalArgumentException(path + " does not exist");
                    }
                    paths.add(path);
                }
            }
            if (options.containsKey("config")) {
                Map<String, String> fromFile = readConfig(Path.of(options.get("config")));
                fromFile.putAll(options);
                options = fromFile;
            }
            if (!options.containsKey("base-package") || paths.isEmpty()) {
                throw new IllegalArgumentException("--base-package and at least one classes folder or jar are required");
            }
        } catch (IllegalArgumentException | IOException e) {
            err.println(e.getMessage());
            err.println(USAGE_TEXT);
            return USAGE;
        }
        try {
            return check(options, paths, out, err);
        } catch (IllegalArgumentException e) {
            err.println(e.getMessage());
            return USAGE;
        } catch (RuntimeException | IOException | LinkageError e) {
            err.println("the checker failed: " + e);
            return FAILED;
        }
    }

    private static int check(Map<String, String> options, List<Path> paths, PrintStream out, PrintStream err) throws IOException {
        HexagonConventions conventions = conventions(options);
        JavaClasses imported = importClasses(paths);
        String base = conventions.basePackage();
        List<JavaClass> checked = imported.stream().filter(c -> Place.within(c.getPackageName(), base)).toList();
        if (checked.isEmpty()) {
            // Nothing to check is a wrong command line, not a pass: a source folder, a misspelt package, a repackaged jar.
            err.println("no class of package " + base + " in " + paths + " (" + imported.size() + " classes read"
                    + (imported.isEmpty() ? "" : ", in packages such as " + String.join(", ", imported.stream()
                    .map(JavaClass::getPackageName).distinct().sorted().limit(3).toList()))
                    + "): give the compiled classes (a folder of .class files or a jar) and their base package");
            return USAGE;
        }
        if (checked.stream().allMatch(c -> Place.of(c, conventions).role() == Role.UNPLACED)) {
            err.println("none of the " + checked.size() + " classes of " + base + " is in any role: name the packages of each role "
                    + "(--domain-model, --in-ports, ...; see --help)");
            return USAGE;
        }
        HexagonRules set = HexagonRules.of(conventions);
        Map<Role, List<String>> empty = set.rolesWithoutClasses(imported);
        if (!empty.isEmpty()) {
            empty.forEach((role, identifiers) -> err.println("--" + role.option() + " " + String.join(",", identifiers)
                    + " matches no class: name that role's packages, or give it none with --" + role.option() + " ''"));
            return USAGE;
        }
        List<HexagonRule> rules;
        try {
            rules = set.without(list(options.get("skip")));
        } catch (NoSuchElementException unknown) {
            throw new IllegalArgumentException("--skip: " + unknown.getMessage());
        }
        if (options.containsKey("baseline")) {
            rules = HexagonRules.frozen(rules, Path.of(options.get("baseline")));
        }
        Map<HexagonRule, List<String>> violations = new LinkedHashMap<>();
        for (HexagonRule rule : rules) {
            EvaluationResult result = rule.rule().evaluate(imported);
            List<String> lines = result.hasViolation() ? result.getFailureReport().getDetails() : List.of();
            violations.put(rule, lines);
            out.println((lines.isEmpty() ? "PASS " : "FAIL ") + rule.id() + ": " + rule.rule().getDescription());
            lines.forEach(line -> out.println("    " + line));
        }
        Path report = Path.of(options.getOrDefault("report", "architecture-rules-report.xml"));
        JUnitXmlReport.write(report, violations);
        long failed = violations.values().stream().filter(lines -> !lines.isEmpty()).count();
        out.println(failed == 0 ? "Every rule holds (" + rules.size() + " rules, " + checked.size() + " classes)."
                : failed + " of " + rules.size() + " rules broken; report: " + report.toAbsolutePath());
        return failed == 0 ? HOLDS : BROKEN;
    }

    /** This project's layout where an option is not given, names checked only when asked for. */
    static HexagonConventions conventions(Map<String, String> options) throws IOException {
        HexagonConventions conventions = HexagonConventions.forBasePackage(options.get("base-package")).withoutNaming();
        if (options.containsKey("domain-model")) {
            conventions = conventions.withDomainModel(array(options.get("domain-model")));
        }
        if (options.containsKey("out-ports")) {
            conventions = conventions.withOutPorts(array(options.get("out-ports")));
        }
        if (options.containsKey("in-ports")) {
            conventions = conventions.withInPorts(array(options.get("in-ports")));
        }
        if (options.containsKey("services")) {
            conventions = conventions.withServices(array(options.get("services")));
        }
        if (options.containsKey("inbound-adapters")) {
            conventions = conventions.withInboundAdapters(array(options.get("inbound-adapters")));
        }
        if (options.containsKey("outbound-adapters")) {
            conventions = conventions.withOutboundAdapters(array(options.get("outbound-adapters")));
        }
        if (options.containsKey("composition-root")) {
            conventions = conventions.withCompositionRoot(array(options.get("composition-root")));
        }
        if (options.containsKey("shared")) {
            conventions = conventions.withShared(array(options.get("shared")));
        }
        if (options.containsKey("contexts") && !options.get("contexts").isBlank()) {
            conventions = conventions.withContexts(options.get("contexts").strip());
        }
        if (options.containsKey("core-also-using")) {
            conventions = conventions.withCoreAlsoUsing(array(options.get("core-also-using")));
        }
        if (options.containsKey("delivery-names")) {
            conventions = conventions.withDeliveryNames(array(options.get("delivery-names")));
        }
        if (options.containsKey("delivery-packages")) {
            conventions = conventions.withDeliveryPackages(array(options.get("delivery-packages")));
        }
        if (options.containsKey("adapter-using")) {
            for (String adapter : options.get("adapter-using").split(";")) {
                if (adapter.isBlank()) {
                    continue;
                }
                int equals = adapter.indexOf('=');
                if (equals < 1) {
                    throw new IllegalArgumentException("--adapter-using: '" + adapter.strip() + "' is not <adapter name>=<packages>");
                }
                conventions = conventions.withAdapterUsing(adapter.substring(0, equals).strip(), array(adapter.substring(equals + 1)));
            }
        }
        if (Boolean.parseBoolean(options.getOrDefault("naming", "false")) || options.containsKey("controller-annotation")) {
            HexagonConventions.Naming names = HexagonConventions.Naming.DEFAULT;
            String annotation = options.getOrDefault("controller-annotation", names.controllerAnnotation());
            conventions = conventions.withNaming(new HexagonConventions.Naming(names.useCaseSuffix(), names.serviceSuffix(),
                    names.controllerSuffix(), annotation));
        }
        if (options.containsKey("diagram")) {
            conventions = conventions.withDiagram(Path.of(options.get("diagram")).toUri().toURL());
        }
        return conventions;
    }

    /**
     * Class folders and jars; a Spring Boot jar's own classes ({@code BOOT-INF/classes}) are read from a copy, since
     * ArchUnit would take that folder for part of their package names.
     */
    private static JavaClasses importClasses(List<Path> paths) throws IOException {
        List<Location> locations = new ArrayList<>();
        List<Path> copies = new ArrayList<>();
        try {
            for (Path path : paths) {
                locations.add(Files.isRegularFile(path) ? jarLocation(path, copies) : Location.of(path));
            }
            return new ClassFileImporter().importLocations(locations); // read whole: the copies may go afterwards
        } finally {
            for (Path copy : copies) {
                try (var files = Files.walk(copy)) {
                    for (Path file : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                        Files.deleteIfExists(file);
                    }
                }
            }
        }
    }

    /** A jar as ArchUnit reads jars (a plain file path would be read as a folder, and give no class). */
    private static Location jarLocation(Path jar, List<Path> copies) throws IOException {
        try (JarFile file = new JarFile(jar.toFile())) {
            List<JarEntry> boot = file.stream().filter(entry -> entry.getName().startsWith("BOOT-INF/classes/") && !entry.isDirectory()).toList();
            if (boot.isEmpty()) {
                return Location.of(URI.create("jar:" + jar.toUri() + "!/"));
            }
            Path classes = Files.createTempDirectory("boot-inf-classes");
            copies.add(classes);
            for (JarEntry entry : boot) {
                Path target = classes.resolve(entry.getName().substring("BOOT-INF/classes/".length())).normalize();
                if (!target.startsWith(classes)) {
                    throw new IOException("a jar entry outside its folder: " + entry.getName());
                }
                Files.createDirectories(target.getParent());
                try (InputStream in = file.getInputStream(entry)) {
                    Files.copy(in, target);
                }
            }
            return Location.of(classes);
        }
    }

    private static Map<String, String> readConfig(Path file) throws IOException {
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(reader);
        }
        Map<String, String> options = new LinkedHashMap<>();
        for (String key : properties.stringPropertyNames()) {
            if (!KEYS.contains(key) || key.equals("config")) {
                throw new IllegalArgumentException(file + ": unknown key " + key);
            }
            options.put(key, properties.getProperty(key));
        }
        return options;
    }

    private static List<String> list(String value) {
        return value == null ? List.of() : Arrays.stream(value.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
    }

    private static String[] array(String value) {
        return list(value).toArray(String[]::new);
    }

    private static String value(String[] args, int index) {
        if (index >= args.length) {
            throw new IllegalArgumentException(args[index - 1] + " needs a value");
        }
        return args[index];
    }
}
