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
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.store.ByteBuffersDataOutput;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.MMapDirectory;
import org.apache.lucene.store.SingleInstanceLockFactory;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.IOUtils;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Full-text search with Apache Lucene. Every revision read goes, once, into this search's one index, through one
 * {@link IndexWriter} that every reading thread adds to; when a publication is published, the index is opened again
 * with what was added, and the state's searchers search it restricted to the state's revisions. Lucene cuts the index
 * into segments and merges them in the background as it sees fit; the hits are the same however it is cut. Text is analysed with Lucene's English analyser (lower case, stop words, Porter stemming:
 * "passwords" finds "password"), ranked with BM25, and the snippets come from Lucene's unified highlighter. The index
 * lives in memory ({@link #LuceneRuleSearch()}) or in files the operating system maps into memory, off the Java heap
 * ({@link #inNewFolderUnder(Path)}); nothing of it is kept across restarts.
 */
public final class LuceneRuleSearch implements RuleSearch, AutoCloseable {

    static final String KEY = "key";
    static final String SLUG = "slug";
    static final String REVISION = "revision";
    static final String GROUP_ID = "groupId";
    static final String RULE_ID = "ruleId";
    static final String STIG_ID = "stigId";
    static final String TITLE = "title";
    static final String SEVERITY = "severity";
    static final String CCI = "cci";
    static final String SRG = "srg";
    /** Each rule's place among all: slug, version and release, its document's SHA-256, its place in that document. */
    static final String ORDER = "order";
    /** The text fields searched, the title first. */
    static final List<String> TEXT = List.of("titleText", "discussion", "check", "fix");

    private final Analyzer analyzer = new EnglishAnalyzer();
    private final Directory directory;
    /** The folder the index is written to, deleted on close; null in memory. */
    private final Path folder;
    /** The writer and what it added; replaced as one when the writer failed (a full disk closes it). */
    private volatile Writing writing;
    /** The index as last opened, with the revisions it holds. */
    private Library library;

    /** An index held in memory, on the Java heap. */
    public LuceneRuleSearch() {
        // Each file one exactly sized buffer once written: a search's many slices of a file are slices of one buffer.
        this(new ByteBuffersDirectory(new SingleInstanceLockFactory(), ByteBuffersDataOutput::new, ByteBuffersDirectory.OUTPUT_AS_ONE_BUFFER), null);
    }

    /**
     * An index in a new folder under {@code parent}, read through memory-mapped files: its bytes are in the operating
     * system's page cache, not on the Java heap. The folder is deleted by {@link #close()}.
     */
    public static LuceneRuleSearch inNewFolderUnder(Path parent) {
        try {
            Path folder = Files.createTempDirectory(parent, "stig-search-");
            return new LuceneRuleSearch(new MMapDirectory(folder), folder);
        } catch (IOException e) {
            throw new UncheckedIOException("could not make a folder for the search index under " + parent, e);
        }
    }

    LuceneRuleSearch(Directory directory, Path folder) {
        this.directory = directory;
        this.folder = folder;
        try {
            this.writing = new Writing(newWriter());
            this.library = new Library(DirectoryReader.open(writing.writer()), Set.of());
        } catch (IOException e) {
            throw new UncheckedIOException("could not open the search index", e);
        }
    }

    /**
     * Adds the revision's rules to the index, one document each, from the calling thread (any number at once). After the
     * writer failed, the first revision starts an empty index with a new writer; the revisions of the failed one are
     * not in it ({@link #over} says so), and the catalog gives them all again.
     */
    @Override
    public Searchable index(Benchmark revision) {
        Writing current = writingThatWorks();
        IndexWriter writer = current.writer();
        Map<ContentKey, LuceneRevision> added = current.added();
        ContentKey key = revision.summary().key();
        LuceneRevision known = added.get(key);
        if (known != null) {
            return known;
        }
        String order = revision.slug().value() + '\u0000'
                + "%09d.%09d".formatted(number(revision.revision().version()), number(revision.revision().release())) + '\u0000' + key.sha256();
        List<Rule> rules = revision.rules();
        List<Document> documents = new ArrayList<>(rules.size());
        for (int i = 0; i < rules.size(); i++) {
            documents.add(document(revision, key, rules.get(i), order + '\u0000' + "%06d".formatted(i)));
        }
        // A revision read by two threads at once is added by one of them; all of its documents or none.
        return added.computeIfAbsent(key, adding -> {
            try {
                for (Document document : documents) {
                    writer.addDocument(document);
                }
            } catch (IOException | RuntimeException e) {
                forget(writer, key);
                throw e instanceof IOException io ? new UncheckedIOException("could not index " + revision.benchmarkId() + ": " + io.getMessage(), io) : (RuntimeException) e;
            }
            return new LuceneRevision(adding, this);
        });
    }

    /**
     * A writer, with every revision added through it by key: a revision read again (gone from the store and back) is
     * not added twice. A failed writer's revisions are to be indexed again, through the next one.
     */
    private record Writing(IndexWriter writer, Map<ContentKey, LuceneRevision> added) {
        Writing(IndexWriter writer) {
            this(writer, new ConcurrentHashMap<>());
        }
    }

    private Writing writingThatWorks() {
        Writing current = writing;
        if (current.writer().isOpen()) {
            return current;
        }
        synchronized (this) {
            if (!writing.writer().isOpen()) {
                try {
                    writing = new Writing(newWriter());
                } catch (IOException e) {
                    throw new UncheckedIOException("could not start the search index again", e);
                }
            }
            return writing;
        }
    }

    /** A writer on an empty index (nothing is kept across restarts, or from a writer that failed). */
    private IndexWriter newWriter() throws IOException {
        // Written in the order read, unsorted: sorting each segment as it is written took a third of the indexing time,
        // and the order of ties is kept by sorting on ORDER instead. A larger buffer than Lucene's default makes fewer,
        // larger segments to look each term up in; compound files would only be copies.
        IndexWriterConfig config = new IndexWriterConfig(analyzer).setRAMBufferSizeMB(64)
                .setUseCompoundFile(false).setCommitOnClose(false).setOpenMode(IndexWriterConfig.OpenMode.CREATE);
        config.getMergePolicy().setNoCFSRatio(0.0);
        return new IndexWriter(directory, config);
    }

    /** Deletes what was added of a revision whose indexing failed (nothing to delete from a writer that failed). */
    private static void forget(IndexWriter writer, ContentKey key) {
        if (!writer.isOpen()) {
            return;
        }
        try {
            writer.deleteDocuments(new Term(KEY, key.sha256()));
        } catch (IOException e) {
            throw new UncheckedIOException("could not take a revision out of the search index", e);
        }
    }

    /**
     * The given revisions, searched in this search's one index. When some were added since it was last opened, it is
     * opened again; the index it replaces is closed once the searches still reading it are done.
     */
    @Override
    public synchronized Searcher over(List<Searchable> revisions) {
        Set<ContentKey> wanted = new HashSet<>();
        for (Searchable revision : revisions) {
            if (!(revision instanceof LuceneRevision mine) || mine.search() != this) {
                throw new IllegalArgumentException("revision " + revision.key() + " was not indexed by this search");
            }
            if (writing.added().get(mine.key()) != mine) {
                throw new IllegalStateException("revision " + revision.key() + " is not in the index since it was started again");
            }
            wanted.add(mine.key());
        }
        if (!library.revisions().containsAll(wanted)) {
            library = library.replacedBy(reopened());
        }
        return searcherOver(wanted);
    }

    /** A searcher of the current index over the given revisions, which it holds. */
    synchronized LuceneSearcher searcherOver(Set<ContentKey> revisions) {
        LuceneSearcher all = new LuceneSearcher(this, library.reader(), library.revisions(), null, analyzer);
        return revisions.equals(library.revisions()) ? all : all.restrictedTo(revisions);
    }

    /** The index opened again with what was added since (the writer writes out what it still holds in memory). */
    private Library reopened() {
        try {
            // Taken before opening: a revision is in the map only once all its documents were added, so the reader opened
            // after holds at least these (one added meanwhile waits for the next state).
            Writing current = writing;
            Set<ContentKey> revisions = Set.copyOf(current.added().keySet());
            if (!current.writer().isOpen()) {
                throw new IllegalStateException("the search index failed and is started again by the next revision given",
                        current.writer().getTragicException());
            }
            return new Library(DirectoryReader.open(current.writer()), revisions);
        } catch (IOException e) {
            throw new UncheckedIOException("could not open the search index: " + e.getMessage(), e);
        }
    }

    /**
     * The index as opened at one time and the revisions it holds. It only grows: a revision no longer asked for stays
     * (restricted out) until the service restarts, so one asked for again needs nothing it let go, and a searcher of
     * an index replaced since can search the current one instead.
     */
    private record Library(DirectoryReader reader, Set<ContentKey> revisions) {

        /** The next library; this one's reader closes when the last search reading it is done. */
        Library replacedBy(Library next) {
            release(reader);
            return next;
        }
    }

    static void release(IndexReader reader) {
        try {
            reader.decRef();
        } catch (IOException e) {
            throw new UncheckedIOException("could not close a replaced search index", e);
        }
    }

    /** Closes the index and deletes its folder. */
    @Override
    public synchronized void close() throws IOException {
        try {
            library.reader().decRef();
            if (writing.writer().isOpen()) {
                writing.writer().rollback(); // nothing to keep: the index is built again at every start
            }
            directory.close();
        } finally {
            if (folder != null) {
                IOUtils.rm(folder);
            }
        }
    }

    private static Document document(Benchmark revision, ContentKey key, Rule rule, String order) {
        Document document = new Document();
        document.add(new StringField(KEY, key.sha256(), Field.Store.NO));
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

    /** A revision in this search's index. */
    record LuceneRevision(ContentKey key, LuceneRuleSearch search) implements Searchable {
    }
}
