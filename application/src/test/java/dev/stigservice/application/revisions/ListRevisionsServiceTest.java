package dev.stigservice.application.revisions;

import dev.stigservice.application.Fakes;
import dev.stigservice.application.protection.Formats;
import dev.stigservice.domain.model.BenchmarkSummary;
import org.junit.jupiter.api.Test;

import java.time.LocalDate;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ListRevisionsServiceTest {

    private final Fakes.Store store = new Fakes.Store(
            Fakes.revision("RHEL_9_STIG", "RHEL 9 STIG", "accepted", "2", "7", LocalDate.of(2025, 6, 1), 2),
            Fakes.revision("RHEL_9_STIG", "RHEL 9 STIG", "accepted", "2", "8", LocalDate.of(2026, 1, 1), 4),
            Fakes.revision("RHEL_9_STIG", "RHEL 9 STIG", "draft", "2", "9", LocalDate.of(2026, 6, 1), 4));
    private final ListRevisionsService service = new ListRevisionsService(Fakes.published(store),
            new Formats<>(List.of(new Fakes.NamedExporter("json"))));

    @Test
    void everyStoredRevisionNewestFirstWithTheServedOneMarked() {
        RevisionListing listing = service.list(new ListRevisionsQuery("rhel-9-stig")).orElseThrow();
        assertThat(listing.revisions()).extracting(summary -> summary.revision().label()).containsExactly("V2R9", "V2R8", "V2R7");
        assertThat(listing.served().revision().label()).as("a draft is not served over an accepted release").isEqualTo("V2R8");
        assertThat(listing.revisions()).extracting(BenchmarkSummary::ruleCount).containsExactly(4, 4, 2);
    }

    @Test
    void anUnknownOrMalformedSlugHasNoListing() {
        assertThat(service.list(new ListRevisionsQuery("rhel-10-stig"))).isEmpty();
        assertThat(service.list(new ListRevisionsQuery("../etc"))).isEmpty();
    }
}
