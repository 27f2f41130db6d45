package dev.stigservice.application.search;

import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.answer.Reply;
import dev.stigservice.application.Fakes;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.publication.SearchableState;
import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Credentials;
import dev.stigservice.domain.model.RuleCriteria;
import dev.stigservice.domain.model.SearchHit;
import dev.stigservice.domain.model.SearchPage;
import dev.stigservice.domain.model.SearchResult;
import dev.stigservice.domain.model.Severity;
import dev.stigservice.domain.model.TokenVerdict;
import dev.stigservice.domain.port.RuleSearch;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.LongStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The search against fakes of the core's interfaces: access first, every parameter checked before anything is searched
 * (400 with the parameter's rule), the served revisions unless all are asked for, pages that follow each other by their
 * cursor, and an answer kept under a tag of the state and the parameters.
 */
class SearchRulesServiceTest {

    private static final Credentials GOOD = AccessToken.parse("good").orElseThrow();

    private final Fakes.Validator validator = new Fakes.Validator(Map.of("good", TokenVerdict.valid()));
    private final Searcher served = new Searcher(120);
    private final Searcher stored = new Searcher(300);
    private String stateKey = "state-1";
    private boolean built = true;
    private final Fakes.Capturing<SearchResult> renderer = new Fakes.Capturing<>();
    private final SearchRulesService service = new SearchRulesService(Fakes.answers(validator, Fakes.published(new Fakes.Store())),
            renderer, () -> built ? Optional.of(new SearchableState(served, stored, Optional.empty(), stateKey)) : Optional.empty());

    /** Finds {@code total} hits for anything and gives those of the page asked for, as an index does. */
    private static final class Searcher implements RuleSearch.Searcher {
        final long total;
        final List<String> asked = new ArrayList<>();

        Searcher(long total) {
            this.total = total;
        }

        @Override
        public SearchPage search(RuleCriteria criteria, int offset, int limit) {
            asked.add(String.join(" ", criteria.texts()) + " from " + offset + " limit " + limit);
            return new SearchPage(total, LongStream.range(offset, Math.min(total, (long) offset + limit))
                    .mapToObj(hit -> new SearchHit("rhel-9-stig", "V2R8", "V-" + hit, "SV-" + hit + "r1_rule", null, "a rule", Severity.MEDIUM, ""))
                    .toList());
        }

        @Override
        public RuleSearch.Searcher restrictedTo(Collection<ContentKey> revisions) {
            return this;
        }
    }

    private ProtectedAnswer search(Credentials credentials, String q, String limit, String cursor, String revisions) {
        return Fakes.answer(service.search(new SearchRulesQuery(credentials, q, limit, cursor, revisions)));
    }

    private SearchResult result(String q, String limit, String cursor, String revisions) {
        Fakes.text(service::search, new SearchRulesQuery(GOOD, q, limit, cursor, revisions));
        return renderer.last;
    }

    @Test
    void accessComesFirst() {
        assertThat(search(Credentials.NONE, null, "0", "x", "some")).isInstanceOf(Refusal.Unauthorized.class);
        assertThat(validator.calls).isZero();
    }

    @Test
    void everyParameterIsCheckedBeforeAnythingIsSearched() {
        assertThat(search(GOOD, null, null, null, null)).isEqualTo(new Refusal.BadRequest("q is required: words, \"phrases\" or filters such as severity:high"));
        assertThat(search(GOOD, "audit", "0", null, null)).isEqualTo(new Refusal.BadRequest("limit is a whole number from 1 to 500"));
        assertThat(search(GOOD, "audit", "501", null, null)).isEqualTo(new Refusal.BadRequest("limit is a whole number from 1 to 500"));
        assertThat(search(GOOD, "audit", "5x", null, null)).isEqualTo(new Refusal.BadRequest("limit is a whole number from 1 to 500"));
        assertThat(search(GOOD, "audit", null, "not a cursor", null)).isEqualTo(new Refusal.BadRequest("cursor is not one a search gave"));
        assertThat(search(GOOD, "audit", null, "b2Zmc2V0OjEwMDAx", null)).as("offset:10001, past the deepest page")
                .isEqualTo(new Refusal.BadRequest("cursor is not one a search gave"));
        assertThat(search(GOOD, "audit", null, null, "some")).isEqualTo(new Refusal.BadRequest("revisions is served (the default) or all"));
        assertThat(served.asked).isEmpty();
        assertThat(stored.asked).isEmpty();
    }

    @Test
    void untilTheSearchIsBuiltASearchIsToBeAskedAgainShortly() {
        built = false;
        assertThat(search(GOOD, "audit", null, null, null)).isEqualTo(Refusal.Busy.searchNotBuilt());
        built = true;
        assertThat(search(GOOD, "audit", null, null, null)).isInstanceOf(Reply.class);
    }

    @Test
    void pagesFollowEachOtherByTheirCursorInTheServedOrInEveryRevision() {
        SearchResult first = result("audit", null, null, null);
        assertThat(first.limit()).isEqualTo(SearchRulesService.DEFAULT_LIMIT);
        assertThat(first.revisions()).isEqualTo("served");
        SearchResult second = result("audit", null, first.next(), null);
        SearchResult third = result("audit", null, second.next(), null);
        assertThat(served.asked).containsExactly("audit from 0 limit 50", "audit from 50 limit 50", "audit from 100 limit 50");
        assertThat(third.next()).as("120 hits end on the third page").isNull();

        SearchResult all = result("audit", "200", null, "all");
        assertThat(all.revisions()).isEqualTo("all");
        assertThat(result("audit", "200", all.next(), "all").next()).isNull();
        assertThat(stored.asked).containsExactly("audit from 0 limit 200", "audit from 200 limit 200");
    }

    @Test
    void aControlWithoutACciListFindsNothingWithoutSearching() {
        assertThat(result("control:AC-2", null, null, null).page()).isEqualTo(new SearchPage(0, List.of()));
        assertThat(served.asked).isEmpty();
    }

    @Test
    void anAnswersVersionNamesTheStateAndTheParameters() {
        String tag = Fakes.reply(search(GOOD, "audit", null, null, null)).version();
        assertThat(Fakes.reply(search(GOOD, "audit", null, null, null)).version()).isEqualTo(tag);
        assertThat(served.asked).as("searched once: the second answer is the kept one").hasSize(1);
        assertThat(Fakes.reply(search(GOOD, "audit", "10", null, null)).version()).isNotEqualTo(tag);
        assertThat(Fakes.reply(search(GOOD, "audit", null, null, "all")).version()).isNotEqualTo(tag);
        stateKey = "state-2";
        assertThat(Fakes.reply(search(GOOD, "audit", null, null, null)).version()).as("a new publication").isNotEqualTo(tag);
    }
}
