package dev.stigservice.adapter.cli;

import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.checklist.FillChecklistCommand;
import dev.stigservice.application.checklist.FillChecklistUseCase;
import dev.stigservice.application.checklist.FilledChecklist;
import dev.stigservice.domain.model.Credentials;
import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.model.ScanFill;
import dev.stigservice.domain.model.ScanResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;

/** The command's arguments, output, summary line and exit statuses, with the use case faked: the catalog is opened last, and closed. */
class ChecklistCommandTest {

    @TempDir
    Path folder;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final AtomicBoolean opened = new AtomicBoolean();
    private final AtomicBoolean closed = new AtomicBoolean();
    private final AtomicReference<FillChecklistCommand> asked = new AtomicReference<>();
    private final AtomicReference<String> intoRead = new AtomicReference<>();

    private int run(Function<FillChecklistCommand, FilledChecklist> fill, String... arguments) {
        FillChecklistUseCase useCase = new FillChecklistUseCase() {
            @Override
            public FilledChecklist fill(FillChecklistCommand command) {
                asked.set(command);
                try {
                    // Read as the use case would, before the files are closed.
                    command.results().content().readAllBytes();
                    if (command.into() != null) {
                        intoRead.set(new String(command.into().content().readAllBytes(), StandardCharsets.UTF_8));
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                return fill.apply(command);
            }

            @Override
            public ProtectedAnswer fill(Credentials credentials, FillChecklistCommand command, boolean summary) {
                throw new AssertionError("the command line fills from files it trusts, with no token");
            }
        };
        return new ChecklistCommand(() -> {
            opened.set(true);
            return new Opened<>(useCase, () -> closed.set(true));
        }).command().body().run(List.of(arguments), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private Path file(String name) throws IOException {
        return Files.writeString(folder.resolve(name), "<results/>");
    }

    private static FilledChecklist written() {
        ScanFill fill = new ScanFill(List.of(), List.of("SV-1r1_rule", "SV-2r1_rule"),
                List.of(new ScanFill.RuleNumberMatch("SV-3r1_rule", "xccdf_mil.disa.stig_rule_SV-3r2_rule", ScanResult.PASS, false)),
                List.of("SV-4r1_rule"), List.of("SV-9r1_rule"));
        return new FilledChecklist.Written("<CHECKLIST/>".getBytes(StandardCharsets.UTF_8), new Format("ckl", "application/xml", "1"),
                "rhel-8-stig-v1r4.ckl", "V1R4", fill);
    }

    @Test
    void writesTheChecklistToStandardOutputAndOneLineToStandardError() throws IOException {
        Path results = file("results.xml");
        Path into = file("existing.ckl");
        int status = run(command -> written(), results.toString(), "--slug", "rhel-8-stig", "--format", "ckl", "--host", "web01", "--match",
                "rule-number", "--into", into.toString(), "--role", "Member Server");
        assertThat(status).isEqualTo(Command.DONE);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("<CHECKLIST/>");
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("checklist: rhel-8-stig-v1r4.ckl (0 rules): 2 results applied, 1 matched by"
                + " rule number only (0 carried), 1 not definitive, 1 not in this revision\n");
        FillChecklistCommand command = asked.get();
        assertThat(List.of(command.slug(), command.format(), command.host(), command.role()))
                .containsExactly("rhel-8-stig", "ckl", "web01", "Member Server");
        assertThat(command.match()).isEqualTo(FillChecklistCommand.BY_RULE_NUMBER);
        assertThat(intoRead).hasValue("<results/>");
        assertThat(closed).isTrue();
    }

    @Test
    void aRefusalIsOneLineAndStatusOneOrTwoForWhatTheCallerGotWrong() throws IOException {
        Path results = file("results.xml");
        assertThat(run(command -> new FilledChecklist.Refused(FilledChecklist.Reason.OTHER_BENCHMARK, "of another"), results.toString()))
                .isEqualTo(Command.FAILED);
        assertThat(run(command -> new FilledChecklist.Refused(FilledChecklist.Reason.UNREADABLE_RESULTS, "unreadable"), results.toString()))
                .isEqualTo(Command.FAILED);
        assertThat(run(command -> new FilledChecklist.Refused(FilledChecklist.Reason.BAD_REQUEST, "ip must be ..."), results.toString()))
                .isEqualTo(Command.WRONG_USAGE);
        assertThat(out.size()).isZero();
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("checklist: of another\nchecklist: unreadable\nchecklist: ip must be ...\n");
    }

    @Test
    void wrongArgumentsAreRefusedBeforeTheCatalogIsOpened() throws IOException {
        Path results = file("results.xml");
        for (String[] arguments : List.of(new String[]{}, new String[]{"--slug", "x"}, new String[]{results.toString(), "--slug"},
                new String[]{results.toString(), "--colour", "red"}, new String[]{results.toString(), "--slug", "a", "--slug", "b"},
                new String[]{results.toString(), "--match", "title"}, new String[]{folder.resolve("missing.xml").toString()},
                new String[]{results.toString(), "--into", folder.toString()})) {
            assertThat(run(command -> written(), arguments)).as(String.join(" ", arguments)).isEqualTo(Command.WRONG_USAGE);
        }
        assertThat(opened).isFalse();
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("usage: stig-service checklist <results file>", "checklist: unknown option --colour",
                "checklist: --slug given twice", "checklist: --match takes rule-number only", "missing.xml is not a file");
    }
}
