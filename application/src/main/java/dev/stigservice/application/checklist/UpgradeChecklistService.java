package dev.stigservice.application.checklist;

import dev.stigservice.application.protection.Decision;
import dev.stigservice.application.protection.Formats;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.protection.ProtectedAnswers;
import dev.stigservice.application.protection.RegisteredRenderer;
import dev.stigservice.application.publication.BenchmarkModels;
import dev.stigservice.application.publication.IndexedRules;
import dev.stigservice.application.publication.PublishedBenchmarks;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Checklist;
import dev.stigservice.domain.model.ChecklistStig;
import dev.stigservice.domain.model.ChecklistUpgrade;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.model.StigUpgrade;
import dev.stigservice.domain.model.UnreadableDocument;
import dev.stigservice.domain.port.ChecklistReader;
import dev.stigservice.domain.port.ChecklistWriter;
import dev.stigservice.domain.port.Renderer;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

/**
 * An upgrade is the protected path with a checklist writer (or the summary's renderer), the target revision and the
 * upload. Which benchmark a part of the checklist is of is decided by its rules, not by what its header says: it is
 * of a benchmark when more than half of its rule ids are in one stored revision of it. The part of the benchmark asked
 * for goes to the target revision; a part of another benchmark the catalog holds goes to that one's served revision;
 * the rest is kept as it was.
 */
public final class UpgradeChecklistService implements UpgradeChecklistUseCase {

    private final ProtectedAnswers answers;
    private final Formats<ChecklistWriter> formats;
    private final List<ChecklistReader> readers;
    private final RegisteredRenderer<Renderer<ChecklistUpgrade>> summaries;
    private final PublishedBenchmarks published;
    private final ChecklistParts parts;
    private final BenchmarkModels models;

    public UpgradeChecklistService(ProtectedAnswers answers, Formats<ChecklistWriter> formats, List<ChecklistReader> readers,
                                   Renderer<ChecklistUpgrade> summaries, PublishedBenchmarks published, IndexedRules index, BenchmarkModels models) {
        this.answers = Objects.requireNonNull(answers);
        this.formats = Objects.requireNonNull(formats);
        this.readers = List.copyOf(readers);
        this.summaries = RegisteredRenderer.of(Objects.requireNonNull(summaries));
        this.published = Objects.requireNonNull(published);
        this.parts = new ChecklistParts(published, index);
        this.models = Objects.requireNonNull(models);
    }

    @Override
    public ProtectedAnswer upgrade(UpgradeChecklistCommand command) {
        String format = command.format() != null ? command.format() : ExportChecklistQuery.DEFAULT_FORMAT;
        return answers.answer(command.credentials(), command.checklist(), () -> answers.about(format, formats, command.slug(), (writer, served) -> {
            Optional<BenchmarkSummary> to = published.revisionOrServed(served, command.to());
            if (to.isEmpty()) {
                return Decision.refused(Refusal.NotFound.revision(served.slug(), command.to()));
            }
            return answers.read(command.checklist(), checklist -> upgrade(command, checklist, writer, served.slug(), to.get()));
        }));
    }

    private Decision upgrade(UpgradeChecklistCommand command, byte[] checklist, RegisteredRenderer<ChecklistWriter> asked, Slug slug,
                                    BenchmarkSummary to) {
        if (isBlank(checklist)) {
            return Decision.refused(new Refusal.BadRequest("The checklist is empty: send a CKL or CKLB as the request's body"));
        }
        Optional<ChecklistReader> reader = readers.stream().filter(r -> r.recognizes(checklist)).findFirst();
        if (reader.isEmpty()) {
            return Decision.refused(new Refusal.BadRequest("The checklist is neither a CKL (XML) nor a CKLB (JSON)"));
        }
        // Without a format asked for, the answer is in the upload's own.
        RegisteredRenderer<ChecklistWriter> writer = command.format() != null ? asked : formats.find(reader.get().format()).orElse(asked);
        Checklist uploaded;
        try {
            uploaded = reader.get().read(checklist);
        } catch (UnreadableDocument unreadable) {
            return Decision.refused(new Refusal.BadRequest("The checklist cannot be read: " + unreadable.getMessage()));
        }
        Optional<ChecklistUpgrade> upgrade = upgrade(uploaded, slug, to);
        if (upgrade.isEmpty()) {
            return Decision.refused(new Refusal.Conflict("The checklist holds no rules of STIG '" + slug.value() + "'"));
        }
        String baseName = to.fileBaseName();
        // The answer to one POST is never asked for again by its version: no need to hash the whole upload for it.
        String[] sources = {UUID.randomUUID().toString(), to.key().sha256()};
        return command.summary()
                ? answers.sendOnce(summaries, upgrade::get, baseName + "-upgrade", sources)
                : answers.sendOnce(writer, () -> upgrade.get().checklist(), baseName, sources);
    }

    private static boolean isBlank(byte[] content) {
        for (byte b : content) {
            if (b != ' ' && b != '\t' && b != '\r' && b != '\n') {
                return false;
            }
        }
        return true;
    }

    /** Empty, with no model loaded, when no part of the checklist is of the benchmark asked for. */
    private Optional<ChecklistUpgrade> upgrade(Checklist uploaded, Slug slug, BenchmarkSummary targetRevision) {
        if (uploaded.stigs().stream().noneMatch(stig -> parts.isOf(stig, slug))) {
            return Optional.empty();
        }
        Benchmark target = models.model(targetRevision);
        List<ChecklistStig> stigs = new ArrayList<>();
        List<StigUpgrade> upgrades = new ArrayList<>();
        List<String> kept = new ArrayList<>();
        for (ChecklistStig stig : uploaded.stigs()) {
            Optional<Benchmark> to = parts.isOf(stig, slug)
                    ? Optional.of(target)
                    : ChecklistParts.slugNamed(stig.benchmarkId()).filter(other -> parts.isOf(stig, other)).flatMap(published::served)
                            .map(models::model);
            if (to.isPresent()) {
                StigUpgrade upgrade = StigUpgrade.of(stig, to.get());
                upgrades.add(upgrade);
                stigs.add(upgrade.upgraded());
            } else {
                kept.add(stig.benchmarkId());
                stigs.add(stig);
            }
        }
        return Optional.of(new ChecklistUpgrade(new Checklist(uploaded.asset(), stigs), upgrades, kept));
    }
}
