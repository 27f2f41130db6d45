package dev.stigservice.application.publication;

import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.DocumentEntry;
import dev.stigservice.domain.model.ScapBenchmark;

import java.lang.System.Logger.Level;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * Publishes what a store holds, the same way for every storage backend: it lists the stored documents, reads each new
 * one once ({@link DocumentReadings}), lets {@link Publication} choose what each slug serves, and publishes the result in
 * one atomic step ({@link CurrentPublication}, which answers from it), so a request sees the old catalog or the new one,
 * never a mix. Each new catalog goes to the rule index ({@link RuleIndexer}) and, by {@link #catchUpSearch()}, to the
 * search ({@link PublicationSearch}); {@link Readiness}
 * hears how each refresh went. It is refreshed on whatever schedule the composition root gives it. Backends hold none
 * of this: they keep documents.
 */
public final class CatalogPublisher {

    private static final System.Logger LOG = System.getLogger(CatalogPublisher.class.getName());

    private final StoredDocuments documents;
    private final DocumentReadings readings;
    private final RuleIndexer index;
    private final PublicationSearch search;
    private final Readiness readiness;
    private final CurrentPublication published;
    /** What the last refresh listed when it read every document, and how many of them could not be served. */
    private List<DocumentEntry> settled = null;
    private int settledSkipped;

    public CatalogPublisher(StoredDocuments documents, CurrentPublication published, RuleIndexer index, PublicationSearch search,
                            Readiness readiness) {
        this.documents = Objects.requireNonNull(documents);
        this.published = Objects.requireNonNull(published);
        this.index = Objects.requireNonNull(index);
        this.search = Objects.requireNonNull(search);
        this.readiness = Objects.requireNonNull(readiness);
        this.readings = new DocumentReadings(documents, search::read);
    }

    /**
     * Reads the store and publishes what it holds if that changed; {@link #catchUpSearch()} makes it searchable. A
     * failed read keeps what was published and is remembered until a read succeeds.
     *
     * @return true when a new catalog was published
     */
    public synchronized boolean refresh() {
        long started = System.nanoTime();
        readiness.checking();
        List<DocumentEntry> listed;
        try {
            listed = documents.list();
        } catch (RuntimeException e) {
            String reason = FailureReason.of(e);
            readiness.failed(reason);
            LOG.log(Level.WARNING, "Could not read the catalog from {0}: {1}; keeping what is published", documents.storeName(), reason);
            return false;
        }
        if (listed.equals(settled)) {
            // The same documents, each read already: the refresh of an idle service reads, chooses and publishes nothing.
            readiness.listed(documents.unreadable().size() + settledSkipped);
            return false;
        }
        boolean everyDocumentRead = readings.update(listed);
        List<BenchmarkSummary> revisions = readings.revisions();
        List<CciList> lists = readings.cciLists();
        List<ContentKey> keys = sorted(revisions.stream().map(BenchmarkSummary::key));
        List<ContentKey> listKeys = sorted(lists.stream().map(list -> list.source().key()));
        List<ScapBenchmark> scapBenchmarks = readings.scapBenchmarks();
        List<ContentKey> scapKeys = sorted(scapBenchmarks.stream().map(ScapBenchmark::key));
        Publication current = published.current();
        // The first read publishes even an empty store, so that readiness says it was read.
        boolean changed = current == Publication.NOTHING || !keys.equals(current.keys()) || !listKeys.equals(current.listKeys())
                || !scapKeys.equals(current.scap().keys());
        Publication next = changed
                ? Publication.of(revisions, keys, lists, listKeys, scapBenchmarks, scapKeys, readings::ruleNumbers, readings::ccis) : current;
        // Skipped: what the store could not read, documents of no content, SCAP documents whose version another holds.
        int skipped = readings.noContent() + next.scap().duplicates();
        readiness.listed(documents.unreadable().size() + skipped);
        settled = everyDocumentRead ? listed : null;
        settledSkipped = skipped;
        if (changed) {
            // The index before the catalog: an answer made under the new catalog's key never comes from the old index.
            index.index(next.manual().stored(), readings::ruleKeys);
            published.publish(next);
            LOG.log(Level.INFO, "Catalog loaded: {0} in {1} ms", readiness.state().summary(), (System.nanoTime() - started) / 1_000_000);
        }
        return changed;
    }

    private static List<ContentKey> sorted(Stream<ContentKey> keys) {
        return keys.sorted(Comparator.comparing(ContentKey::sha256)).toList();
    }

    /**
     * Makes the publication searchable ({@link PublicationSearch#catchUp}), from the models the refresh read or read
     * again; nothing when the search has caught up with it already. Under the refresh's lock: a catch-up forgets the
     * models read before it, so it must not run while a refresh reads.
     */
    public synchronized void catchUpSearch() {
        search.catchUp(published.current());
    }
}
