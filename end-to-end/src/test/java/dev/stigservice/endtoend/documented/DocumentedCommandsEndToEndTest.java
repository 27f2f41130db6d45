package dev.stigservice.endtoend.documented;

import dev.stigservice.endtoend.support.RunningService;

import dev.stigservice.xccdf.StigSamples;
import org.junit.jupiter.api.Assumptions;
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
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every curl command of the README and the docs, run as written with bash against the running service (only the
 * address changed to the test's port): on the demo catalog, or on the DISA samples where it names a benchmark only
 * they hold. A command whose comment says 401 must get the envelope; every other must get no error envelope, and
 * a command that says it saves a file must save it.
 */
class DocumentedCommandsEndToEndTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final List<Path> DOCUMENTS = List.of(Path.of("README.md"), Path.of("docs/getting-started.md"),
            Path.of("docs/export-formats.md"), Path.of("docs/guides/what-changed.md"), Path.of("docs/guides/release-feed.md"),
            Path.of("docs/guides/finding-rules-ccis-controls.md"), Path.of("docs/guides/checklists.md"),
            Path.of("docs/guides/searching-the-library.md"));
    /** The tokens the documents send: README's $TOKEN (set below), the guides' own. */
    private static final String TOKENS = "readme-token,demo-token,try-me,doc-token";
    /** The results file the checklists guide posts. */
    private static final String SCAN = "host01-results.xml";
    private static final Pattern ADDRESS = Pattern.compile("(http://)?localhost:8080");
    /** Where a command says it saves the body: curl's {@code -o FILE}, or {@code -OJ} with the file named in its comment. */
    private static final Pattern SAVES = Pattern.compile(" -o (\\S+)|# saves (\\S+)");

    /** One command as a reader copies it: continuation lines joined, from the document and line it starts on. */
    record Command(String document, int line, String text) {
        boolean needsSamples() {
            return text.contains("rhel-9-stig") || text.contains("ms-dot-net-framework");
        }

        /** A scan posted as the checklists guide does: OpenSCAP's real RHEL 8 results, against DISA's RHEL 8 revisions. */
        boolean needsScan() {
            return text.contains("checklist/results");
        }
    }

    @TestFactory
    Stream<DynamicTest> everyCurlCommandRunsAsWritten(@TempDir Path workingDirectory) throws IOException {
        Assumptions.assumeTrue(installed("bash", "--version") && installed("curl", "--version"),
                "bash and curl are needed to run the documents' commands as a reader does");
        List<Command> commands = commands();
        assertThat(commands).as("curl commands in " + DOCUMENTS).hasSizeGreaterThanOrEqualTo(15);
        List<DynamicTest> tests = new ArrayList<>();
        RunningService demo = new RunningService(Map.of("stig.auth.tokens", TOKENS));
        RunningService samples = StigSamples.present()
                ? new RunningService(Map.of("stig.auth.tokens", TOKENS, "stig.catalog.directory", StigSamples.directory().toString()))
                : null;
        // Beside the samples, as ../shared/rhel8 is: absent on a clone without them.
        Path rhel8 = StigSamples.present() ? StigSamples.directory().resolveSibling("rhel8") : null;
        RunningService scanned = null;
        if (rhel8 != null && commands.stream().anyMatch(Command::needsScan) && Files.isRegularFile(rhel8.resolve("rhel8-manual-history.zip"))) {
            Path catalog = Files.createDirectories(workingDirectory.resolve("rhel8-catalog"));
            Files.copy(rhel8.resolve("rhel8-manual-history.zip"), catalog.resolve("rhel8-manual-history.zip"));
            Files.copy(rhel8.resolve("oscap-results-rhel8-v1r3.xml"), workingDirectory.resolve(SCAN));
            scanned = new RunningService(Map.of("stig.auth.tokens", TOKENS, "stig.catalog.directory", catalog.toString()));
        }
        RunningService scans = scanned;
        for (Command command : commands) {
            tests.add(DynamicTest.dynamicTest(command.document() + ":" + command.line(), () -> {
                if (command.needsSamples()) {
                    StigSamples.directory(); // skipped with the reason where they are absent
                }
                if (command.needsScan()) {
                    Assumptions.assumeTrue(scans != null, "DISA's RHEL 8 revisions and scan not found beside the samples (../shared/rhel8)");
                }
                run(command, command.needsScan() ? scans : command.needsSamples() ? samples : demo, workingDirectory);
            }));
        }
        tests.add(DynamicTest.dynamicTest("stop", () -> {
            demo.close();
            if (samples != null) {
                samples.close();
            }
            if (scans != null) {
                scans.close();
            }
        }));
        return tests.stream();
    }

    private static void run(Command command, RunningService service, Path workingDirectory) throws Exception {
        String address = service.baseUrl().replaceAll("/$", "");
        String shell = ADDRESS.matcher(command.text()).replaceAll(Matcher.quoteReplacement(address));
        Process process = new ProcessBuilder("bash", "-c", shell)
                .directory(workingDirectory.toFile()).redirectErrorStream(true).start();
        String output;
        try (var in = process.getInputStream()) {
            output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(shell + "\n" + output).isZero();
        Matcher saves = SAVES.matcher(command.text());
        if (saves.find()) {
            Path saved = workingDirectory.resolve(saves.group(1) != null ? saves.group(1) : saves.group(2));
            assertThat(saved).as(shell).isNotEmptyFile();
            output = Files.readString(saved);
        }
        if (command.text().contains("# 401")) {
            assertThat(output).contains("\"code\":\"UNAUTHORIZED\"");
        } else {
            assertThat(output).as(shell).isNotBlank().doesNotContain("{\"error\":");
        }
    }

    private static boolean installed(String... command) {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return process.waitFor(10, TimeUnit.SECONDS) && process.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** The curl commands in the documents' code blocks, README's {@code TOKEN=...} given a token the service accepts. */
    private static List<Command> commands() throws IOException {
        List<Command> commands = new ArrayList<>();
        for (Path document : DOCUMENTS) {
            List<String> lines = Files.readAllLines(ROOT.resolve(document));
            boolean inCode = false;
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (line.startsWith("```")) {
                    inCode = !inCode;
                    continue;
                }
                if (!inCode || !line.startsWith("curl ")) {
                    continue;
                }
                int start = i;
                StringBuilder text = new StringBuilder(line);
                while (text.toString().stripTrailing().endsWith("\\") && i + 1 < lines.size()) {
                    text.setLength(text.toString().stripTrailing().length() - 1);
                    text.append(' ').append(lines.get(++i).strip());
                }
                commands.add(new Command(document.toString(), start + 1, "TOKEN=readme-token; " + text));
            }
        }
        return commands;
    }
}
