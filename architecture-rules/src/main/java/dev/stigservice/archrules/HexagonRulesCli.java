package dev.stigservice.archrules;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.EvaluationResult;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code java -jar architecture-rules-cli.jar --base-package com.acme <classes folders or jars>...}: checks the
 * rules outside any build tool, prints each violation, writes a JUnit XML report and exits 1 on a violation
 * (0 when every rule holds, 2 when the command line is wrong or the classes given hold none of the base package).
 */
public final class HexagonRulesCli {

    private static final String USAGE = """
            usage: java -jar architecture-rules-cli.jar --base-package <package> [options] <classes folder or jar>...
              --inbound <a,b>        adapters that drive the core (default: http,web)
              --libraries <a,b>      sub-packages outside the rings that adapters share
              --diagram <file.puml>  a PlantUML picture the code must match
              --baseline <folder>    freeze today's violations there and fail only on new ones
              --report <file.xml>    JUnit XML report (default: architecture-rules-report.xml)""";

    private HexagonRulesCli() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** The whole command, for tests: returns the exit code instead of exiting. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        HexagonConventions conventions = null;
        Path report = Path.of("architecture-rules-report.xml");
        Path baseline = null;
        List<String> inbound = null;
        List<String> libraries = List.of();
        Path diagram = null;
        List<Path> classes = new ArrayList<>();
        try {
            for (int i = 0; i < args.length; i++) {
                switch (args[i]) {
                    case "--base-package" -> conventions = HexagonConventions.forBasePackage(value(args, ++i));
                    case "--inbound" -> inbound = List.of(value(args, ++i).split(","));
                    case "--libraries" -> libraries = List.of(value(args, ++i).split(","));
                    case "--diagram" -> diagram = Path.of(value(args, ++i));
                    case "--baseline" -> baseline = Path.of(value(args, ++i));
                    case "--report" -> report = Path.of(value(args, ++i));
                    default -> {
                        if (args[i].startsWith("--")) {
                            throw new IllegalArgumentException("unknown option " + args[i]);
                        }
                        Path path = Path.of(args[i]);
                        if (!Files.exists(path)) {
                            throw new IllegalArgumentException(path + " does not exist");
                        }
                        classes.add(path);
                    }
                }
            }
            if (conventions == null || classes.isEmpty()) {
                throw new IllegalArgumentException("--base-package and at least one classes folder or jar are required");
            }
            if (inbound != null) {
                conventions = conventions.withInboundAdapters(inbound.toArray(String[]::new));
            }
            conventions = conventions.withLibraries(libraries.toArray(String[]::new));
            if (diagram != null) {
                conventions = conventions.withDiagram(diagram.toUri().toURL());
            }
        } catch (IllegalArgumentException | IOException e) {
            err.println(e.getMessage());
            err.println(USAGE);
            return 2;
        }

        JavaClasses imported = new ClassFileImporter().importPaths(classes);
        String base = conventions.basePackage();
        long checked = imported.stream().filter(c -> c.getPackageName().equals(base) || c.getPackageName().startsWith(base + ".")).count();
        if (checked == 0) {
            // Nothing to check is a wrong command line, not a pass: a source folder, a misspelt package, a repackaged jar.
            err.println("no class of package " + base + " in " + classes + " (" + imported.size() + " classes read"
                    + (imported.isEmpty() ? "" : ", in packages such as " + String.join(", ", imported.stream()
                            .map(c -> c.getPackageName()).distinct().sorted().limit(3).toList()))
                    + "): give the compiled classes (a folder of .class files or a jar) and their base package");
            return 2;
        }
        HexagonRules set = HexagonRules.of(conventions);
        List<HexagonRule> rules = baseline == null ? set.all() : set.frozenIn(baseline);
        Map<HexagonRule, List<String>> violations = new LinkedHashMap<>();
        for (HexagonRule rule : rules) {
            EvaluationResult result = rule.rule().evaluate(imported);
            List<String> lines = result.hasViolation() ? result.getFailureReport().getDetails() : List.of();
            violations.put(rule, lines);
            out.println((lines.isEmpty() ? "PASS " : "FAIL ") + rule.id() + ": " + rule.rule().getDescription());
            lines.forEach(line -> out.println("    " + line));
        }
        try {
            JUnitXmlReport.write(report, violations);
        } catch (IOException e) {
            err.println("could not write the report " + report + ": " + e.getMessage());
            return 2;
        }
        long failed = violations.values().stream().filter(lines -> !lines.isEmpty()).count();
        out.println(failed == 0 ? "Every rule holds (" + rules.size() + " rules, " + imported.size() + " classes)."
                : failed + " of " + rules.size() + " rules broken; report: " + report.toAbsolutePath());
        return failed == 0 ? 0 : 1;
    }

    private static String value(String[] args, int index) {
        if (index >= args.length) {
            throw new IllegalArgumentException(args[index - 1] + " needs a value");
        }
        return args[index];
    }
}
