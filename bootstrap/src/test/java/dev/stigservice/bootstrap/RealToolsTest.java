package dev.stigservice.bootstrap;

import dev.stigservice.adapter.export.StandardExporters;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.port.Exporter;
import dev.stigservice.xccdf.StigSamples;
import dev.stigservice.xccdf.XccdfException;
import dev.stigservice.xccdf.XccdfReader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The downloads read by the tools STIG users run, over every shared sample: MITRE's SAF CLI generates the same
 * InSpec profile from the service's XML as from DISA's file and reads the CSV with the original's control count,
 * and OpenSCAP validates the XML. Skipped with the reason where a tool is not installed; .ci/run installs both.
 */
class RealToolsTest {

    private static final List<Original> ORIGINALS = new ArrayList<>();
    @TempDir
    static Path work;

    /** A DISA file as published, and the model the service reads from it. */
    private record Original(String name, byte[] bytes, Benchmark model) {
    }

    @BeforeAll
    static void readSamples() throws IOException {
        XccdfReader reader = new XccdfReader();
        try (Stream<Path> files = Files.list(StigSamples.directory())) {
            for (Path file : files.sorted().toList()) {
                String name = file.getFileName().toString();
                if (name.endsWith(".xml")) {
                    add(reader, name, Files.readAllBytes(file));
                } else if (name.endsWith(".zip")) {
                    try (ZipFile zip = new ZipFile(file.toFile())) {
                        for (ZipEntry entry : zip.stream().filter(e -> e.getName().endsWith(".xml")).toList()) {
                            try (InputStream in = zip.getInputStream(entry)) {
                                add(reader, Path.of(entry.getName()).getFileName().toString(), in.readAllBytes());
                            }
                        }
                    }
                }
            }
        }
    }

    private static void add(XccdfReader reader, String name, byte[] bytes) {
        try {
            ORIGINALS.add(new Original(name, bytes, reader.read(name, bytes)));
        } catch (XccdfException e) {
            // A SCAP data stream or another file that is not a manual benchmark: the service does not serve it either.
        }
    }

    @TestFactory
    Stream<DynamicTest> safGeneratesTheSameProfileFromTheXmlDownloadAsFromDisasFile() {
        assumeTrue(installed("saf"), "saf not installed (npm install -g @mitre/saf@1.5.3; .ci/run installs it)");
        assertThat(ORIGINALS).hasSize(22);
        return ORIGINALS.stream().map(original -> DynamicTest.dynamicTest(original.name(), () -> {
            Path folder = Files.createTempDirectory(work, "saf-xml");
            Path disa = Files.write(folder.resolve("disa.xml"), original.bytes());
            Path download = Files.write(folder.resolve("download.xml"), render("xml", original.model()));
            run(List.of("saf", "generate", "xccdf_benchmark2inspec_stub", "-X", disa.toString(), "-o", folder.resolve("from-disa").toString(), "-T", "group"),
                    List.of("saf", "generate", "xccdf_benchmark2inspec_stub", "-X", download.toString(), "-o", folder.resolve("from-download").toString(), "-T", "group"));
            Map<String, String> fromDisa = tree(folder.resolve("from-disa"));
            assertThat(fromDisa).as("SAF wrote controls").containsKey("controls/" + original.model().rules().getFirst().groupId() + ".rb");
            assertThat(tree(folder.resolve("from-download"))).isEqualTo(fromDisa);
        }));
    }

    @TestFactory
    Stream<DynamicTest> safReadsEveryCsvDownloadWithTheOriginalsControlCount() {
        assumeTrue(installed("saf"), "saf not installed (npm install -g @mitre/saf@1.5.3; .ci/run installs it)");
        // SAF's CSV reader needs CCIs: it stops on a benchmark without any (SAF's limit, not the file's).
        return ORIGINALS.stream().filter(original -> original.model().rules().stream().anyMatch(rule -> !rule.ccis().isEmpty()))
                .map(original -> DynamicTest.dynamicTest(original.name(), () -> {
                    Path folder = Files.createTempDirectory(work, "saf-csv");
                    Path csv = Files.write(folder.resolve("download.csv"), render("csv", original.model()));
                    run(List.of("saf", "generate", "spreadsheet2inspec_stub", "-i", csv.toString(), "-o", folder.resolve("profile").toString(), "-f", "disa"));
                    try (Stream<Path> controls = Files.list(folder.resolve("profile/controls"))) {
                        assertThat(controls.count()).isEqualTo(original.model().rules().size());
                    }
                }));
    }

    @TestFactory
    Stream<DynamicTest> oscapValidatesEveryXmlDownload() {
        assumeTrue(installed("oscap"), "oscap not installed (apt-get install openscap-utils; .ci/run installs it)");
        return ORIGINALS.stream().map(original -> DynamicTest.dynamicTest(original.name(), () -> {
            Path download = Files.write(Files.createTempDirectory(work, "oscap").resolve("download.xml"), render("xml", original.model()));
            run(List.of("oscap", "xccdf", "validate", download.toString()));
        }));
    }

    private static byte[] render(String format, Benchmark benchmark) throws IOException {
        Exporter exporter = StandardExporters.all().stream().filter(e -> e.format().name().equals(format)).findFirst().orElseThrow();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        exporter.write(benchmark, out);
        return out.toByteArray();
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

    private static boolean installed(String tool) {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator))
                .anyMatch(dir -> Files.isExecutable(Path.of(dir, tool)));
    }
}
