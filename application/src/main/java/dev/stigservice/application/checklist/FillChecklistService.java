package dev.stigservice.application.checklist;

import dev.stigservice.application.checklist.FilledChecklist.Reason;
import dev.stigservice.application.checklist.FilledChecklist.Refused;
import dev.stigservice.application.protection.Formats;
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
import dev.stigservice.domain.model.RuleIds;
import dev.stigservice.domain.model.RuleResult;
import dev.stigservice.domain.model.ScanFill;
import dev.stigservice.domain.model.ScanResults;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.model.UnreadableDocument;
import dev.stigservice.domain.port.ChecklistReader;
import dev.stigservice.domain.port.ChecklistWriter;
import dev.stigservice.domain.port.ScanResultsReader;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * A scan's results become a checklist: read the results, check that they are of the slug's benchmark (by the benchmark
 * id they name), choose the revision (asked for, or the stored one whose rule ids cover the scan's most, the newest of
 * equals: SCAP release numbers lag the manual ones, so a scan is matched by rule id, never by release), put the results
 * into its rules ({@link ScanFill}) and write the checklist. With an existing checklist, the results go into the part of
 * it that is of the benchmark, in the rules it already has, and everything else is kept.
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

    public FillChecklistService(ScanResultsReader results, List<ChecklistReader> readers, Formats<ChecklistWriter> formats,
                                PublishedBenchmarks published, IndexedRules index, BenchmarkModels models) {
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
        if (command.into() != null && command.revision() != null) {
            return new Refused(Reason.BAD_REQUEST, "A revision cannot be asked for with an existing checklist: the results go into"
                    + " the revision the checklist is of (upgrade it first to fill another)");
        }
        Optional<ChecklistReader> intoReader = Optional.empty();
        if (command.into() != null) {
            intoReader = readers.stream().filter(reader -> reader.recognizes(command.into())).findFirst();
            if (intoReader.isEmpty()) {
                return new Refused(Reason.UNREADABLE_CHECKLIST, "The checklist is neither a CKL (XML) nor a CKLB (JSON)");
            }
        }
        String formatName = command.format() != null ? command.format()
                : intoReader.map(ChecklistReader::format).orElse(ExportChecklistQuery.DEFAULT_FORMAT);
        Optional<RegisteredRenderer<ChecklistWriter>> writer = formats.find(formatName);
        if (writer.isEmpty()) {
            return new Refused(Reason.BAD_REQUEST, "Invalid format. Must be one of: " + String.join(", ", formats.names()));
        }
        ScanResults scan;
        try {
            scan = results.read(command.results());
        } catch (UnreadableDocument unreadable) {
            return new Refused(Reason.UNREADABLE_RESULTS, "The results cannot be read: " + unreadable.getMessage());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Optional<Slug> slug = command.slug() != null ? Slug.parse(command.slug()) : ChecklistParts.slugNamed(scan.benchmarkId());
        Optional<BenchmarkSummary> served = slug.flatMap(published::served);
        if (served.isEmpty()) {
            return new Refused(Reason.NOT_FOUND, command.slug() != null
                    ? "STIG " + quoted(command.slug()) + " not found"
                    : "No stored STIG is of the scan's benchmark " + quoted(scan.benchmarkId()) + ": name its slug");
        }
        Slug benchmark = served.get().slug();
        if (!parts.names(scan.benchmarkId(), benchmark)) {
            return new Refused(Reason.OTHER_BENCHMARK, "The results are of benchmark " + quoted(scan.benchmarkId()) + ", not of STIG '"
                    + benchmark.value() + "' (benchmark " + quoted(served.get().benchmarkId()) + ")");
        }
        ChecklistAsset asset;
        try {
            // The caller's fields are checked here, before any model is loaded; each path below puts them over its asset.
            ChecklistAsset.described(command.host(), command.fqdn(), command.ip(), command.mac(), command.role());
            asset = ChecklistAsset.scanned(scan.target());
        } catch (IllegalArgumentException malformed) {
            return new Refused(Reason.BAD_REQUEST, malformed.getMessage());
        }
        return intoReader.isPresent()
                ? into(command, intoReader.get(), writer.get(), benchmark, scan)
                : fresh(command, writer.get(), served.get(), scan, asset);
    }

    private FilledChecklist fresh(FillChecklistCommand command, RegisteredRenderer<ChecklistWriter> writer, BenchmarkSummary served,
                                  ScanResults scan, ChecklistAsset scanned) {
        Optional<BenchmarkSummary> revision = command.revision() != null
                ? published.revision(served.slug(), command.revision()) : covering(served.slug(), scan);
        if (revision.isEmpty()) {
            return command.revision() != null
                    ? new Refused(Reason.NOT_FOUND, "That revision of STIG '" + served.slug().value() + "' not found")
                    : new Refused(Reason.NO_RULE_MATCHED, "No rule of any stored revision of STIG '" + served.slug().value()
                            + "' is one the scan names, by rule id or rule number");
        }
        Benchmark model = models.model(revision.get());
        ScanFill fill = ScanFill.of(ChecklistStig.blank(model).rules(), scan, command.byRuleNumber(), false);
        ChecklistAsset asset = scanned.overriddenBy(command.host(), command.fqdn(), command.ip(), command.mac(), command.role());
        Checklist checklist = new Checklist(asset, List.of(ChecklistStig.of(model, fill.rules())));
        return written(writer, checklist, revision.get().fileBaseName(), revision.get().revision().label(), fill);
    }

    private FilledChecklist into(FillChecklistCommand command, ChecklistReader reader, RegisteredRenderer<ChecklistWriter> writer,
                                 Slug slug, ScanResults scan) {
        Checklist existing;
        try {
            existing = reader.read(command.into());
        } catch (UnreadableDocument unreadable) {
            return new Refused(Reason.UNREADABLE_CHECKLIST, "The checklist cannot be read: " + unreadable.getMessage());
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
            return new Refused(Reason.CHECKLIST_OF_OTHER_BENCHMARK, "The checklist holds no rules of STIG '" + slug.value() + "'");
        }
        // The asset is the assessor's: only what the caller sends replaces it.
        ChecklistAsset asset = existing.asset().overriddenBy(command.host(), command.fqdn(), command.ip(), command.mac(), command.role());
        // The label the upload states is named only when it has DISA's shape.
        String label = filled.revision().numberedLabel();
        String baseName = slug.value() + (label == null ? "" : "-" + label.toLowerCase(Locale.ROOT));
        return written(writer, new Checklist(asset, stigs), baseName, label, fill);
    }

    private static FilledChecklist written(RegisteredRenderer<ChecklistWriter> writer, Checklist checklist, String baseName, String revision,
                                           ScanFill fill) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            writer.renderer().write(checklist, bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new FilledChecklist.Written(bytes.toByteArray(), writer.format(), baseName + "." + writer.format().name(), revision, fill);
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
