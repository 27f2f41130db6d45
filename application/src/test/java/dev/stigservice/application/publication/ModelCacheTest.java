package dev.stigservice.application.publication;

import dev.stigservice.application.Fakes;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The models a request reads, against a store in memory: each loaded once while kept, and checked against its key. */
class ModelCacheTest {

    private static Benchmark rev(String id) {
        return Fakes.revision(id, id.replace('_', ' ') + " Security Technical Implementation Guide", "accepted", "1", "1", null, 1);
    }

    private static ModelCache models(Fakes.Store store) {
        return new ModelCache(new StoredDocuments(store, Fakes.content(Fakes.READER), "a fake store"), 8);
    }

    @Test
    void modelsAreLoadedOnceAndKeptWithinTheBound() {
        List<Benchmark> benchmarks = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            benchmarks.add(rev("Kept_" + i + "_STIG"));
        }
        Fakes.Store store = new Fakes.Store(benchmarks.toArray(Benchmark[]::new));
        ModelCache models = models(store); // keeps 8 models
        BenchmarkSummary first = benchmarks.getFirst().summary();
        assertThat(models.model(first)).isEqualTo(benchmarks.getFirst());
        models.model(first);
        assertThat(store.loads).as("the second time from the cache").hasValue(1);
        benchmarks.forEach(benchmark -> models.model(benchmark.summary()));
        assertThat(store.loads).hasValue(10);
        models.model(first);
        assertThat(store.loads).as("the least recently used went out of the bound of 8").hasValue(11);
    }

    @Test
    void aRevisionTheStoreNoLongerHoldsIsAnErrorNotAnEmptyBody() {
        Benchmark gone = rev("Gone_STIG");
        Fakes.Store store = new Fakes.Store(gone);
        ModelCache models = models(store);
        store.remove(gone);
        assertThatThrownBy(() -> models.model(gone.summary())).hasMessageContaining("no longer holds").hasMessageContaining("Gone_STIG");
    }

    @Test
    void aFailedLoadIsNotKeptSoTheNextRequestTriesAgain() {
        Benchmark back = rev("Back_STIG");
        Fakes.Store store = new Fakes.Store();
        ModelCache models = models(store);
        assertThatThrownBy(() -> models.model(back.summary())).hasMessageContaining("no longer holds");
        store.add(back);
        assertThat(models.model(back.summary())).isEqualTo(back);
        assertThat(store.loads).hasValue(2);
    }

    @Test
    void bytesThatDoNotHashToTheirKeyAreRefused() {
        Benchmark tampered = rev("Tampered_STIG");
        Fakes.Store store = new Fakes.Store(tampered);
        ModelCache models = models(store);
        store.corruptsContent = true;
        assertThatThrownBy(() -> models.model(tampered.summary()))
                .hasMessageContaining("the store gave back other bytes than it was given");
    }
}
