package dev.stigservice.adapter.cli;

import dev.stigservice.application.snapshot.ExportSnapshotQuery;
import dev.stigservice.application.snapshot.ExportSnapshotUseCase;
import dev.stigservice.application.snapshot.SignedSnapshot;
import dev.stigservice.domain.model.RefusedSnapshot;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * {@code stig-service export-snapshot <file> [--since <earlier>]}: an inbound adapter of {@link ExportSnapshotUseCase}
 * that writes a signed snapshot of the configured store to a file. The file appears whole or not at all (written
 * beside it under a hidden name, then moved into place). Exit status {@link Command#DONE} when written,
 * {@link Command#FAILED} when the store or the earlier snapshot could not be read, {@link Command#WRONG_USAGE} on
 * wrong arguments or settings (no signing key).
 */
public final class ExportSnapshotCommand {

    private final Supplier<Opened<ExportSnapshotUseCase>> target;

    public ExportSnapshotCommand(Supplier<Opened<ExportSnapshotUseCase>> target) {
        this.target = Objects.requireNonNull(target);
    }

    /** The command as {@link Commands} runs it. */
    public Command command() {
        return new Command("export-snapshot", usageLine(), this::run);
    }

    private String usageLine() {
        return "export-snapshot <file> [--since <earlier snapshot or its manifest.tsv>]   (signed with stig.snapshot.signing-key)";
    }

    private int run(List<String> arguments, PrintStream out, PrintStream err) {
        boolean since = arguments.size() == 3 && arguments.get(1).equals("--since");
        if (arguments.size() != 1 && !since || arguments.getFirst().startsWith("-")) {
            err.println("usage: stig-service " + usageLine());
            return Command.WRONG_USAGE;
        }
        Path file = Path.of(arguments.getFirst()).toAbsolutePath();
        Optional<Path> earlier = since ? Optional.of(Path.of(arguments.get(2))) : Optional.empty();
        if (earlier.isPresent() && !Files.isRegularFile(earlier.get())) {
            err.println("export-snapshot: " + earlier.get() + " is not a file");
            return Command.WRONG_USAGE;
        }
        if (!Files.isDirectory(file.getParent())) {
            err.println("export-snapshot: " + file.getParent() + " is not a folder");
            return Command.WRONG_USAGE;
        }
        try (Opened<ExportSnapshotUseCase> opened = target.get()) {
            SignedSnapshot snapshot = opened.useCases().signSnapshot(new ExportSnapshotQuery(earlier, Optional.empty()));
            Path partial = file.resolveSibling("." + file.getFileName() + ".partial");
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            try (OutputStream written = new DigestOutputStream(new BufferedOutputStream(Files.newOutputStream(partial)), digest)) {
                opened.useCases().writeSnapshot(snapshot, written);
            } catch (IOException e) {
                Files.deleteIfExists(partial);
                throw e;
            }
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            out.println("Wrote " + file + ": " + snapshot.manifest().documents().size() + " documents (" + snapshot.documentBytes()
                    + " bytes), " + Files.size(file) + " bytes signed, SHA-256 "
                    + HexFormat.of().formatHex(digest.digest()));
            return Command.DONE;
        } catch (Opened.Unusable e) {
            err.println("export-snapshot: " + e.getMessage());
            return Command.WRONG_USAGE;
        } catch (IOException | RefusedSnapshot e) {
            err.println("export-snapshot: " + e.getMessage());
            return Command.FAILED;
        } catch (Exception e) {
            err.println("export-snapshot: " + Opened.rootMessage(e));
            return Command.WRONG_USAGE;
        }
    }
}
