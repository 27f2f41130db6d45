package dev.stigservice.application.publication;

import dev.stigservice.application.Fakes;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.CciItem;
import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.SourceFile;
import dev.stigservice.domain.model.PublicationState;
import dev.stigservice.domain.port.fake.NoRuleSearch;
import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/** What the health check reports, as the publisher tells it, against a search that is given its state by the test. */
class ReadinessTest {

    private static final Instant NOW = Instant.parse("2026-11-25T12:00:00Z");

    private final Benchmark older = Fakes.revision("One_STIG", "One", "accepted", "1", "1", null, 3);
    private final Benchmark newer = Fakes.revision("One_STIG", "One", "accepted", "1", "2", null, 2);
    private final List<BenchmarkSummary> revisions = List.of(older.summary(), newer.summary());
    private final Publication published = Publication.of(revisions, revisions.stream().map(BenchmarkSummary::key).toList(), List.of(),
            List.of(), List.of(), List.of(), revision -> new long[0], revision -> Set.of());
    private Optional<SearchableState> searchable = Optional.empty();
    private final CurrentPublication catalog = new CurrentPublication();
    private final Readiness readiness = new Readiness("a fake store", catalog, () -> searchable, Clock.fixed(NOW, ZoneOffset.UTC));

    private SearchableState searchableAs(String stateKey) {
        NoRuleSearch search = new NoRuleSearch();
        return new SearchableState(search.over(List.of()), search.over(List.of()), Optional.empty(), stateKey);
    }

    @Test
    void notLoadedBeforeACatalogIsPublishedThenWhatItServes() {
        readiness.checking();
        readiness.listed(0);
        assertThat(readiness.state().loaded()).as("listed, not yet published").isFalse();
        assertThat(readiness.state().lastCheck()).isEqualTo(NOW);

        catalog.publish(published);
        PublicationState state = readiness.state();
        assertThat(state.loaded()).isTrue();
        assertThat(state.benchmarks()).isEqualTo(1);
        assertThat(state.rules()).as("the served revision's").isEqualTo(2);
        assertThat(state.revisions()).isEqualTo(2);
        assertThat(state.summary()).isEqualTo("1 benchmarks, 2 rules (2 revisions) from a fake store");
    }

    /** A CCI a served rule cites that the list does not hold is said in the startup line; one it holds is not. */
    @Test
    void theStartupLineNamesTheCitedCcisTheListDoesNotHold() {
        Map<BenchmarkSummary, Set<String>> cited = Map.of(older.summary(), ccis(older), newer.summary(), ccis(newer));
        assertThat(cited.get(newer.summary())).as("the fake rules cite a CCI").isNotEmpty();
        String citedCci = cited.get(newer.summary()).iterator().next();
        CciList without = list("CCI-999999");
        catalog.publish(Publication.of(revisions, revisions.stream().map(BenchmarkSummary::key).toList(), List.of(without),
                List.of(without.source().key()), List.of(), List.of(), revision -> new long[0], cited::get));
        assertThat(readiness.state().ccisNotInList()).containsExactly(citedCci);
        assertThat(readiness.state().summary()).endsWith("; CCI list 2024-01-04 (1 CCIs); 1 cited CCIs not in the list, which map to no "
                + "NIST control: " + citedCci);

        CciList with = list(citedCci);
        catalog.publish(Publication.of(revisions, revisions.stream().map(BenchmarkSummary::key).toList(), List.of(with),
                List.of(with.source().key()), List.of(), List.of(), revision -> new long[0], cited::get));
        assertThat(readiness.state().ccisNotInList()).isEmpty();
        assertThat(readiness.state().summary()).doesNotContain("not in the list");
    }

    private static Set<String> ccis(Benchmark benchmark) {
        return benchmark.rules().stream().flatMap(rule -> rule.ccis().stream()).collect(Collectors.toSet());
    }

    private static CciList list(String cci) {
        return new CciList("2024-01-04", null, SourceFile.of("U_CCI_List.xml", cci.getBytes(StandardCharsets.UTF_8)),
                List.of(new CciItem(cci, "draft", null, "DISA", "a definition", List.of(), List.of())));
    }

    @Test
    void aFailedReadIsReportedUntilTheStoreIsListedAgain() {
        catalog.publish(published);
        readiness.failed("connection reset");
        assertThat(readiness.state().loaded()).as("was loaded once: stays ready").isTrue();
        assertThat(readiness.state().lastFailure()).isEqualTo("connection reset");
        readiness.listed(0);
        assertThat(readiness.state().lastFailure()).isNull();
    }

    @Test
    void searchableOnlyWhenTheSearchTookInThePublishedState() {
        catalog.publish(published);
        assertThat(readiness.state().searchable()).isFalse();
        searchable = Optional.of(searchableAs("an older state"));
        assertThat(readiness.state().searchable()).isFalse();
        searchable = Optional.of(searchableAs(published.stateKey()));
        assertThat(readiness.state().searchable()).isTrue();
    }
}
