package dev.stigservice.application.snapshot;

import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.protection.Decision;
import dev.stigservice.application.protection.ProtectedAnswers;
import dev.stigservice.application.protection.RegisteredRenderer;
import dev.stigservice.domain.model.DocumentEntry;
import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.model.RefusedSnapshot;
import dev.stigservice.domain.model.Sha256;
import dev.stigservice.domain.port.BenchmarkCatalog;
import dev.stigservice.domain.port.Renderer;
import dev.stigservice.domain.port.SnapshotSigner;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.Comparator;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletionStage;
import java.util.regex.Pattern;

/**
 * The snapshot on the protected path, as any download: access first, then a document whose version is the hash of
 * the store's entries it holds, rendered for the request and not kept (it is as large as the documents it holds).
 */
public final class DownloadSnapshotService implements DownloadSnapshotUseCase {

    private static final Pattern RFC_3339 = Pattern.compile(
            "[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt][0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,9})?([Zz]|[+-](0[0-9]|1[0-7]):[0-5][0-9]|[+-]18:00)");

    static final Format ZIP = new Format("zip", "application/zip", "1");

    private final ProtectedAnswers answers;
    private final ExportSnapshotUseCase export;
    private final BenchmarkCatalog store;
    private final SnapshotSigner signer;
    private final RegisteredRenderer<Renderer<SignedSnapshot>> zip;

    public DownloadSnapshotService(ProtectedAnswers answers, ExportSnapshotUseCase export, BenchmarkCatalog store, SnapshotSigner signer) {
        this.answers = Objects.requireNonNull(answers);
        this.export = Objects.requireNonNull(export);
        this.store = Objects.requireNonNull(store);
        this.signer = Objects.requireNonNull(signer);
        this.zip = RegisteredRenderer.of(new Renderer<>() {
            @Override
            public Format format() {
                return ZIP;
            }

            @Override
            public void write(SignedSnapshot snapshot, OutputStream out) throws IOException {
                export.writeSnapshot(snapshot, out);
            }
        });
    }

    @Override
    public CompletionStage<ProtectedAnswer> download(DownloadSnapshotQuery query) {
        return answers.answer(query.credentials(), () -> decide(query));
    }

    private Decision decide(DownloadSnapshotQuery query) {
        Optional<Instant> after;
        try {
            after = Optional.ofNullable(query.since()).map(DownloadSnapshotService::since);
        } catch (DateTimeParseException e) {
            return Decision.refused(new Refusal.BadRequest("since is not a time such as 2026-11-01T00:00:00Z"));
        }
        if (!signer.canSign()) {
            return Decision.refused(new Refusal.NotFound("This instance offers no snapshots (it has no signing key)"));
        }
        StringBuilder held = new StringBuilder();
        store.documents().stream().filter(entry -> after.isEmpty() || entry.storedAt().isAfter(after.get()))
                .sorted(Comparator.comparing((DocumentEntry entry) -> entry.key().sha256()))
                .forEach(entry -> held.append(entry.key()).append(' ').append(entry.storedAt()).append(' ').append(entry.fileName()).append('\n'));
        // The key's signature over what the snapshot holds: the same entries signed by another key are another body.
        return answers.sendOnce(zip, () -> signed(after), "stig-snapshot",
                Sha256.hex(signer.sign(held.toString().getBytes(StandardCharsets.UTF_8))));
    }

    /**
     * An RFC 3339 date-time, as the contract declares it: no hour 24 and no seconds in the offset, which
     * {@code Instant.parse} would take.
     */
    private static Instant since(String since) {
        if (!RFC_3339.matcher(since).matches()) {
            throw new DateTimeParseException("not an RFC 3339 date-time", since, 0);
        }
        return OffsetDateTime.parse(since).toInstant();
    }

    private SignedSnapshot signed(Optional<Instant> after) {
        try {
            return export.signSnapshot(new ExportSnapshotQuery(Optional.empty(), after));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (RefusedSnapshot e) {
            throw new IllegalStateException("a snapshot with no earlier one to read cannot be refused", e);
        }
    }
}
