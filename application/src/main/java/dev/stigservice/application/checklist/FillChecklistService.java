package dev.stigservice.application.checklist;

import dev.stigservice.application.checklist.FilledChecklist.Reason;
import dev.stigservice.application.checklist.FilledChecklist.Refused;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.answer.Upload;
import dev.stigservice.application.protection.Decision;
import dev.stigservice.application.protection.Formats;
import dev.stigservice.application.protection.ProtectedAnswers;
import dev.stigservice.application.protection.RegisteredRenderer;
import dev.stigservice.application.publication.BenchmarkModels;
import dev.stigservice.application.publication.IndexedRule;
import dev.stigservice.application.publication.IndexedRules;
import dev.stigservice.application.publication.PublishedBenchmarks;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Checklist;
import dev.stigservice.domain.model.ChecklistAsset;
import dev.stigservice.domain.model.ChecklistStig;
import dev.stigservice.domain.model.Credentials;
import dev.stigservice.domain.model.RuleIds;
import dev.stigservice.domain.model.RuleResult;
import dev.stigservice.domain.model.ScanFill;
import dev.stigservice.domain.model.ScapBenchmark;
import dev.stigservice.domain.model.ScanResults;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.model.UnreadableDocument;
import dev.stigservice.domain.port.ChecklistReader;
import dev.stigservice.domain.port.ChecklistWriter;
import dev.stigservice.domain.port.Renderer;
import dev.stigservice.domain.port.ScanResultsReader;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * A scan's results become a checklist: read the results, check that they are of the slug's benchmark (by the benchmark
 * id they name), choose the revision (asked for, or the stored one whose rule ids cover the scan's most, the newest of
 * equals: SCAP release numbers lag the manual ones, so a scan is matched by rule id, never by release), put the results
 * into its rules ({@link ScanFill}) and write the checklist. With an existing checklist, the results go into the part of
 * it that is of the benchmark, in the rules it already has, and everything else is kept.
 * <p>
 * The command line fills from files it trusts; a caller with a token fills on the protected path, its results streamed
 * within their own bound and its checklist read as an upgrade's upload is, after the token, the format and the benchmark.
 */
public final class FillChecklistService implements FillChecklistUseCase {

    /** A benchmark id a message may quote: DISA's and SCAP content's ids have this shape; anything else is not quoted. */
    private static final Pattern QUOTABLE_ID = Pattern.compile("[A-Za-z0-9_.-]{1,128}");

    private final ScanResultsReader results;
    private final List<ChecklistReader> readers;
    private final Formats<ChecklistWriter> formats;
    private final PublishedBenchmarks published;
    private final IndexedRules index;
    private final BenchmarkModels models;
    private final ChecklistParts parts;
    private final ProtectedAnswers answers;
    private final RegisteredRenderer<Renderer<ScanFill>> summaries;

    public FillChecklistService(ProtectedAnswers answers, ScanResultsReader results, List<ChecklistReader> readers,
                                Formats<ChecklistWriter> formats, Renderer<ScanFill> summaries, PublishedBenchmarks published,
                                IndexedRules index, BenchmarkModels models) {
        this.answers = Objects.requireNonNull(answers);
        this.summaries = RegisteredRenderer.of(Objects.requireNonNull(summaries));
        this.results = Objects.requireNonNull(results);
        this.readers = List.copyOf(readers);
        this.formats = Objects.requireNonNull(formats);
        this.published = Objects.requireNonNull(published);
        this.index = Objects.requireNonNull(index);
        this.models = Objects.requireNonNull(models);
        this.parts = new ChecklistParts(published, index);
    }

    @Override
    public FilledChecklist fill(FillChecklistCommand command) {
        Optional<Refused> malformed = malformed(command);
        if (malformed.isPresent()) {
            return malformed.get();
        }
        ScanResults scan;
        byte[] into;
        try (InputStream results = command.results().content()) {
            scan = this.results.read(results);
            into = command.into() == null ? null : readAll(command.into());
        } catch (UnreadableDocument unreadable) {
            return unreadableResults(unreadable);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Outcome outcome = filled(command, scan, into);
        return outcome.refused != null ? outcome.refused : outcome.written();
    }

    @Override
    public ProtectedAnswer fill(Credentials credentials, FillChecklistCommand command, boolean summary) {
        List<Upload> uploads = command.into() == null ? List.of(command.results()) : List.of(command.results(), command.into());
        String format = command.format() != null ? command.format() : ExportChecklistQuery.DEFAULT_FORMAT;
        return answers.answer(credentials, uploads, () -> answers.about(format, formats, command.slug(), (asked, served) -> {
            Optional<Refused> malformed = malformed(command);
            if (malformed.isPresent()) {
                return Decision.refused(refusal(malformed.get()));
            }
            return answers.stream(command.results(), results -> {
                ScanResults scan;
                try {
                    scan = this.results.read(results);
                    // The rest of the results is read (and counted) before the checklist sent after them.
                    results.transferTo(OutputStream.nullOutputStream());
                } catch (UnreadableDocument unreadable) {
                    return Decision.refused(refusal(unreadableResults(unreadable)));
                } catch (IOException cutShort) {
                    throw new UncheckedIOException(cutShort);
                }
                if (command.into() == null) {
                    return sent(filled(command, scan, null), summary);
                }
                return answers.read(command.into(), into -> sent(filled(command, scan, into), summary));
            });
        }));
    }

    private Decision sent(Outcome outcome, boolean summary) {
        if (outcome.refused != null) {
            return Decision.refused(refusal(outcome.refused));
        }
        // The answer to one scan is never asked for again by its version: no need to hash the whole upload for it.
        String source = UUID.randomUUID().toString();
        return summary
                ? answers.sendOnce(summaries, () -> outcome.summary, outcome.baseName + "-scan", source)
                : answers.sendOnce(outcome.writer, () -> outcome.checklist, outcome.baseName, source);
    }

    /**
     * Each reason as the protected path says it: what cannot be read is malformed, a scan that fits nothing stored is
     * unusable, and a checklist of another benchmark is the conflict an upgrade answers for it too.
     */
    private static Refusal refusal(Refused refused) {
        return switch (refused.reason()) {
            case BAD_REQUEST, UNREADABLE_RESULTS, UNREADABLE_CHECKLIST -> new Refusal.BadRequest(refused.message());
            case NOT_FOUND -> new Refusal.NotFound(refused.message());
            case OTHER_BENCHMARK, NO_RULE_MATCHED -> new Refusal.Unusable(refused.message());
            case CHECKLIST_OF_OTHER_BENCHMARK -> new Refusal.Conflict(refused.message());
        };
    }

    /** What is wrong with the command before a byte of the scan is read: two options that exclude each other, a format, an asset field. */
    private Optional<Refused> malformed(FillChecklistCommand command) {
        if (command.match() != null && !command.byRuleNumber()) {
            return Optional.of(new Refused(Reason.BAD_REQUEST, "A match is by rule id (the default) or " + FillChecklistCommand.BY_RULE_NUMBER
                    + ", nothing else"));
        }
        if (command.format() != null && formats.find(command.format()).isEmpty()) {
            return Optional.of(new Refused(Reason.BAD_REQUEST, "Invalid format. Must be one of: " + String.join(", ", formats.names())));
        }
        try {
            ChecklistAsset.described(command.host(), command.fqdn(), command.ip(), command.mac(), command.role());
            return Optional.empty();
        } catch (IllegalArgumentException malformedField) {
            return Optional.of(new Refused(Reason.BAD_REQUEST, malformedField.getMessage()));
        }
    }

    private static Refused unreadableResults(UnreadableDocument unreadable) {
        return new Refused(Reason.UNREADABLE_RESULTS, "The results cannot be read: " + unreadable.getMessage());
    }

    private static byte[] readAll(Upload upload) throws IOException {
        try (InputStream content = upload.content()) {
            return content.readAllBytes();
        }
    }

    private static Outcome refused(Reason reason, String message) {
        return new Outcome(new Refused(reason, message), null, null, null, null, null);
    }

    /** The scan put into a checklist, not yet written. */
    private Outcome filled(FillChecklistCommand command, ScanResults scanned, byte[] existing) {
        List<ScapBenchmark> content = scannedContent(scanned.benchmarkId());
        ScanResults scan = content.isEmpty() ? scanned : namedByContent(scanned, content);
        // The manual benchmark the stored SCAP content maps to, for content whose benchmark id names none (ComplianceAsCode's).
        Optional<Slug> mappedTo = content.stream().map(published::scapCounterpart).flatMap(Optional::stream).map(BenchmarkSummary::slug)
                .findFirst();
        Optional<Slug> slug = command.slug() != null ? Slug.parse(command.slug())
                : mappedTo.or(() -> ChecklistParts.slugNamed(scan.benchmarkId()));
        Optional<BenchmarkSummary> served = slug.flatMap(published::served);
        if (served.isEmpty()) {
            return refused(Reason.NOT_FOUND, command.slug() != null
                    ? "STIG " + quoted(command.slug()) + " not found"
                    : "No stored STIG is of the scan's benchmark " + quoted(scan.benchmarkId()) + ": name its slug");
        }
        Slug benchmark = served.get().slug();
        if (!parts.names(scan.benchmarkId(), benchmark) && !mappedTo.equals(Optional.of(benchmark))) {
            return refused(Reason.OTHER_BENCHMARK, "The results are of benchmark " + quoted(scan.benchmarkId()) + ", not of STIG '"
                    + benchmark.value() + "' (benchmark " + quoted(served.get().benchmarkId()) + ")");
        }
        ChecklistAsset asset;
        try {
            asset = ChecklistAsset.scanned(scan.target());
        } catch (IllegalArgumentException malformed) {
            return refused(Reason.BAD_REQUEST, malformed.getMessage());
        }
        // No bytes is no checklist, as a browser sends a form's file field left empty.
        if (existing == null || existing.length == 0) {
            return fresh(command, served.get(), scan, asset);
        }
        if (command.revision() != null) {
            return refused(Reason.BAD_REQUEST, "A revision cannot be asked for with an existing checklist: the results go into the"
                    + " revision the checklist is of (upgrade it first to fill another)");
        }
        Optional<ChecklistReader> reader = readers.stream().filter(r -> r.recognizes(existing)).findFirst();
        if (reader.isEmpty()) {
            return refused(Reason.UNREADABLE_CHECKLIST, "The checklist is neither a CKL (XML) nor a CKLB (JSON)");
        }
        return into(command, reader.get(), existing, served.get(), scan);
    }

    private Outcome fresh(FillChecklistCommand command, BenchmarkSummary served, ScanResults scan, ChecklistAsset scanned) {
        Optional<BenchmarkSummary> revision = command.revision() != null
                ? published.revision(served.slug(), command.revision()) : covering(served.slug(), scan);
        if (revision.isEmpty()) {
            return command.revision() != null
                    ? refused(Reason.NOT_FOUND, "That revision of STIG '" + served.slug().value() + "' not found")
                    : refused(Reason.NO_RULE_MATCHED, "No rule of any stored revision of STIG '" + served.slug().value()
                            + "' is one the scan names, by rule id or rule number");
        }
        Benchmark model = models.model(revision.get());
        ScanFill fill = ScanFill.of(ChecklistStig.blank(model).rules(), scan, command.byRuleNumber(), false);
        ChecklistAsset asset = scanned.overriddenBy(command.host(), command.fqdn(), command.ip(), command.mac(), command.role());
        Checklist checklist = new Checklist(asset, List.of(ChecklistStig.of(model, fill.rules())));
        return Outcome.filled(writer(command.format(), null), checklist, revision.get().fileBaseName(), revision.get().revision().label(), fill);
    }

    private Outcome into(FillChecklistCommand command, ChecklistReader reader, byte[] content, BenchmarkSummary served, ScanResults scan) {
        Slug slug = served.slug();
        Checklist existing;
        try {
            existing = reader.read(content);
        } catch (UnreadableDocument unreadable) {
            return refused(Reason.UNREADABLE_CHECKLIST, "The checklist cannot be read: " + unreadable.getMessage());
        }
        List<ChecklistStig> stigs = new ArrayList<>();
        ScanFill fill = null;
        ChecklistStig filled = null;
        for (ChecklistStig stig : existing.stigs()) {
            if (fill == null && parts.isOf(stig, slug)) {
                fill = ScanFill.of(stig.rules(), scan, command.byRuleNumber(), true);
                filled = stig.withRules(fill.rules());
                stigs.add(filled);
            } else {
                stigs.add(stig);
            }
        }
        if (fill == null) {
            return refused(Reason.CHECKLIST_OF_OTHER_BENCHMARK, "The checklist holds no rules of STIG '" + slug.value() + "'");
        }
        // The asset is the assessor's: only what the caller sends replaces it.
        ChecklistAsset asset = existing.asset().overriddenBy(command.host(), command.fqdn(), command.ip(), command.mac(), command.role());
        // The label the upload states is named only when it has DISA's shape.
        String label = filled.revision().numberedLabel();
        String baseName = slug.value() + (label == null ? "" : "-" + label.toLowerCase(Locale.ROOT));
        return Outcome.filled(writer(command.format(), reader.format()), new Checklist(asset, stigs), baseName, label, fill);
    }

    /** The stored revisions of the SCAP content a scan ran, by its benchmark id, newest first; empty when none is stored. */
    private List<ScapBenchmark> scannedContent(String benchmarkId) {
        return published.storedScapRevisions().stream().filter(revision -> revision.benchmarkId().equals(benchmarkId.strip())).toList();
    }

    /**
     * The scan's results named by the manual rule each one's content names by reference, for rules whose own id names
     * none: ComplianceAsCode's rules ({@code xccdf_org.ssgproject.content_rule_...}) name DISA's in their references, so
     * a scan of its STIG profile fills a checklist too. The newest stored revision that knows a rule names it.
     */
    private static ScanResults namedByContent(ScanResults scan, List<ScapBenchmark> content) {
        Map<String, String> manualIds = new HashMap<>();
        content.forEach(revision -> revision.rules().stream().filter(rule -> rule.svRuleId() != null)
                .forEach(rule -> manualIds.putIfAbsent(rule.id(), rule.svRuleId())));
        return scan.withResults(scan.results().stream().map(result -> result.manualRuleId().isPresent() || !manualIds.containsKey(result.ruleId())
                ? result : result.naming(manualIds.get(result.ruleId()))).toList());
    }

    /** The format asked for; without one, the existing checklist's own, or else the default. */
    private RegisteredRenderer<ChecklistWriter> writer(String asked, String existing) {
        String name = asked != null ? asked : existing != null ? existing : ExportChecklistQuery.DEFAULT_FORMAT;
        return formats.find(name).orElseThrow(() -> new IllegalStateException("format " + name + " was checked before"));
    }

    /**
     * A fill refused, or done but not yet written: the command line writes it, the protected path sends it. A class, not a
     * record or an interface: it holds the writer, which no value beside the in-port may carry.
     */
    private static final class Outcome {
        private final Refused refused;
        private final RegisteredRenderer<ChecklistWriter> writer;
        private final Checklist checklist;
        private final String baseName;
        private final String revision;
        private final ScanFill summary;

        private Outcome(Refused refused, RegisteredRenderer<ChecklistWriter> writer, Checklist checklist, String baseName, String revision,
                        ScanFill summary) {
            this.refused = refused;
            this.writer = writer;
            this.checklist = checklist;
            this.baseName = baseName;
            this.revision = revision;
            this.summary = summary;
        }

        static Outcome filled(RegisteredRenderer<ChecklistWriter> writer, Checklist checklist, String baseName, String revision, ScanFill fill) {
            return new Outcome(null, writer, checklist, baseName, revision, fill);
        }

        FilledChecklist.Written written() {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try {
                writer.renderer().write(checklist, bytes);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return new FilledChecklist.Written(bytes.toByteArray(), writer.format(), baseName + "." + writer.format().name(), revision,
                    summary);
        }
    }

    /**
     * The stored revision of the benchmark whose rule ids cover the scan's most, the newest of equals; failing any, the one
     * sharing the most rule numbers ({@code SV-230221}) with it. Counted in the rule index, so no model is loaded to choose.
     */
    private Optional<BenchmarkSummary> covering(Slug slug, ScanResults scan) {
        List<String> ids = scan.results().stream().map(RuleResult::manualRuleId).flatMap(Optional::stream).distinct().toList();
        List<BenchmarkSummary> revisions = published.revisions(slug);
        return most(revisions, counts(slug, ids, RuleIds::key))
                .or(() -> most(revisions, counts(slug, ids, RuleIds::revisionFreeKey)));
    }

    private Map<BenchmarkSummary, Integer> counts(Slug slug, Collection<String> ids, Function<String, String> key) {
        Map<BenchmarkSummary, Integer> counts = new HashMap<>();
        ids.stream().map(key).distinct().forEach(id -> index.rulesAnswering(id).stream().map(IndexedRule::revision)
                .filter(revision -> revision.slug().equals(slug)).distinct()
                .forEach(revision -> counts.merge(revision, 1, Integer::sum)));
        return counts;
    }

    /** Newest first, so the first of the most is the newest of equals; empty when none counts one. */
    private static Optional<BenchmarkSummary> most(List<BenchmarkSummary> newestFirst, Map<BenchmarkSummary, Integer> counts) {
        BenchmarkSummary best = null;
        int most = 0;
        for (BenchmarkSummary revision : newestFirst) {
            int count = counts.getOrDefault(revision, 0);
            if (count > most) {
                best = revision;
                most = count;
            }
        }
        return Optional.ofNullable(best);
    }

    private static String quoted(String id) {
        return id != null && QUOTABLE_ID.matcher(id.strip()).matches() ? "'" + id.strip() + "'" : "(not quoted: not of an id's shape)";
    }
}
