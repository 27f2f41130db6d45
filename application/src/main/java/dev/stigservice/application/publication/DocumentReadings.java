package dev.stigservice.application.publication;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.DocumentEntry;
import dev.stigservice.domain.model.RuleIds;
import dev.stigservice.domain.model.ScapBenchmark;
import dev.stigservice.domain.model.UnreadableDocument;

import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiConsumer;
import java.util.stream.Collectors;

/**
 * What each listed document was read as. A content key names one content forever, so a document is read once while it
 * stays listed, and a summary is never stale. Only the publisher's refresh, one at a time, calls it.
 */
final class DocumentReadings {

    private static final System.Logger LOG = System.getLogger(DocumentReadings.class.getName());

    /**
     * A benchmark's summary, the keys of its rules' ids and its rules' numbers ({@code SV-230221}: 230221, sorted), or a
     * CCI list, or a SCAP benchmark, or none of them when the document holds no content (that is final: the same key is
     * the same bytes).
     */
    private record Reading(BenchmarkSummary summary, RuleKeys ruleKeys, long[] ruleNumbers, Set<String> ccis, CciList cciList,
                           ScapBenchmark scap) {

        static final Reading NO_CONTENT = new Reading(null, null, null, null, null, null);

        static Reading of(DocumentContent.Content content) {
            return switch (content) {
                case DocumentContent.Content.OfBenchmark(Benchmark benchmark) ->
                        new Reading(benchmark.summary(), RuleKeys.of(benchmark), ruleNumbers(benchmark), ccis(benchmark), null, null);
                case DocumentContent.Content.OfCciList(CciList list) -> new Reading(null, null, null, null, list, null);
                case DocumentContent.Content.OfScapBenchmark(ScapBenchmark scap) -> new Reading(null, null, null, null, null, scap);
            };
        }

        private static Set<String> ccis(Benchmark benchmark) {
            return benchmark.rules().stream().flatMap(rule -> rule.ccis().stream()).map(String::strip)
                    .collect(Collectors.toUnmodifiableSet());
        }

        private static long[] ruleNumbers(Benchmark benchmark) {
            return benchmark.rules().stream().mapToLong(rule -> RuleIds.ruleNumber(rule.ruleId()))
                    .filter(number -> number >= 0).distinct().sorted().toArray();
        }
    }

    private final StoredDocuments documents;
    private final BiConsumer<ContentKey, Benchmark> modelRead;
    private Map<ContentKey, Reading> readings = Map.of();

    /** @param modelRead given each model read (on any of the refresh's threads), so the search need not read it again */
    DocumentReadings(StoredDocuments documents, BiConsumer<ContentKey, Benchmark> modelRead) {
        this.documents = Objects.requireNonNull(documents);
        this.modelRead = Objects.requireNonNull(modelRead);
    }

    /**
     * Keeps the readings of documents still listed and reads the new ones, on every core (startup waits for this).
     *
     * @return whether every listed document has its reading now (false when one could not be loaded: read it again next time)
     */
    boolean update(List<DocumentEntry> listed) {
        Map<ContentKey, DocumentEntry> byKey = new HashMap<>();
        // One document stored twice (a file copied into two folders) is one revision: the first file name keeps it.
        listed.forEach(document -> byKey.merge(document.key(), document,
                (one, other) -> one.fileName().compareTo(other.fileName()) <= 0 ? one : other));
        Map<ContentKey, Reading> current = readings;
        Map<ContentKey, Reading> next = new ConcurrentHashMap<>();
        List<DocumentEntry> unread = new ArrayList<>();
        byKey.forEach((key, entry) -> {
            Reading known = current.get(key);
            if (known != null) {
                next.put(key, known);
            } else {
                unread.add(entry);
            }
        });
        unread.parallelStream().forEach(entry -> read(entry).ifPresent(reading -> next.put(entry.key(), reading)));
        readings = Map.copyOf(next);
        return readings.size() == byKey.size();
    }

    /** Empty when the document could not be loaded (gone since it was listed): it is tried again on the next refresh. */
    private Optional<Reading> read(DocumentEntry entry) {
        try {
            // Not through the model cache: a refresh reads every new document, a download needs only a few models.
            DocumentContent.Content read = documents.read(entry);
            if (read instanceof DocumentContent.Content.OfBenchmark(Benchmark benchmark)) {
                modelRead.accept(entry.key(), benchmark);
            }
            return Optional.of(Reading.of(read));
        } catch (UnreadableDocument e) {
            LOG.log(Level.WARNING, "Skipped {0}: {1}", documents.origin(entry), e.getMessage());
            return Optional.of(Reading.NO_CONTENT);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "Could not read {0} from {1}: {2}; trying again on the next refresh", documents.origin(entry),
                    documents.storeName(), FailureReason.of(e));
            return Optional.empty();
        }
    }

    /** How many listed documents hold no content (no benchmark, no CCI list, no SCAP benchmark): each was logged as skipped. */
    int noContent() {
        return (int) readings.values().stream().filter(reading -> reading == Reading.NO_CONTENT).count();
    }

    /** Every benchmark revision read. */
    List<BenchmarkSummary> revisions() {
        return readings.values().stream().map(Reading::summary).filter(Objects::nonNull).toList();
    }

    /** Every CCI list read. */
    List<CciList> cciLists() {
        return readings.values().stream().map(Reading::cciList).filter(Objects::nonNull).toList();
    }

    /** Every SCAP benchmark revision read. */
    List<ScapBenchmark> scapBenchmarks() {
        return readings.values().stream().map(Reading::scap).filter(Objects::nonNull).toList();
    }

    /** The numbers of a listed revision's rules ({@code SV-230221}: 230221), sorted, each once. */
    long[] ruleNumbers(BenchmarkSummary revision) {
        return readings.get(revision.key()).ruleNumbers();
    }

    /** The CCIs a listed revision's rules cite, as they cite them. */
    Set<String> ccis(BenchmarkSummary revision) {
        return readings.get(revision.key()).ccis();
    }

    /** The keys of a listed revision's rules' ids. */
    RuleKeys ruleKeys(BenchmarkSummary revision) {
        return readings.get(revision.key()).ruleKeys();
    }
}
