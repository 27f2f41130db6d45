package dev.stigservice.application.health;

import dev.stigservice.application.Fakes;
import dev.stigservice.application.catalog.CatalogPublisher;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Ready follows the catalog: not before its first publication, and still ready when a later read of the store fails. */
class CheckHealthServiceTest {

    @Test
    void readyOnceTheCatalogIsPublishedAndWhileLaterReadsFail() {
        Fakes.Store store = new Fakes.Store(Fakes.benchmark("One_STIG", "One STIG", "1", "1"));
        store.failure = "connection refused";
        CatalogPublisher catalog = Fakes.publisher(store);
        CheckHealthService health = new CheckHealthService(catalog);
        assertThat(health.check().ready()).isFalse();
        assertThat(health.check().catalog().lastFailure()).isEqualTo("connection refused");

        store.failure = null;
        catalog.refresh();
        assertThat(health.check().ready()).isTrue();
        assertThat(health.check().catalog().benchmarks()).isEqualTo(1);

        store.failure = "connection reset";
        catalog.refresh();
        assertThat(health.check().ready()).as("serves what it published").isTrue();
        assertThat(health.check().catalog().lastFailure()).isEqualTo("connection reset");
    }
}
