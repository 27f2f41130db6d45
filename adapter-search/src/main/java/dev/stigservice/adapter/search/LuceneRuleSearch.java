package dev.stigservice.adapter.search;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.port.RuleSearch;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.FieldType;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.CodecReader;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexOptions;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.NoMergePolicy;
import org.apache.lucene.index.SerialMergeScheduler;
import org.apache.lucene.store.ByteBuffersDataOutput;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.SingleInstanceLockFactory;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;

/**
 * Full-text search with Apache Lucene. Each revision is a small in-memory index of its own, one Lucene document per
 * rule, written once when the revision is first read; a catalog state's revisions are merged into one segment when the
 * state is published, and the served revisions are that segment's documents of theirs. Text is analysed
 * with Lucene's English analyser (lower case, stop words, Porter stemming: "passwords" finds "password"), ranked with
 * BM25, and the snippets come from Lucene's unified highlighter.
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
    /** The text fields searched, the title first. */
    static final List<String> TEXT = List.of("titleText", "discussion", "check", "fix");

    private static final FieldType TEXT_WITH_OFFSETS = textWithOffsets();

    private final Analyzer analyzer = new EnglishAnalyzer();

    /**
     * An index in memory whose files are each one exactly sized buffer once written: no slack of growing blocks, and a
     * search's many slices of a file are slices of one buffer (of many, the clones cost more than the search).
     */
    private static ByteBuffersDirectory inMemory() {
        return new ByteBuffersDirectory(new SingleInstanceLockFactory(), ByteBuffersDataOutput::new, ByteBuffersDirectory.OUTPUT_AS_ONE_BUFFER);
    }

    private static FieldType textWithOffsets() {
        FieldType type = new FieldType(TextField.TYPE_STORED);
        type.setIndexOptions(IndexOptions.DOCS_AND_FREQS_AND_POSITIONS_AND_OFFSETS);
        type.freeze();
        return type;
    }

    @Override
    public Searchable index(Benchmark revision) {
        ByteBuffersDirectory directory = inMemory();
        // One revision's few hundred rules make one segment: no merging, no background threads, no compound file.
        IndexWriterConfig config = new IndexWriterConfig(analyzer).setMergePolicy(NoMergePolicy.INSTANCE)
                .setMergeScheduler(new SerialMergeScheduler()).setRAMBufferSizeMB(64).setUseCompoundFile(false);
        String slug = revision.slug().value();
        String order = slug + '\u0000' + "%09d.%09d".formatted(number(revision.revision().version()), number(revision.revision().release()));
        try (IndexWriter writer = new IndexWriter(directory, config)) {
            for (Rule rule : revision.rules()) {
                writer.addDocument(document(revision, rule));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not index " + revision.benchmarkId(), e);
        }
        return new LuceneRevision(revision.summary().key(), order, revision.rules().size(), directory);
    }

    /**
     * The revisions' segments merged into one, in slug, revision and rule order: a query then looks each term up once
     * instead of once per revision, and the document order is the tie-break order, so ties need no sort field.
     */
    @Override
    public Searcher over(List<Searchable> revisions) {
        Map<ContentKey, LuceneRevision> byKey = new HashMap<>();
        revisions.stream().map(LuceneRevision.class::cast).forEach(revision -> byKey.putIfAbsent(revision.key(), revision));
        List<LuceneRevision> ordered = byKey.values().stream()
                .sorted(Comparator.comparing(LuceneRevision::order).thenComparing(revision -> revision.key().sha256())).toList();
        ByteBuffersDirectory merged = inMemory();
        List<DirectoryReader> readers = new ArrayList<>();
        IndexWriterConfig config = new IndexWriterConfig(analyzer).setMergeScheduler(new SerialMergeScheduler()).setUseCompoundFile(false);
        try (IndexWriter writer = new IndexWriter(merged, config)) {
            for (LuceneRevision revision : ordered) {
                readers.add(DirectoryReader.open(revision.directory()));
            }
            // One merge of every revision's segment, in the order given: the merged segment's documents are in that order.
            writer.addIndexes(readers.stream().flatMap(reader -> reader.leaves().stream())
                    .map(leaf -> (CodecReader) leaf.reader()).toArray(CodecReader[]::new));
            writer.forceMerge(1); // already one segment; LuceneSearcher's restriction counts on it
            writer.commit();
        } catch (IOException e) {
            throw new UncheckedIOException("could not put the search index together", e);
        } finally {
            readers.forEach(LuceneRuleSearch::closeQuietly);
        }
        Map<ContentKey, int[]> documents = new HashMap<>();
        int next = 0;
        for (LuceneRevision revision : ordered) {
            documents.put(revision.key(), new int[]{next, next + revision.rules()});
            next += revision.rules();
        }
        try {
            return new LuceneSearcher(DirectoryReader.open(merged), Map.copyOf(documents), null, analyzer);
        } catch (IOException e) {
            throw new UncheckedIOException("could not open the search index", e);
        }
    }

    private static void closeQuietly(DirectoryReader reader) {
        try {
            reader.close();
        } catch (IOException ignored) {
            // an in-memory reader holds nothing to release
        }
    }

    private static Document document(Benchmark revision, Rule rule) {
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
        return document;
    }

    private static void stored(Document document, String field, String value) {
        if (value != null) {
            document.add(new StoredField(field, value));
        }
    }

    /**
     * Stored, with each term's offsets in the postings: the highlighter cuts the snippet from the stored text where the
     * postings say the match is, instead of analysing the text again for every hit.
     */
    private static void text(Document document, String field, String value) {
        if (value != null) {
            document.add(new Field(field, value, TEXT_WITH_OFFSETS));
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
     * One revision's index, kept closed until revisions are put together.
     *
     * @param order where its rules come in a merged index: by slug, then version and release
     * @param rules how many documents it holds, one per rule in the revision's order
     */
    record LuceneRevision(ContentKey key, String order, int rules, ByteBuffersDirectory directory) implements Searchable {
    }
}
