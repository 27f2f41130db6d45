package dev.stigservice.application.releases;

import dev.stigservice.application.Fakes;
import dev.stigservice.application.protection.Formats;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.ChangeCounts;
import org.junit.jupiter.api.Test;

import java.time.LocalDate;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ListReleasesServiceTest {

    private static final Benchmark RHEL_V2R6 = Fakes.revision("RHEL_9_STIG", "RHEL 9 STIG", "accepted", "2", "6", LocalDate.of(2025, 1, 1), 1);
    private static final Benchmark RHEL_V2R7 = Fakes.revision("RHEL_9_STIG", "RHEL 9 STIG", "accepted", "2", "7", LocalDate.of(2025, 6, 1), 2);
    private static final Benchmark RHEL_V2R8 = Fakes.revision("RHEL_9_STIG", "RHEL 9 STIG", "accepted", "2", "8", LocalDate.of(2026, 1, 1), 4);
    private static final Benchmark WIN_V1R1 = Fakes.revision("WIN_11_STIG", "Windows 11 STIG", "accepted", "1", "1", LocalDate.of(2026, 1, 1), 3);
    private static final Benchmark FIREFOX_UNDATED = Fakes.revision("FIREFOX_STIG", "Firefox STIG", "accepted", "6", "7", null, 1);

    private final Fakes.Store store = new Fakes.Store(RHEL_V2R6, RHEL_V2R7, RHEL_V2R8, WIN_V1R1, FIREFOX_UNDATED);
    private final Fakes.Catalog catalog = Fakes.catalog(store);
    private final ListReleasesService service = new ListReleasesService(catalog.published(), catalog.models(),
            new Formats<>(List.of(new Fakes.NamedExporter("json"))));

    private static List<String> names(ReleasePage page) {
        return page.releases().stream().map(release -> release.revision().slug().value() + " " + release.revision().revision().label()).toList();
    }

    private ReleasePage list(String since, String limit, String cursor) {
        return service.list(ListReleasesQuery.parse(since, limit, cursor, null, null));
    }

    @Test
    void everyStoredRevisionNewestFirstByDateThenVersionWithTheOneItFollowsAndItsCounts() {
        ReleasePage page = list(null, null, null);

        assertThat(names(page)).containsExactly("rhel-9-stig V2R8", "win-11-stig V1R1", "rhel-9-stig V2R7", "rhel-9-stig V2R6",
                "firefox-stig V6R7");
        assertThat(page.releases()).extracting(release -> release.follows() == null ? null : release.follows().revision().label())
                .containsExactly("V2R7", null, "V2R6", null, null);
        // The fakes' rules V-1..V-n are the same in every revision, so each revision adds the rules it has more.
        assertThat(page.releases()).extracting(Release::changes)
                .containsExactly(new ChangeCounts(2, 0, 0, 0), null, new ChangeCounts(1, 0, 0, 0), null, null);
        assertThat(page.next()).isNull();
    }

    @Test
    void pagesContinueAfterTheCursorWithoutRepeatsOrGaps() {
        ReleasePage first = list(null, "2", null);
        ReleasePage second = list(null, "2", first.next().cursor());
        ReleasePage third = list(null, "2", second.next().cursor());

        assertThat(names(first)).containsExactly("rhel-9-stig V2R8", "win-11-stig V1R1");
        assertThat(names(second)).containsExactly("rhel-9-stig V2R7", "rhel-9-stig V2R6");
        assertThat(names(third)).containsExactly("firefox-stig V6R7");
        assertThat(third.next()).as("the last page").isNull();
        assertThat(list(null, "5", null).next()).as("exactly one page full").isNull();
    }

    @Test
    void aCursorFromAnEarlierCatalogKeepsItsPlaceWhenRevisionsArriveOrGo() {
        String cursor = list(null, "2", null).next().cursor();
        store.add(Fakes.revision("RHEL_9_STIG", "RHEL 9 STIG", "accepted", "2", "9", LocalDate.of(2026, 6, 1), 5));
        store.remove(WIN_V1R1); // the entry the cursor names is gone
        catalog.publisher().refresh();

        assertThat(names(list(null, "2", cursor))).as("continues after the place, the new revision is not repeated")
                .containsExactly("rhel-9-stig V2R7", "rhel-9-stig V2R6");
        assertThat(names(list(null, "1", null))).containsExactly("rhel-9-stig V2R9");
    }

    @Test
    void sinceKeepsReleasesOfThatDayOrLaterAndLeavesUndatedOnesOut() {
        assertThat(names(list("2025-06-01", null, null))).containsExactly("rhel-9-stig V2R8", "win-11-stig V1R1", "rhel-9-stig V2R7");
        assertThat(names(list("2026-01-02", null, null))).isEmpty();
    }

    @Test
    void eachPairIsComparedOnceWhileBothStayPublished() {
        list(null, null, null);
        int loadsForTheFirstFeed = store.loads.get();
        list(null, "1", null);
        assertThat(store.loads.get()).as("the same catalog: nothing loaded again").isEqualTo(loadsForTheFirstFeed);

        store.add(Fakes.revision("RHEL_9_STIG", "RHEL 9 STIG", "accepted", "2", "9", LocalDate.of(2026, 6, 1), 5));
        catalog.publisher().refresh();
        int loadsBefore = store.loads.get();
        ReleasePage page = list(null, "1", null);

        assertThat(page.releases().getFirst().changes()).isEqualTo(new ChangeCounts(1, 0, 0, 0));
        assertThat(store.loads.get() - loadsBefore).as("one new pair: at most its two models").isBetween(1, 2);
    }

    @Test
    void malformedParametersAreRefusedWithoutEchoingThem() {
        assertThatThrownBy(() -> ListReleasesQuery.parse("2025-13-01", null, null, null, null)).hasMessage("Invalid since. Must be a date such as 2025-01-01");
        assertThatThrownBy(() -> ListReleasesQuery.parse("<script>", null, null, null, null)).hasMessageNotContaining("<script>");
        for (String limit : List.of("0", "501", "-1", "abc", "1e3", "", "50,50", "0050", "050")) {
            assertThatThrownBy(() -> ListReleasesQuery.parse(null, limit, null, null, null)).as(limit)
                    .hasMessage("Invalid limit. Must be a whole number from 1 to 500");
        }
        for (String cursor : List.of("", "not a cursor", "cjE", "x".repeat(600), "%%%", "cjIKCgoKCgo")) {
            assertThatThrownBy(() -> ListReleasesQuery.parse(null, null, cursor, null, null)).as(cursor)
                    .hasMessage("Invalid cursor. Use the one a page of releases gave");
        }
        assertThat(ListReleasesQuery.parse(null, "500", null, null, null).limit()).isEqualTo(500);
        assertThat(ListReleasesQuery.parse(null, null, null, null, null).limit()).isEqualTo(ListReleasesQuery.DEFAULT_LIMIT);
    }
}
