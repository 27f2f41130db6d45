package dev.stigservice.archrules;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** The command line runner on the examples' compiled classes: its options, its inputs and its exit statuses. */
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
        assertThat(run("--base-package", "com.example.shop", "--naming", "--report", dir.resolve("report.xml").toString(), classes.toString()))
                .as(out.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(Files.readString(dir.resolve("report.xml"))).contains("tests=\"13\" failures=\"0\"");
    }

    /** The libraries each adapter may use, on the command line: the web adapter's Micronaut passes only where it is given. */
    @Test
    void eachAdaptersLibrariesAreGivenOnTheCommandLine(@TempDir Path dir) throws IOException {
        Path classes = copy("com/example/shop", dir.resolve("classes"));
        String report = dir.resolve("report.xml").toString();
        assertThat(run("--base-package", "com.example.shop", "--adapter-using", "web=io.micronaut..;memory=", "--report", report,
                classes.toString())).as(out.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(run("--base-package", "com.example.shop", "--adapter-using", "web=;memory=", "--report", report, classes.toString()))
                .isEqualTo(1);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("FAIL adapters-use-their-own-libraries")
                .contains("io.micronaut.http.annotation.Controller");
        assertThat(run("--base-package", "com.example.shop", "--adapter-using", "web", classes.toString())).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--adapter-using: 'web' is not <adapter name>=<packages>");
    }

    @Test
    void theBrokenExampleExitsOneAndTheReportNamesEachViolation(@TempDir Path dir) throws IOException {
        Path report = dir.resolve("report.xml");
        assertThat(run("--base-package", "com.example.brokenshop", "--naming", "--composition-root", "", "--delivery-names", ".*ETag.*",
                "--report", report.toString(), TEST_CLASSES.toString())).as(err.toString(StandardCharsets.UTF_8)).isEqualTo(1);
        String xml = Files.readString(report);
        assertThat(xml).contains("tests=\"14\" failures=\"14\"")
                .contains("OrderStoreHelper", "LocalCache", "SendsMail", "OrderLookup", "Mailer", "Draft", "FetchOrders", "OrphanService",
                        "OrderEndpoint", "PendingOrder", "Checkout", "OrderETag");
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("FAIL rings:").contains("14 of 14 rules broken");
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

    @Test
    void aLayoutIsDescribedByItsRolesInAConfigurationFileAndOptionsOverrideIt(@TempDir Path dir) throws IOException {
        Path classes = copy("com/example/buckpal", dir.resolve("classes"));
        Path config = Path.of("src/test/resources/layouts/buckpal.properties");
        assertThat(run("--config", config.toString(), "--report", dir.resolve("r.xml").toString(), classes.toString()))
                .as(err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("Every rule holds (10 rules, 9 classes).");

        assertThat(run("--config", config.toString(), "--composition-root", "boot..", "--report", dir.resolve("r.xml").toString(),
                classes.toString())).as("an option overrides the file").isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--composition-root boot.. matches no class");
    }

    @Test
    void withoutItsRolesALayoutIsNotCheckedButRefusedWithWhy(@TempDir Path dir) throws IOException {
        Path classes = copy("com/example/buckpal", dir.resolve("classes"));
        assertThat(run("--base-package", "com.example.buckpal", classes.toString())).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--domain-model domain.model.. matches no class");
    }

    @Test
    void jarsAreReadAndASpringBootJarsOwnClassesToo(@TempDir Path dir) throws IOException {
        Path classes = copy("com/example/buckpal", dir.resolve("classes"));
        Path config = Path.of("src/test/resources/layouts/buckpal.properties");
        Path plain = jar(classes, "", dir.resolve("plain.jar"));
        Path boot = jar(classes, "BOOT-INF/classes/", dir.resolve("boot.jar"));
        for (Path jar : List.of(plain, boot)) {
            assertThat(run("--config", config.toString(), "--report", dir.resolve("r.xml").toString(), jar.toString()))
                    .as(jar + ": " + err.toString(StandardCharsets.UTF_8)).isZero();
        }
        assertThat(run("--base-package", "com.example.other", "--report", dir.resolve("r.xml").toString(), plain.toString()))
                .as("a jar of another package").isEqualTo(2);
    }

    @Test
    void anEmptyFolderIsNothingToCheck(@TempDir Path dir) throws IOException {
        Path empty = Files.createDirectories(dir.resolve("empty"));
        assertThat(run("--base-package", "com.example.shop", empty.toString())).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("no class of package com.example.shop").contains("(0 classes read)");
    }

    @Test
    void helpIsTheUsageAndZeroAndAnUnknownRuleToSkipIsAUsageError(@TempDir Path dir) throws IOException {
        assertThat(run("--help")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("--inbound-adapters", "--contexts", "Exit status: 0");
        Path classes = copy("com/example/shop", dir.resolve("classes"));
        assertThat(run("--base-package", "com.example.shop", "--skip", "no-such-rule", classes.toString())).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--skip: no rule 'no-such-rule'");
        assertThat(run("--base-package", "com.example.shop", "--delivery-names", ".*(ETag", classes.toString())).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("delivery names: '.*(ETag' is not a regular expression");
    }

    @Test
    void aCheckerThatCannotReadItsInputExitsThree(@TempDir Path dir) throws IOException {
        Path broken = Files.writeString(dir.resolve("broken.jar"), "not a zip");
        assertThat(run("--base-package", "com.example.shop", broken.toString())).isEqualTo(3);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("the checker failed");
    }

    private static Path jar(Path classes, String prefix, Path jar) throws IOException {
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar)); Stream<Path> files = Files.walk(classes)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                out.putNextEntry(new JarEntry(prefix + classes.relativize(file).toString().replace('\\', '/')));
                out.write(Files.readAllBytes(file));
                out.closeEntry();
            }
        }
        return jar;
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
