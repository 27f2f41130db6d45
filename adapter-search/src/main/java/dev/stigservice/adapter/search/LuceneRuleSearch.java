package dev.stigservice.adapter.search;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.port.RuleSearch;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.SortedDocValuesField;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.CodecReader;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NoMergePolicy;
import org.apache.lucene.index.SerialMergeScheduler;
import org.apache.lucene.index.SortingCodecReader;
import org.apache.lucene.search.Sort;
import org.apache.lucene.search.SortField;
import org.apache.lucene.store.ByteBuffersDataOutput;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.SingleInstanceLockFactory;
import org.apache.lucene.util.BytesRef;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Full-text search with Apache Lucene. Each revision is a small in-memory index of its own, one Lucene document per
 * rule, written once when the revision is first read; when a catalog state is published, the revisions this search
 * does not hold yet are merged into its one index of one segment, and the state's searchers search that index
 * restricted to the state's revisions. Text is analysed with Lucene's English analyser (lower case, stop words, Porter
 * stemming: "passwords" finds "password"), ranked with BM25, and the snippets come from Lucene's unified highlighter.
 */
public final class LuceneRuleSearch implements RuleSearch {

    static final String SLUG = "slug";
    static final String REVISION = "revision";
    static final String GROUP_ID = "groupId";
    static final String RULE_ID = "ruleId";
    static final String STIG_ID = "stigId";
    static final String TITLE = "title";
    static final String SEVERITY = "severity";
    static final String CCI = "cci";
    static final String SRG = "srg";
    static final String ORDER = "order";
    /** The text fields searched, the title first. */
    static final List<String> TEXT = List.of("titleText", "discussion", "check", "fix");

    /** The documents' order in an index: slug, version and release, the document's SHA-256, the rule's place in it. */
    private static final Sort DOCUMENT_ORDER = new Sort(new SortField(ORDER, SortField.Type.STRING));

    private final Analyzer analyzer = new EnglishAnalyzer();
    private Library library = Library.empty();

    /**
     * An index in memory whose files are each one exactly sized buffer once written: no slack of growing blocks, and a
     * search's many slices of a file are slices of one buffer (of many, the clones cost more than the search).
     */
    private static ByteBuffersDirectory inMemory() {
        return new ByteBuffersDirectory(new SingleInstanceLockFactory(), ByteBuffersDataOutput::new, ByteBuffersDirectory.OUTPUT_AS_ONE_BUFFER);
    }

    @Override
    public Searchable index(Benchmark revision) {
        ByteBuffersDirectory directory = inMemory();
        // One revision's few hundred rules make one segment: no merging, no background threads, no compound file.
        IndexWriterConfig config = new IndexWriterConfig(analyzer).setMergePolicy(NoMergePolicy.INSTANCE)
                .setMergeScheduler(new SerialMergeScheduler()).setRAMBufferSizeMB(64).setUseCompoundFile(false);
        String slug = revision.slug().value();
        ContentKey key = revision.summary().key();
        String order = slug + '\u0000' + "%09d.%09d".formatted(number(revision.revision().version()), number(revision.revision().release()))
                + '\u0000' + key.sha256();
        List<Rule> rules = revision.rules();
        try (IndexWriter writer = new IndexWriter(directory, config)) {
            for (int i = 0; i < rules.size(); i++) {
                writer.addDocument(document(revision, rules.get(i), order + '\u0000' + "%06d".formatted(i)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not index " + revision.benchmarkId(), e);
        }
        return new LuceneRevision(key, order, rules.size(), new AtomicReference<>(directory));
    }

    /**
     * The given revisions, searched in this search's one index. Revisions it does not hold yet are merged into it first
     * (a new index of one segment, sorted in slug, revision and rule order, so that the order revisions arrive in does
     * not matter), and their own small indexes are let go: each revision's documents are held once. A query then
     * looks each term up once instead of once per revision, and ties are broken by document order, with no sort field.
     */
    @Override
    public synchronized Searcher over(List<Searchable> revisions) {
        Map<ContentKey, LuceneRevision> wanted = new HashMap<>();
        revisions.stream().map(LuceneRevision.class::cast).forEach(revision -> wanted.putIfAbsent(revision.key(), revision));
        List<LuceneRevision> missing = wanted.values().stream().filter(revision -> !library.documents().containsKey(revision.key())).toList();
        if (!missing.isEmpty()) {
            library = library.with(missing, analyzer);
        }
        LuceneSearcher all = new LuceneSearcher(library.reader(), library.documents(), null, analyzer);
        return wanted.size() == library.documents().size() ? all : all.restrictedTo(wanted.keySet());
    }

    /**
     * What this search holds: one index of one segment with every revision it was given, and where each revision's
     * documents are in it. It only grows: a revision no longer asked for stays (restricted out) until the service
     * restarts, so one asked for again needs nothing it let go.
     */
    private record Library(DirectoryReader reader, List<LuceneRevision> revisions, Map<ContentKey, int[]> documents) {

        static Library empty() {
            try {
                ByteBuffersDirectory directory = inMemory();
                new IndexWriter(directory, new IndexWriterConfig()).close();
                return new Library(DirectoryReader.open(directory), List.of(), Map.of());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        Library with(List<LuceneRevision> added, Analyzer analyzer) {
            List<LuceneRevision> all = new ArrayList<>(revisions);
            all.addAll(added);
            all.sort(Comparator.comparing(LuceneRevision::order));
            ByteBuffersDirectory merged = inMemory();
            List<DirectoryReader> opened = new ArrayList<>();
            // The first time, the revisions are merged in order, which keeps the documents in that order (and is twice as
            // fast); later ones come between those held, so the merge sorts every document by its order value.
            boolean sort = !revisions.isEmpty();
            IndexWriterConfig config = new IndexWriterConfig(analyzer).setMergeScheduler(new SerialMergeScheduler()).setUseCompoundFile(false);
            if (sort) {
                config.setIndexSort(DOCUMENT_ORDER);
            }
            try (IndexWriter writer = new IndexWriter(merged, config)) {
                List<CodecReader> sources = new ArrayList<>();
                for (LeafReaderContext leaf : reader.leaves()) {
                    sources.add(sort ? SortingCodecReader.wrap((CodecReader) leaf.reader(), DOCUMENT_ORDER) : (CodecReader) leaf.reader());
                }
                for (LuceneRevision revision : sort ? added : all) {
                    DirectoryReader one = DirectoryReader.open(revision.ownIndex());
                    opened.add(one);
                    for (LeafReaderContext leaf : one.leaves()) {
                        sources.add(sort ? SortingCodecReader.wrap((CodecReader) leaf.reader(), DOCUMENT_ORDER) : (CodecReader) leaf.reader());
                    }
                }
                writer.addIndexes(sources.toArray(CodecReader[]::new));
                writer.forceMerge(1); // one segment, which LuceneSearcher's restriction counts on
                writer.commit();
            } catch (IOException e) {
                throw new UncheckedIOException("could not put the search index together", e);
            } finally {
                opened.forEach(LuceneRuleSearch::closeQuietly);
            }
            added.forEach(LuceneRevision::letGo);
            Map<ContentKey, int[]> documents = new HashMap<>();
            int next = 0;
            for (LuceneRevision revision : all) {
                documents.put(revision.key(), new int[]{next, next + revision.rules()});
                next += revision.rules();
            }
            try {
                // The previous reader is not closed: a search of the previous state may still read it (it holds only memory).
                return new Library(DirectoryReader.open(merged), List.copyOf(all), Map.copyOf(documents));
            } catch (IOException e) {
                throw new UncheckedIOException("could not open the search index", e);
            }
        }
    }

    private static void closeQuietly(DirectoryReader reader) {
        try {
            reader.close();
        } catch (IOException ignored) {
            // an in-memory reader holds nothing to release
        }
    }

    private static Document document(Benchmark revision, Rule rule, String order) {
        Document document = new Document();
        document.add(new StringField(SLUG, revision.slug().value(), Field.Store.YES));
        stored(document, REVISION, revision.revision().label());
        stored(document, GROUP_ID, rule.groupId());
        document.add(new StoredField(RULE_ID, rule.ruleId()));
        stored(document, STIG_ID, rule.stigId());
        stored(document, TITLE, rule.title());
        if (rule.severity() != null) {
            document.add(new StringField(SEVERITY, rule.severity().code(), Field.Store.YES));
        }
        rule.ccis().forEach(cci -> document.add(new StringField(CCI, cci.toUpperCase(Locale.ROOT), Field.Store.NO)));
        if (rule.groupTitle() != null && rule.groupTitle().strip().toUpperCase(Locale.ROOT).startsWith("SRG-")) {
            document.add(new StringField(SRG, rule.groupTitle().strip().toUpperCase(Locale.ROOT), Field.Store.NO));
        }
        text(document, TEXT.get(0), rule.title());
        text(document, TEXT.get(1), rule.description().discussion());
        text(document, TEXT.get(2), rule.check().content());
        text(document, TEXT.get(3), rule.fix().text());
        document.add(new SortedDocValuesField(ORDER, new BytesRef(order)));
        return document;
    }

    private static void stored(Document document, String field, String value) {
        if (value != null) {
            document.add(new StoredField(field, value));
        }
    }

    /**
     * Stored too: the highlighter analyses the stored text of the one field it marks per hit. (Offsets in the postings
     * would spare that analysis but take 30 MB more on the synthetic catalog than positions and stored text together;
     * docs/performance.md.)
     */
    private static void text(Document document, String field, String value) {
        if (value != null) {
            document.add(new TextField(field, value, Field.Store.YES));
        }
    }

    private static long number(String part) {
        try {
            return part == null ? 0 : Math.min(Long.parseLong(part.strip()), 999_999_999L);
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /**
     * One revision's own small index until it is merged into the search's index, then let go.
     *
     * @param order where its rules come in an index: by slug, then version and release, then the document's SHA-256
     * @param rules how many documents it holds, one per rule in the revision's order
     */
    record LuceneRevision(ContentKey key, String order, int rules, AtomicReference<ByteBuffersDirectory> index) implements Searchable {

        ByteBuffersDirectory ownIndex() {
            ByteBuffersDirectory own = index.get();
            if (own == null) {
                throw new IllegalStateException("the index of " + key + " went into another search's index");
            }
            return own;
        }

        void letGo() {
            index.set(null);
        }
    }
}
