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
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.NoMergePolicy;
import org.apache.lucene.index.SerialMergeScheduler;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.util.BytesRef;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;

/**
 * Full-text search with Apache Lucene. Each revision is a small in-memory index of its own, one Lucene document per
 * rule, written once when the revision is first read; a catalog state's searcher reads them together. Text is analysed
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
    static final String ORDER = "order";
    /** The text fields searched, the title first. */
    static final List<String> TEXT = List.of("titleText", "discussion", "check", "fix");

    private final Analyzer analyzer = new EnglishAnalyzer();

    @Override
    public Searchable index(Benchmark revision) {
        ByteBuffersDirectory directory = new ByteBuffersDirectory();
        // One revision's few hundred rules make one segment: no merging, no background threads, no compound file.
        IndexWriterConfig config = new IndexWriterConfig(analyzer).setMergePolicy(NoMergePolicy.INSTANCE)
                .setMergeScheduler(new SerialMergeScheduler()).setRAMBufferSizeMB(64).setUseCompoundFile(false);
        try (IndexWriter writer = new IndexWriter(directory, config)) {
            String slug = revision.slug().value();
            String revisionOrder = "%09d.%09d".formatted(number(revision.revision().version()), number(revision.revision().release()));
            List<Rule> rules = revision.rules();
            for (int i = 0; i < rules.size(); i++) {
                writer.addDocument(document(revision, rules.get(i), slug + '\u0000' + revisionOrder + '\u0000' + "%06d".formatted(i)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not index " + revision.benchmarkId(), e);
        }
        try {
            return new LuceneRevision(revision.summary().key(), DirectoryReader.open(directory));
        } catch (IOException e) {
            throw new UncheckedIOException("could not open the index of " + revision.benchmarkId(), e);
        }
    }

    @Override
    public Searcher over(List<Searchable> revisions) {
        return new LuceneSearcher(revisions.stream().map(LuceneRevision.class::cast).toList(), analyzer);
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

    /** Stored too: the highlighter makes the snippet from the stored text. */
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

    /** One revision's index, open for reading. */
    record LuceneRevision(ContentKey key, DirectoryReader reader) implements Searchable {
    }
}
