package dev.stigservice.adapter.search;

import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.RuleCriteria;
import dev.stigservice.domain.model.SearchHit;
import dev.stigservice.domain.model.SearchPage;
import dev.stigservice.domain.model.SearchQuery;
import dev.stigservice.domain.model.Severity;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.port.RuleSearch;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.PositionIncrementAttribute;
import org.apache.lucene.document.Document;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.ConstantScoreScorer;
import org.apache.lucene.search.ConstantScoreWeight;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.MatchNoDocsQuery;
import org.apache.lucene.search.Matches;
import org.apache.lucene.search.PhraseQuery;
import org.apache.lucene.search.PrefixQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.QueryVisitor;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.ScorerSupplier;
import org.apache.lucene.search.Sort;
import org.apache.lucene.search.SortField;
import org.apache.lucene.search.TermInSetQuery;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.search.TopFieldCollectorManager;
import org.apache.lucene.search.Weight;
import org.apache.lucene.search.uhighlight.DefaultPassageFormatter;
import org.apache.lucene.search.uhighlight.UnifiedHighlighter;
import org.apache.lucene.util.BitSetIterator;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.FixedBitSet;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A publication's revisions searched together in the search's index, or only some of them. Every word (or phrase)
 * must be in one of the text fields, the title weighing twice; the filters only select. Ties in score are broken by
 * slug, revision and the rule's place in its file, so the same revisions give the same order everywhere, however the
 * index is cut into segments.
 */
final class LuceneSearcher implements RuleSearch.Searcher {

    private static final float TITLE_BOOST = 2f;
    private static final String[] SNIPPET_FIELDS = {"discussion", "check", "fix", "titleText"};
    private static final int SNIPPET_CHARACTERS = 240;
    /** Best first, ties in slug, revision and rule order, whatever segments the index has. */
    private static final Sort BEST_FIRST = new Sort(SortField.FIELD_SCORE, new SortField(LuceneRuleSearch.ORDER, SortField.Type.STRING));

    private final LuceneRuleSearch owner;
    private final IndexSearcher searcher;
    /** The revisions searched. */
    private final Set<ContentKey> revisions;
    /** The filter to the documents searched, built once per searcher; null for all. */
    private final DocumentsQuery only;
    private final Analyzer analyzer;
    private final UnifiedHighlighter highlighter;

    /**
     * @param revisions the revisions searched: all those {@code reader} holds when {@code only} is null
     */
    LuceneSearcher(LuceneRuleSearch owner, IndexReader reader, Set<ContentKey> revisions, DocumentsQuery only, Analyzer analyzer) {
        this.owner = owner;
        this.searcher = new IndexSearcher(reader);
        this.revisions = revisions;
        this.only = only;
        this.analyzer = analyzer;
        this.highlighter = UnifiedHighlighter.builder(searcher, analyzer)
                .withFormatter(new MarkedPassages())
                .withMaxLength(100_000)
                .build();
    }

    /** Selects the documents of the given revisions by their key, in each segment of the index. */
    @Override
    public LuceneSearcher restrictedTo(Collection<ContentKey> revisions) {
        Set<ContentKey> kept = revisions.stream().filter(this.revisions::contains).collect(Collectors.toUnmodifiableSet());
        return reading(reader -> {
            List<LeafReaderContext> leaves = reader.leaves();
            FixedBitSet[] selected = new FixedBitSet[leaves.size()];
            for (LeafReaderContext leaf : leaves) {
                selected[leaf.ord] = new FixedBitSet(Math.max(1, leaf.reader().maxDoc()));
                Terms keys = leaf.reader().terms(LuceneRuleSearch.KEY);
                TermsEnum each = keys == null ? TermsEnum.EMPTY : keys.iterator();
                PostingsEnum documents = null;
                for (ContentKey key : kept) {
                    if (each.seekExact(new BytesRef(key.sha256()))) {
                        documents = each.postings(documents, PostingsEnum.NONE);
                        for (int doc = documents.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = documents.nextDoc()) {
                            selected[leaf.ord].set(doc);
                        }
                    }
                }
            }
            return new LuceneSearcher(owner, reader, kept, new DocumentsQuery(selected), analyzer);
        }, current -> current.restrictedTo(kept));
    }

    @Override
    public SearchPage search(RuleCriteria criteria, int offset, int limit) {
        return reading(reader -> page(criteria, offset, limit), current -> current.search(criteria, offset, limit));
    }

    private interface Reading<T> {
        T read(IndexReader reader) throws IOException;
    }

    /**
     * Reads this searcher's index, held open meanwhile; when it was replaced and closed since this searcher was made,
     * the current index is read instead, which holds every revision this one did.
     */
    private <T> T reading(Reading<T> reading, Function<LuceneSearcher, T> instead) {
        IndexReader reader = searcher.getIndexReader();
        if (!reader.tryIncRef()) {
            return instead.apply(owner.searcherOver(revisions));
        }
        try {
            return reading.read(reader);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            LuceneRuleSearch.release(reader);
        }
    }

    private SearchPage page(RuleCriteria criteria, int offset, int limit) throws IOException {
        Query query = query(criteria);
        Query restricted = only == null ? query : new BooleanQuery.Builder().add(query, BooleanClause.Occur.MUST)
                .add(only, BooleanClause.Occur.FILTER).build();
        // Every hit counted in the same pass.
        TopDocs top = searcher.search(restricted, new TopFieldCollectorManager(BEST_FIRST, Math.max(1, offset + limit), null, Integer.MAX_VALUE));
        int total = Math.toIntExact(top.totalHits.value());
        if (offset >= total || limit == 0) {
            return new SearchPage(total, List.of());
        }
        ScoreDoc[] page = Arrays.copyOfRange(top.scoreDocs, Math.min(offset, top.scoreDocs.length), top.scoreDocs.length);
        // The query without the restriction, whose bit set has no terms to mark.
        String[] snippets = criteria.query().hasText() ? snippets(query, page) : new String[page.length];
        StoredFields stored = searcher.storedFields();
        List<SearchHit> hits = new ArrayList<>();
        for (int i = 0; i < page.length; i++) {
            Document rule = stored.document(page[i].doc);
            hits.add(new SearchHit(rule.get(LuceneRuleSearch.SLUG), rule.get(LuceneRuleSearch.REVISION), rule.get(LuceneRuleSearch.GROUP_ID),
                    rule.get(LuceneRuleSearch.RULE_ID), rule.get(LuceneRuleSearch.STIG_ID), rule.get(LuceneRuleSearch.TITLE),
                    Severity.fromCode(rule.get(LuceneRuleSearch.SEVERITY)).orElse(null), snippets[i]));
        }
        return new SearchPage(total, hits);
    }

    /** The documents of the revisions a searcher is restricted to, as a filter: a bit set per segment of the index. */
    private static final class DocumentsQuery extends Query {

        private final FixedBitSet[] documents;
        private final int[] counts;

        DocumentsQuery(FixedBitSet[] documents) {
            this.documents = documents;
            this.counts = Arrays.stream(documents).mapToInt(FixedBitSet::cardinality).toArray();
        }

        @Override
        public Weight createWeight(IndexSearcher searcher, ScoreMode scoreMode, float boost) {
            return new ConstantScoreWeight(this, boost) {
                @Override
                public ScorerSupplier scorerSupplier(LeafReaderContext context) {
                    int segment = context.ord;
                    return counts[segment] == 0 ? null : new DefaultScorerSupplier(
                            new ConstantScoreScorer(score(), scoreMode, new BitSetIterator(documents[segment], counts[segment])));
                }

                @Override
                public boolean isCacheable(LeafReaderContext context) {
                    return false;
                }
            };
        }

        @Override
        public void visit(QueryVisitor visitor) {
            visitor.visitLeaf(this);
        }

        @Override
        public String toString(String field) {
            return "documents of " + Arrays.stream(counts).sum();
        }

        @Override
        public boolean equals(Object other) {
            return other == this;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(this);
        }
    }

    /**
     * Lucene's passages with the matches between {@code <em>} and {@code </em>}, the text escaped as HTML needs it (only
     * {@code & < > "}: the default escaper also writes every slash of a path as an entity) and its runs of white space
     * made one space.
     */
    private static final class MarkedPassages extends DefaultPassageFormatter {

        MarkedPassages() {
            super("<em>", "</em>", "… ", false);
        }

        @Override
        protected void append(StringBuilder out, String content, int start, int end) {
            for (int i = start; i < end; i++) {
                char c = content.charAt(i);
                switch (c) {
                    case '&' -> out.append("&amp;");
                    case '<' -> out.append("&lt;");
                    case '>' -> out.append("&gt;");
                    case '"' -> out.append("&quot;");
                    default -> {
                        if (!Character.isWhitespace(c)) {
                            out.append(c);
                        } else if (out.isEmpty() || out.charAt(out.length() - 1) != ' ') {
                            out.append(' ');
                        }
                    }
                }
            }
        }
    }

    /**
     * Each hit's snippet: the passage of the first text field (discussion, check, fix, title) that holds a match, cut
     * short. Which fields hold one is asked of the query's matches, so each hit has one field highlighted, not four;
     * should a field's passage hold no mark after all, the hit's next matching field is tried.
     */
    private String[] snippets(Query query, ScoreDoc[] page) throws IOException {
        String[] snippets = new String[page.length];
        Weight weight = searcher.createWeight(searcher.rewrite(query), ScoreMode.COMPLETE_NO_SCORES, 1f);
        List<LeafReaderContext> leaves = searcher.getIndexReader().leaves();
        List<List<String>> matchingFields = new ArrayList<>();
        for (ScoreDoc hit : page) {
            LeafReaderContext leaf = leaves.get(ReaderUtil.subIndex(hit.doc, leaves));
            Matches matches = weight.matches(leaf, hit.doc - leaf.docBase);
            List<String> fields = new ArrayList<>();
            for (String field : SNIPPET_FIELDS) {
                if (matches != null && matches.getMatches(field) != null) {
                    fields.add(field);
                }
            }
            matchingFields.add(fields);
        }
        for (int round = 0; round < SNIPPET_FIELDS.length; round++) {
            Map<String, List<Integer>> hitsByField = new LinkedHashMap<>();
            for (int i = 0; i < page.length; i++) {
                if (snippets[i] == null && matchingFields.get(i).size() > round) {
                    hitsByField.computeIfAbsent(matchingFields.get(i).get(round), field -> new ArrayList<>()).add(i);
                }
            }
            for (Map.Entry<String, List<Integer>> field : hitsByField.entrySet()) {
                List<Integer> hits = field.getValue();
                String[] passages = highlighter.highlightFields(new String[]{field.getKey()}, query,
                        hits.stream().mapToInt(i -> page[i].doc).toArray(), new int[]{1}).get(field.getKey());
                for (int j = 0; j < hits.size(); j++) {
                    if (passages[j] != null && passages[j].contains("<em>")) {
                        snippets[hits.get(j)] = shortened(passages[j].strip());
                    }
                }
            }
        }
        return snippets;
    }

    /** At most about {@link #SNIPPET_CHARACTERS}, around the first match, never cutting a marked word. */
    private static String shortened(String passage) {
        if (passage.length() <= SNIPPET_CHARACTERS) {
            return passage;
        }
        int first = passage.indexOf("<em>");
        int start = Math.max(0, first - SNIPPET_CHARACTERS / 3);
        start = start == 0 ? 0 : Math.max(passage.lastIndexOf(' ', start) + 1, 0);
        int end = Math.min(passage.length(), start + SNIPPET_CHARACTERS);
        int open = passage.lastIndexOf("<em>", end);
        if (open >= 0 && passage.indexOf("</em>", open) + 5 > end) {
            end = passage.indexOf("</em>", open) + 5;
        }
        int space = passage.indexOf(' ', end);
        end = space < 0 ? passage.length() : space;
        return (start > 0 ? "… " : "") + passage.substring(start, end) + (end < passage.length() ? " …" : "");
    }

    private Query query(RuleCriteria criteria) throws IOException {
        SearchQuery parsed = criteria.query();
        BooleanQuery.Builder query = new BooleanQuery.Builder();
        for (String text : criteria.texts()) {
            Query matching = anyField(text);
            if (matching == null) {
                continue; // only stop words ("the"): nothing to match, nothing to require
            }
            query.add(matching, BooleanClause.Occur.MUST);
        }
        if (parsed.hasText() && query.build().clauses().isEmpty()) {
            return new MatchNoDocsQuery("only stop words");
        }
        parsed.severity().ifPresent(severity -> query.add(new TermQuery(new Term(LuceneRuleSearch.SEVERITY, severity.code())),
                BooleanClause.Occur.FILTER));
        if (!parsed.benchmarks().isEmpty()) {
            query.add(new TermInSetQuery(LuceneRuleSearch.SLUG, bytes(parsed.benchmarks().stream().map(Slug::value).toList())),
                    BooleanClause.Occur.FILTER);
        }
        parsed.ccis().forEach(cci -> query.add(new TermQuery(new Term(LuceneRuleSearch.CCI, cci)), BooleanClause.Occur.FILTER));
        if (!criteria.controlCcis().isEmpty()) {
            query.add(new TermInSetQuery(LuceneRuleSearch.CCI, bytes(criteria.controlCcis())), BooleanClause.Occur.FILTER);
        }
        for (String srg : parsed.srgs()) {
            query.add(new BooleanQuery.Builder()
                    .add(new TermQuery(new Term(LuceneRuleSearch.SRG, srg)), BooleanClause.Occur.SHOULD)
                    .add(new PrefixQuery(new Term(LuceneRuleSearch.SRG, srg + "-")), BooleanClause.Occur.SHOULD)
                    .build(), BooleanClause.Occur.FILTER);
        }
        return query.build();
    }

    /** The text in any text field: one term, or a phrase of the terms it analyses to; null when it has only stop words. */
    private Query anyField(String text) throws IOException {
        BooleanQuery.Builder fields = new BooleanQuery.Builder();
        boolean any = false;
        for (String field : LuceneRuleSearch.TEXT) {
            PhraseQuery.Builder phrase = new PhraseQuery.Builder();
            List<Term> terms = new ArrayList<>();
            try (TokenStream tokens = analyzer.tokenStream(field, text)) {
                CharTermAttribute term = tokens.addAttribute(CharTermAttribute.class);
                PositionIncrementAttribute increment = tokens.addAttribute(PositionIncrementAttribute.class);
                tokens.reset();
                int position = -1;
                while (tokens.incrementToken()) {
                    position += increment.getPositionIncrement();
                    Term each = new Term(field, term.toString());
                    terms.add(each);
                    phrase.add(each, position);
                }
                tokens.end();
            }
            if (terms.isEmpty()) {
                return null;
            }
            Query inField = terms.size() == 1 ? new TermQuery(terms.getFirst()) : phrase.build();
            fields.add(field.equals(LuceneRuleSearch.TEXT.getFirst()) ? new BoostQuery(inField, TITLE_BOOST) : inField, BooleanClause.Occur.SHOULD);
            any = true;
        }
        return any ? fields.build() : null;
    }

    private static List<BytesRef> bytes(Collection<String> values) {
        return values.stream().sorted().map(BytesRef::new).toList();
    }
}
