package dev.stigservice.adapter.cli;

import dev.stigservice.application.answer.Upload;
import dev.stigservice.application.checklist.FillChecklistCommand;
import dev.stigservice.application.checklist.FillChecklistUseCase;
import dev.stigservice.application.checklist.FilledChecklist;
import dev.stigservice.domain.model.ScanFill;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Supplier;

/**
 * {@code stig-service checklist <results file> [options]}: an inbound adapter of {@link FillChecklistUseCase} that turns a
 * scanner's results (OpenSCAP's or SCC's XCCDF results, ARF) into a checklist of the configured catalog, with no server.
 * The checklist goes to standard output, one line saying what the scan did to standard error. Exit status
 * {@link Command#DONE} when written; {@link Command#FAILED} when the results or the checklist given cannot be read, are of
 * another benchmark, match no stored rule, or name a benchmark or revision the catalog does not hold; {@link Command#WRONG_USAGE}
 * on wrong arguments (a file that is not there, an unknown option, a malformed format or asset field) or settings. The
 * catalog is read only once the arguments are right.
 */
public final class ChecklistCommand {

    private static final Set<String> OPTIONS = Set.of("--slug", "--revision", "--format", "--host", "--fqdn", "--ip", "--mac", "--role",
            "--match", "--into");

    private final Supplier<Opened<FillChecklistUseCase>> target;

    public ChecklistCommand(Supplier<Opened<FillChecklistUseCase>> target) {
        this.target = Objects.requireNonNull(target);
    }

    /** The command as {@link Commands} runs it. */
    public Command command() {
        return new Command("checklist", usageLine(), this::run);
    }

    private static String usageLine() {
        return "checklist <results file> [--slug S] [--revision R] [--format ckl|cklb] [--host H] [--fqdn F] [--ip I] [--mac M]"
                + " [--role R] [--match " + FillChecklistCommand.BY_RULE_NUMBER + "] [--into existing.ckl|.cklb]   (the checklist to standard output)";
    }

    private int run(List<String> arguments, PrintStream out, PrintStream err) {
        if (arguments.isEmpty() || arguments.getFirst().startsWith("-") || arguments.size() % 2 == 0) {
            err.println("usage: stig-service " + usageLine());
            return Command.WRONG_USAGE;
        }
        Map<String, String> options = new HashMap<>();
        for (int i = 1; i < arguments.size(); i += 2) {
            String option = arguments.get(i);
            if (!OPTIONS.contains(option) || options.putIfAbsent(option, arguments.get(i + 1)) != null) {
                err.println("checklist: " + (OPTIONS.contains(option) ? option + " given twice" : "unknown option " + option)
                        + "\nusage: stig-service " + usageLine());
                return Command.WRONG_USAGE;
            }
        }
        if (options.containsKey("--match") && !FillChecklistCommand.BY_RULE_NUMBER.equals(options.get("--match"))) {
            err.println("checklist: --match takes " + FillChecklistCommand.BY_RULE_NUMBER + " only");
            return Command.WRONG_USAGE;
        }
        Path results = Path.of(arguments.getFirst());
        Path into = options.containsKey("--into") ? Path.of(options.get("--into")) : null;
        for (Path file : into == null ? List.of(results) : List.of(results, into)) {
            if (!Files.isRegularFile(file) || file.toFile().length() == 0) {
                err.println("checklist: " + file + (Files.isRegularFile(file) ? " is empty" : " is not a file"));
                return Command.WRONG_USAGE;
            }
        }
        try (Opened<FillChecklistUseCase> opened = target.get();
             InputStream scan = new BufferedInputStream(Files.newInputStream(results));
             InputStream existing = into == null ? null : new BufferedInputStream(Files.newInputStream(into))) {
            FilledChecklist filled = opened.useCases().fill(new FillChecklistCommand(new Upload(scan, results.toFile().length()),
                    options.get("--slug"), options.get("--revision"), options.get("--format"),
                    existing == null ? null : new Upload(existing, into.toFile().length()), options.get("--match"),
                    options.get("--host"), options.get("--fqdn"), options.get("--ip"), options.get("--mac"), options.get("--role")));
            return switch (filled) {
                case FilledChecklist.Written written -> {
                    out.write(written.checklist());
                    out.flush();
                    err.println(summary(written));
                    yield Command.DONE;
                }
                case FilledChecklist.Refused refused -> {
                    err.println("checklist: " + refused.message());
                    yield refused.reason() == FilledChecklist.Reason.BAD_REQUEST ? Command.WRONG_USAGE : Command.FAILED;
                }
            };
        } catch (Opened.Unusable e) {
            err.println("checklist: " + e.getMessage());
            return Command.WRONG_USAGE;
        } catch (IOException e) {
            err.println("checklist: " + e.getMessage());
            return Command.FAILED;
        } catch (Exception e) {
            err.println("checklist: " + Opened.rootMessage(e));
            return Command.WRONG_USAGE;
        }
    }

    /** The one line on standard error. */
    static String summary(FilledChecklist.Written written) {
        ScanFill fill = written.fill();
        long carried = fill.ruleNumberOnly().stream().filter(ScanFill.RuleNumberMatch::carried).count();
        return "checklist: " + written.fileName() + " (" + fill.rules().size() + " rules): " + fill.applied().size() + " results applied, "
                + fill.ruleNumberOnly().size() + " matched by rule number only (" + carried + " carried), "
                + fill.notDefinitive().size() + " not definitive, " + fill.notInRevision().size() + " not in this revision";
    }
}
