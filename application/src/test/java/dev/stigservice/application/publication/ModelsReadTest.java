package dev.stigservice.application.publication;

import dev.stigservice.application.Fakes;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.port.RuleSearch;
import dev.stigservice.domain.port.fake.NoRuleSearch;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/** The models a refresh read, waiting for the search: kept while there is room, indexed as read beyond it. */
class ModelsReadTest {

    private final Benchmark one = Fakes.benchmark("One_STIG", "One STIG", "1", "1");
    private final Benchmark two = Fakes.benchmark("Two_STIG", "Two STIG", "1", "1");

    /** Indexes as {@link NoRuleSearch} does, counting, or fails while told to. */
    private static final class Indexing implements RuleSearch {
        final AtomicInteger indexed = new AtomicInteger();
        volatile boolean full;

        @Override
        public Searchable index(Benchmark revision) {
            if (full) {
                throw new UncheckedIOException(new IOException("No space left on device"));
            }
            indexed.incrementAndGet();
            return new NoRuleSearch().index(revision);
        }

        @Override
        public Searcher over(List<Searchable> revisions) {
            return new NoRuleSearch().over(revisions);
        }
    }

    private static ContentKey key(Benchmark benchmark) {
        return benchmark.summary().key();
    }

    @Test
    void keptWhileThereIsRoomIndexedAsReadBeyondAndForgottenAfterACatchUp() {
        Indexing search = new Indexing();
        ModelsRead read = new ModelsRead(search, 1);
        read.add(key(one), one);
        read.add(key(two), two);
        assertThat(read.kept(key(one))).isSameAs(one);
        assertThat(read.indexed(key(one))).isNull();
        assertThat(read.kept(key(two))).isNull();
        assertThat(read.indexed(key(two))).isNotNull();
        assertThat(search.indexed).hasValue(1);

        read.forget();
        assertThat(read.kept(key(one))).isNull();
        assertThat(read.indexed(key(two))).isNull();
    }

    @Test
    void aModelTheSearchCannotTakeAsReadIsLeftForTheCatchUp() {
        Indexing search = new Indexing();
        search.full = true;
        ModelsRead read = new ModelsRead(search, 0);
        read.add(key(one), one);
        assertThat(read.kept(key(one))).isNull();
        assertThat(read.indexed(key(one))).as("given again by the catch-up, read from the store").isNull();
    }
}
