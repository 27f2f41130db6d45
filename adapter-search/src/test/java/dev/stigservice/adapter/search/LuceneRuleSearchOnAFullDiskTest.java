package dev.stigservice.adapter.search;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Check;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Fix;
import dev.stigservice.domain.model.Revision;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.RuleCriteria;
import dev.stigservice.domain.model.RuleDescription;
import dev.stigservice.domain.model.SearchHit;
import dev.stigservice.domain.model.SearchQuery;
import dev.stigservice.domain.model.Severity;
import dev.stigservice.domain.model.SourceFile;
import dev.stigservice.domain.port.RuleSearch;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.FilterDirectory;
import org.apache.lucene.store.FilterIndexOutput;
import org.apache.lucene.store.IOContext;
import org.apache.lucene.store.IndexOutput;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The index on a disk that fills up: what the catalog is promised (a failure is thrown, never swallowed; searches
 * already opened go on answering) and how the index gets well (the next revision given starts an empty index, and the
 * revisions of the failed one are refused until they are given again).
 */
class LuceneRuleSearchOnAFullDiskTest {

    /** An index in memory whose writes fail while it is full, as on a full disk. */
    private static final class FillingDirectory extends FilterDirectory {
        volatile boolean full;

        FillingDirectory() {
            super(new ByteBuffersDirectory());
        }

        @Override
        public IndexOutput createOutput(String name, IOContext context) throws IOException {
            return failingWhenFull(super.createOutput(name, context));
        }

        @Override
        public IndexOutput createTempOutput(String prefix, String suffix, IOContext context) throws IOException {
            return failingWhenFull(super.createTempOutput(prefix, suffix, context));
        }

        private IndexOutput failingWhenFull(IndexOutput out) throws IOException {
            refuseWhenFull();
            return new FilterIndexOutput("filling " + out, out.getName(), out) {
                @Override
                public void writeByte(byte b) throws IOException {
                    refuseWhenFull();
                    super.writeByte(b);
                }

                @Override
                public void writeBytes(byte[] bytes, int offset, int length) throws IOException {
                    refuseWhenFull();
                    super.writeBytes(bytes, offset, length);
                }
            };
        }

        private void refuseWhenFull() throws IOException {
            if (full) {
                throw new IOException("No space left on device");
            }
        }
    }

    private final FillingDirectory disk = new FillingDirectory();
    private final LuceneRuleSearch search = new LuceneRuleSearch(disk, null);

    private static Benchmark benchmark(String id, String sha, String title) {
        Rule rule = new Rule("V-1", null, "SV-1r1_rule", "X-1", Severity.MEDIUM, "10.0", title, RuleDescription.EMPTY, List.of(), List.of(),
                new Check("C-1", null, "Check it."), new Fix("F-1", "Fix it."));
        return new Benchmark(id, id, null, null, null, new Revision("1", "1", null), "Release: 1", null,
                new SourceFile(id + ".xml", new ContentKey(sha.repeat(64))), List.of(), List.of(rule));
    }

    private static final Benchmark AUDIT = benchmark("Audit_STIG", "a", "Audit records must be kept");
    private static final Benchmark CIPHERS = benchmark("Ciphers_STIG", "b", "Ciphers must be approved");

    private static List<String> found(RuleSearch.Searcher searcher, String query) {
        return searcher.search(new RuleCriteria(SearchQuery.parse(query), Set.of()), 0, 10).hits().stream().map(SearchHit::slug).toList();
    }

    @AfterEach
    void close() throws IOException {
        disk.full = false;
        search.close();
    }

    @Test
    void aRevisionThatCannotBeWrittenIsRefusedAndTheIndexStartsAgainOnceThereIsRoom() {
        RuleSearch.Searchable audit = search.index(AUDIT);
        RuleSearch.Searcher before = search.over(List.of(audit));
        disk.full = true;
        assertThatThrownBy(() -> search.index(CIPHERS)).hasRootCauseMessage("No space left on device");
        assertThat(found(before, "audit")).as("a searcher opened before answers on").containsExactly("audit-stig");

        disk.full = false;
        givenEverythingAgainOnceThereIsRoom(audit);
    }

    @Test
    void anIndexThatCannotBeOpenedStartsAgainOnceThereIsRoom() {
        RuleSearch.Searchable audit = search.index(AUDIT);
        RuleSearch.Searcher before = search.over(List.of(audit));
        RuleSearch.Searchable ciphers = search.index(CIPHERS);
        disk.full = true;
        assertThatThrownBy(() -> search.over(List.of(audit, ciphers))).hasRootCauseMessage("No space left on device");
        assertThat(found(before, "audit")).as("a searcher opened before answers on").containsExactly("audit-stig");

        disk.full = false;
        assertThatThrownBy(() -> search.over(List.of(audit, ciphers))).isInstanceOf(IllegalStateException.class)
                .hasMessage("the search index failed and is started again by the next revision given");
        givenEverythingAgainOnceThereIsRoom(audit);
    }

    /** The failure closed Lucene's writer: the next revision given starts an empty index, the failed one's are refused. */
    private void givenEverythingAgainOnceThereIsRoom(RuleSearch.Searchable ofTheFailedIndex) {
        RuleSearch.Searchable ciphers = search.index(CIPHERS);
        assertThatThrownBy(() -> search.over(List.of(ofTheFailedIndex, ciphers))).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("is not in the index since it was started again");
        RuleSearch.Searcher after = search.over(List.of(search.index(AUDIT), ciphers));
        assertThat(found(after, "audit")).containsExactly("audit-stig");
        assertThat(found(after, "ciphers")).containsExactly("ciphers-stig");
    }
}
