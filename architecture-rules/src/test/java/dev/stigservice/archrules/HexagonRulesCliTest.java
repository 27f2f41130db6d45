package dev.stigservice.archrules;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** The command line runner on the two examples' compiled classes. */
class HexagonRulesCliTest {

    private static final Path TEST_CLASSES = Path.of("target/test-classes");

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return HexagonRulesCli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void theCleanExampleExitsZero(@TempDir Path dir) throws IOException {
        Path classes = copy("com/example/shop", dir.resolve("classes"));
        assertThat(run("--base-package", "com.example.shop", "--report", dir.resolve("report.xml").toString(), classes.toString()))
                .as(out.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(Files.readString(dir.resolve("report.xml"))).contains("tests=\"11\" failures=\"0\"");
    }

    @Test
    void theBrokenExampleExitsOneAndTheReportNamesEachViolation(@TempDir Path dir) throws IOException {
        Path report = dir.resolve("report.xml");
        assertThat(run("--base-package", "com.example.brokenshop", "--report", report.toString(), TEST_CLASSES.toString())).isEqualTo(1);
        String xml = Files.readString(report);
        assertThat(xml).contains("tests=\"11\" failures=\"11\"")
                .contains("OrderStoreHelper", "LocalCache", "SendsMail", "OrderLookup", "Mailer", "Draft", "FetchOrders", "OrphanService", "OrderEndpoint");
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("FAIL rings:").contains("11 of 11 rules broken");
    }

    @Test
    void aWrongCommandLineExitsTwoWithTheUsage() {
        assertThat(run("--base-package", "com.example.shop")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("at least one classes folder or jar").contains("usage:");
    }

    @Test
    void classesThatHoldNothingOfTheBasePackageAreNotAPass(@TempDir Path dir) throws IOException {
        Path classes = copy("com/example/shop", dir.resolve("classes"));
        assertThat(run("--base-package", "com.example.shops", classes.toString())).as("a misspelt package").isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("no class of package com.example.shops in")
                .contains("in packages such as com.example.shop");

        Path sources = Files.createDirectories(dir.resolve("src/com/example/shop"));
        Files.writeString(sources.resolve("Order.java"), "package com.example.shop; record Order(String id) {}");
        assertThat(run("--base-package", "com.example.shop", dir.resolve("src").toString())).as("a source folder").isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("(0 classes read)");
        assertThat(out.toString(StandardCharsets.UTF_8)).doesNotContain("Every rule holds");
    }

    /** The example's classes without its canaries, as a build would have them. */
    private static Path copy(String packageFolder, Path target) throws IOException {
        Path source = TEST_CLASSES.resolve(packageFolder);
        try (Stream<Path> files = Files.walk(source)) {
            for (Path file : files.filter(Files::isRegularFile).filter(f -> !f.toString().contains("/canary/")).toList()) {
                Path copy = target.resolve(packageFolder).resolve(source.relativize(file));
                Files.createDirectories(copy.getParent());
                Files.copy(file, copy);
            }
        }
        return target;
    }
}
