package dev.stigservice.application.list;

import dev.stigservice.application.Fakes;
import dev.stigservice.application.protection.Formats;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Format;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ListBenchmarksServiceTest {

    private final ListBenchmarksService service = new ListBenchmarksService(
            Fakes.published(new Fakes.Store(
                    Fakes.benchmark("Zeta_STIG", "Zeta Security Technical Implementation Guide", "1", "1"),
                    Fakes.benchmark("Alpha_SRG", "Alpha Security Requirements Guide", "1", "2"))),
            new Formats<>(List.of(new Fakes.NamedExporter("json"), new Fakes.NamedExporter("csv"))));

    @Test
    void listsEverythingSortedBySlugWithTheRegisteredFormats() {
        BenchmarkListing listing = service.list(new ListBenchmarksQuery(null));
        assertThat(listing.benchmarks()).extracting(s -> s.slug().value()).containsExactly("alpha-srg", "zeta-stig");
        assertThat(listing.formats()).extracting(Format::name).containsExactly("json", "csv");
    }

    @Test
    void filterMatchesSlugIdOrTitleIgnoringCase() {
        assertThat(service.list(new ListBenchmarksQuery("ZETA-")).benchmarks()).extracting(BenchmarkSummary::benchmarkId).containsExactly("Zeta_STIG");
        assertThat(service.list(new ListBenchmarksQuery("alpha_srg")).benchmarks()).hasSize(1);
        assertThat(service.list(new ListBenchmarksQuery("requirements guide")).benchmarks()).extracting(BenchmarkSummary::benchmarkId).containsExactly("Alpha_SRG");
        assertThat(service.list(new ListBenchmarksQuery("none")).benchmarks()).isEmpty();
        assertThat(service.list(new ListBenchmarksQuery("  ")).benchmarks()).hasSize(2);
    }

    @Test
    void theVersionNamesTheCatalogsStateAndTheFilterSoEqualVersionsAreEqualListings() {
        Fakes.Store store = new Fakes.Store(Fakes.benchmark("Zeta_STIG", "Zeta STIG", "1", "1"));
        Fakes.Catalog catalog = Fakes.catalog(store);
        ListBenchmarksService listing = new ListBenchmarksService(catalog.published(), new Formats<>(List.of(new Fakes.NamedExporter("json"))));
        String all = listing.list(new ListBenchmarksQuery(null)).version();
        assertThat(listing.list(new ListBenchmarksQuery(null)).version()).isEqualTo(all);
        assertThat(listing.list(new ListBenchmarksQuery("zeta")).version()).isNotEqualTo(all);
        store.add(Fakes.benchmark("Alpha_STIG", "Alpha STIG", "1", "1"));
        catalog.publisher().refresh();
        assertThat(listing.list(new ListBenchmarksQuery(null)).version()).isNotEqualTo(all);
    }
}
