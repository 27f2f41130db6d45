package dev.stigservice.endtoend.download;

import dev.stigservice.endtoend.support.DisaOriginals;
import dev.stigservice.endtoend.support.Installed;
import dev.stigservice.endtoend.support.Saf;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The downloads read by the tools STIG users run, over every shared sample: MITRE's SAF CLI generates the same
 * InSpec profile from the service's XML as from DISA's file and reads the CSV with the original's control count,
 * and OpenSCAP validates the XML and writes the same HTML guide from it as from DISA's file (each rule's
 * references included). Without a tool, or without the samples, each test is skipped with the reason; .ci/run installs both.
 * SAF's commands run in one node process ({@link Saf}), OpenSCAP's as processes of their own.
 */
class RealToolsTest {

    @TempDir
    static Path work;

    @TestFactory
    Stream<DynamicTest> safGeneratesTheSameProfileFromTheXmlDownloadAsFromDisasFile() throws IOException {
        return DisaOriginals.tests(originals -> originals.stream().map(original -> DynamicTest.dynamicTest(original.name(), () -> {
            Path folder = Files.createTempDirectory(work, "saf-xml");
            Path disa = Files.write(folder.resolve("disa.xml"), original.bytes());
            Path download = Files.write(folder.resolve("download.xml"), original.download("xml"));
            saf("generate", "xccdf_benchmark2inspec_stub", "-X", disa.toString(), "-o", folder.resolve("from-disa").toString(), "-T", "group");
            saf("generate", "xccdf_benchmark2inspec_stub", "-X", download.toString(), "-o", folder.resolve("from-download").toString(), "-T", "group");
            Map<String, String> fromDisa = tree(folder.resolve("from-disa"));
            assertThat(fromDisa).as("SAF wrote controls").containsKey("controls/" + original.model().rules().getFirst().groupId() + ".rb");
            assertThat(tree(folder.resolve("from-download"))).isEqualTo(fromDisa);
        })));
    }

    @TestFactory
    Stream<DynamicTest> safReadsEveryCsvDownloadWithTheOriginalsControlCount() throws IOException {
        // SAF's CSV reader needs CCIs: it stops on a benchmark without any (SAF's limit, not the file's).
        return DisaOriginals.tests(originals -> originals.stream().filter(original -> original.model().rules().stream().anyMatch(rule -> !rule.ccis().isEmpty()))
                .map(original -> DynamicTest.dynamicTest(original.name(), () -> {
                    Path folder = Files.createTempDirectory(work, "saf-csv");
                    Path csv = Files.write(folder.resolve("download.csv"), original.download("csv"));
                    saf("generate", "spreadsheet2inspec_stub", "-i", csv.toString(), "-o", folder.resolve("profile").toString(), "-f", "disa");
                    try (Stream<Path> controls = Files.list(folder.resolve("profile/controls"))) {
                        assertThat(controls.count()).isEqualTo(original.model().rules().size());
                    }
                })));
    }

    @TestFactory
    Stream<DynamicTest> oscapValidatesEveryXmlDownload() throws IOException {
        return DisaOriginals.tests(originals -> originals.stream().map(original -> DynamicTest.dynamicTest(original.name(), () -> {
            assumeTrue(Installed.onPath("oscap"), "oscap not installed (apt-get install openscap-scanner; .ci/run installs it)");
            Path download = Files.write(Files.createTempDirectory(work, "oscap").resolve("download.xml"), original.download("xml"));
            run(List.of("oscap", "xccdf", "validate", download.toString()));
        })));
    }

    @TestFactory
    Stream<DynamicTest> oscapWritesTheSameGuideFromTheXmlDownloadAsFromDisasFileReferencesIncluded() throws IOException {
        return DisaOriginals.tests(originals -> originals.stream().map(original -> DynamicTest.dynamicTest(original.name(), () -> {
            assumeTrue(Installed.onPath("oscap"), "oscap not installed (apt-get install openscap-scanner; .ci/run installs it)");
            Path folder = Files.createTempDirectory(work, "oscap-guide");
            Path disa = Files.write(folder.resolve("disa.xml"), original.bytes());
            Path download = Files.write(folder.resolve("download.xml"), original.download("xml"));
            run(List.of("oscap", "xccdf", "generate", "guide", "--output", folder.resolve("from-disa.html").toString(), disa.toString()),
                    List.of("oscap", "xccdf", "generate", "guide", "--output", folder.resolve("from-download.html").toString(), download.toString()));
            String fromDisa = Files.readString(folder.resolve("from-disa.html"));
            assertThat(fromDisa).as("a References block under every rule").contains("References");
            assertThat(Files.readString(folder.resolve("from-download.html"))).isEqualTo(fromDisa);
        })));
    }

    /** Runs the commands side by side to their end; a non-zero exit fails the test with what the tool said. */
    @SafeVarargs
    private static void run(List<String>... commands) throws IOException, InterruptedException {
        List<Process> processes = new ArrayList<>();
        List<Path> outputs = new ArrayList<>();
        for (List<String> command : commands) {
            Path output = Files.createTempFile(work, "tool", ".log");
            processes.add(new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile()).start());
            outputs.add(output);
        }
        for (int i = 0; i < commands.length; i++) {
            assertThat(processes.get(i).waitFor(120, TimeUnit.SECONDS)).as("%s finished", commands[i].getFirst()).isTrue();
            assertThat(processes.get(i).exitValue()).as("%s said:%n%s", String.join(" ", commands[i]), Files.readString(outputs.get(i))).isZero();
        }
    }

    /** Every file below {@code root} by relative path, with its text. */
    private static Map<String, String> tree(Path root) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.filter(Files::isRegularFile).toList()) {
                files.put(root.relativize(path).toString(), Files.readString(path, StandardCharsets.UTF_8));
            }
        }
        return files;
    }

    /** Runs {@code saf <arguments>}; a non-zero exit fails the test with what SAF said. */
    private static void saf(String... arguments) throws IOException, InterruptedException {
        Saf.Result result = Saf.run(arguments);
        assertThat(result.exit()).as("saf %s said:%n%s", String.join(" ", arguments), result.output()).isZero();
    }
}
