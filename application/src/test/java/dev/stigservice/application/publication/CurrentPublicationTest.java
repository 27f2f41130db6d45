package dev.stigservice.application.publication;

import dev.stigservice.application.Fakes;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Slug;
import org.junit.jupiter.api.Test;

import java.time.LocalDate;

import static dev.stigservice.application.Fakes.servedLabel;
import static dev.stigservice.application.Fakes.stig;
import static org.assertj.core.api.Assertions.assertThat;

/** The publication rules, once for every backend: which revision each slug serves, and every stored revision, newest first. */
class CurrentPublicationTest {



    @Test
    void servesOneRevisionPerSlugSortedBySlug() {
        CurrentPublication published = Fakes.published(new Fakes.Store(stig("Zeta_STIG", "1", "1"), stig("Alpha_STIG", "1", "1"),
                stig("Mid_STIG", "1", "1"), stig("Alpha_STIG", "1", "2")));
        assertThat(published.summaries()).extracting(s -> s.slug().value()).containsExactly("alpha-stig", "mid-stig", "zeta-stig");
        assertThat(published.served(new Slug("two-stig"))).isEmpty();
    }

    @Test
    void newestRevisionWinsComparingNumbersNotText() {
        CurrentPublication published = Fakes.published(new Fakes.Store(stig("Rev_STIG", "1", "9"), stig("Rev_STIG", "1", "10"),
                stig("Rev_STIG", "1", "2")));
        assertThat(servedLabel(published, "rev-stig")).isEqualTo("V1R10");
        assertThat(published.revisions(new Slug("rev-stig"))).extracting(s -> s.revision().label())
                .as("every stored revision, newest first").containsExactly("V1R10", "V1R9", "V1R2");
    }

    @Test
    void sameReleaseIsDecidedByTheBenchmarkDate() {
        String title = "Date STIG";
        CurrentPublication published = Fakes.published(new Fakes.Store(
                Fakes.revision("Date_STIG", title, "accepted", "2", "1", LocalDate.of(2026, 6, 20), 2),
                Fakes.revision("Date_STIG", title, "accepted", "2", "1", LocalDate.of(2026, 6, 1), 1)));
        assertThat(published.served(new Slug("date-stig")).orElseThrow().ruleCount()).isEqualTo(2);
    }

    @Test
    void aDraftNeverWinsOverAPublishedRevision() {
        CurrentPublication published = Fakes.published(new Fakes.Store(
                Fakes.revision("Draft_STIG", "Draft STIG", "accepted", "1", "1", null, 1),
                Fakes.revision("Draft_STIG", "Draft STIG", "draft", "9", "9", null, 2)));
        assertThat(published.served(new Slug("draft-stig")).orElseThrow().status().value()).isEqualTo("accepted");
    }

    @Test
    void slugCollisionKeepsTheSmallerBenchmarkId() {
        CurrentPublication published = Fakes.published(new Fakes.Store(stig("foo_stig", "1", "1"), stig("Foo_STIG", "1", "1")));
        assertThat(published.summaries()).singleElement().satisfies(s -> assertThat(s.benchmarkId()).isEqualTo("Foo_STIG"));
    }

    @Test
    void beforeAnythingIsPublishedItServesNothing() {
        CurrentPublication nothing = new CurrentPublication();
        assertThat(nothing.summaries()).isEmpty();
        assertThat(nothing.storedRevisions()).isEmpty();
        assertThat(nothing.served(new Slug("one-stig"))).isEmpty();
        assertThat(nothing.revisions(new Slug("one-stig"))).isEmpty();
        assertThat(nothing.cciList()).isEmpty();
        assertThat(nothing.scapBenchmarks()).isEmpty();
    }

    @Test
    void aRevisionIsFoundByItsLabelAndOnlyTheServedOneIsServed() {
        CurrentPublication published = Fakes.published(new Fakes.Store(stig("Rev_STIG", "1", "1"), stig("Rev_STIG", "1", "2")));
        Slug slug = new Slug("rev-stig");
        BenchmarkSummary older = published.revision(slug, "V1R1").orElseThrow();
        BenchmarkSummary newer = published.revision(slug, "V1R2").orElseThrow();
        assertThat(published.revision(slug, "V1R3")).isEmpty();
        assertThat(published.revision(new Slug("other-stig"), "V1R1")).isEmpty();
        assertThat(published.isServed(newer)).isTrue();
        assertThat(published.isServed(older)).as("stored, not served").isFalse();
        assertThat(published.storedRevisions()).containsExactlyInAnyOrder(older, newer);
    }

    @Test
    void aNewPublicationReplacesTheWholeStateAndItsKey() {
        Fakes.Store store = new Fakes.Store(stig("One_STIG", "1", "1"));
        Fakes.Catalog catalog = Fakes.catalog(store);
        String first = catalog.published().stateKey();
        store.add(stig("Two_STIG", "1", "1"));
        catalog.publisher().refresh();
        assertThat(catalog.published().summaries()).extracting(BenchmarkSummary::benchmarkId).containsExactly("One_STIG", "Two_STIG");
        assertThat(catalog.published().stateKey()).isNotEqualTo(first);
    }
}
