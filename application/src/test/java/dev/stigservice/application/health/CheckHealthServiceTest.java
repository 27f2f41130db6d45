package dev.stigservice.application.health;

import dev.stigservice.application.Fakes;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Ready follows the catalog: not before its first publication, and still ready when a later read of the store fails. */
class CheckHealthServiceTest {

    @Test
    void readyOnceTheCatalogIsPublishedAndWhileLaterReadsFail() {
        Fakes.Store store = new Fakes.Store(Fakes.benchmark("One_STIG", "One STIG", "1", "1"));
        store.failure = "connection refused";
        Fakes.Catalog catalog = Fakes.catalog(store);
        CheckHealthService health = new CheckHealthService(catalog.readiness());
        assertThat(health.check().ready()).isFalse();
        assertThat(health.check().publication().lastFailure()).isEqualTo("connection refused");

        store.failure = null;
        catalog.publisher().refresh();
        assertThat(health.check().ready()).isTrue();
        assertThat(health.check().publication().benchmarks()).isEqualTo(1);

        store.failure = "connection reset";
        catalog.publisher().refresh();
        assertThat(health.check().ready()).as("serves what it published").isTrue();
        assertThat(health.check().publication().lastFailure()).isEqualTo("connection reset");
    }
}
