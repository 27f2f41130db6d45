package dev.stigservice.application.search;

import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.protection.Decision;
import dev.stigservice.application.protection.ProtectedAnswers;
import dev.stigservice.application.protection.RegisteredRenderer;
import dev.stigservice.application.publication.SearchablePublication;
import dev.stigservice.application.publication.SearchableState;
import dev.stigservice.domain.model.CciItem;
import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.NistControl;
import dev.stigservice.domain.model.RuleCriteria;
import dev.stigservice.domain.model.SearchPage;
import dev.stigservice.domain.model.SearchQuery;
import dev.stigservice.domain.model.SearchResult;
import dev.stigservice.domain.port.Renderer;
import dev.stigservice.domain.port.RuleSearch;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletionStage;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A search is the protected path with a renderer, as a lookup is: access first, then the parameters (a malformed one refused), then the
 * published state's searcher. Its version names the state and the parameters, as a lookup's does: a query asked again
 * (a team's saved search, a dashboard) is the same version until the catalog changes, so nothing searches it again
 * where its bytes are kept.
 */
public final class SearchRulesService implements SearchRulesUseCase {

    static final int DEFAULT_LIMIT = 50;
    static final int MAX_LIMIT = 500;
    /** How deep paging goes: the hits past it are better found by a narrower query. */
    static final int MAX_OFFSET = 10_000;
    private static final String CURSOR_PREFIX = "offset:";

    private final ProtectedAnswers answers;
    private final RegisteredRenderer<Renderer<SearchResult>> renderer;
    private final SearchablePublication published;

    public SearchRulesService(ProtectedAnswers answers, Renderer<SearchResult> renderer, SearchablePublication published) {
        this.answers = Objects.requireNonNull(answers);
        this.renderer = RegisteredRenderer.of(Objects.requireNonNull(renderer));
        this.published = Objects.requireNonNull(published);
    }

    @Override
    public CompletionStage<ProtectedAnswer> search(SearchRulesQuery query) {
        return answers.answer(query.credentials(), () -> decide(query));
    }

    private Decision decide(SearchRulesQuery query) {
        SearchQuery parsed;
        try {
            parsed = SearchQuery.parse(query.q());
        } catch (IllegalArgumentException e) {
            return refused(e.getMessage());
        }
        if (query.limit() != null && !query.limit().matches("[1-9]\\d{0,2}") || limit(query) > MAX_LIMIT) {
            return refused("limit is a whole number from 1 to " + MAX_LIMIT);
        }
        Optional<Integer> offset = offset(query.cursor());
        if (offset.isEmpty()) {
            return refused("cursor is not one a search gave");
        }
        if (query.revisions() != null && !query.revisions().equals("all") && !query.revisions().equals("served")) {
            return refused("revisions is served (the default) or all");
        }
        boolean all = "all".equals(query.revisions());
        int limit = limit(query);
        Optional<SearchableState> searchable = published.searchable();
        if (searchable.isEmpty()) {
            return Decision.refused(Refusal.Busy.searchNotBuilt());
        }
        SearchableState state = searchable.get();
        RuleSearch.Searcher searcher = all ? state.stored() : state.served();
        String revisionsName = all ? "all" : "served";
        return answers.show(renderer, () -> result(query.q(), parsed, state, searcher, revisionsName, limit, offset.get()),
                "search", query.q(), revisionsName, String.valueOf(limit), String.valueOf(offset.get()), state.stateKey());
    }

    private static SearchResult result(String q, SearchQuery parsed, SearchableState state, RuleSearch.Searcher searcher,
                                       String revisionsName, int limit, int offset) {
        Optional<Set<String>> controlCcis = parsed.control().map(control -> ccisUnder(control, state.cciList()));
        SearchPage page = controlCcis.filter(Set::isEmpty).isPresent()
                ? new SearchPage(0, List.of()) // no CCI list, or no CCI under the control: nothing can cite it
                : searcher.search(new RuleCriteria(parsed, controlCcis.orElse(Set.of())), offset, limit);
        boolean more = offset + page.hits().size() < page.total() && offset + limit <= MAX_OFFSET;
        return new SearchResult(q, revisionsName, limit, page, more ? cursor(offset + limit) : null);
    }

    /** The CCIs under the control in the newest NIST revision the list knows, as the control lookup takes them. */
    private static Set<String> ccisUnder(NistControl control, Optional<CciList> list) {
        if (list.isEmpty() || list.get().nistRevisions().isEmpty()) {
            return Set.of();
        }
        return list.get().citing(control, list.get().nistRevisions().getLast()).stream().map(CciItem::id).collect(Collectors.toSet());
    }

    private static int limit(SearchRulesQuery query) {
        return query.limit() == null ? DEFAULT_LIMIT : Integer.parseInt(query.limit());
    }

    private static Optional<Integer> offset(String cursor) {
        if (cursor == null) {
            return Optional.of(0);
        }
        try {
            String decoded = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
            if (!decoded.matches(CURSOR_PREFIX + "[1-9]\\d{0,4}")) {
                return Optional.empty();
            }
            int offset = Integer.parseInt(decoded.substring(CURSOR_PREFIX.length()));
            return offset <= MAX_OFFSET ? Optional.of(offset) : Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private static String cursor(int offset) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString((CURSOR_PREFIX + offset).getBytes(StandardCharsets.UTF_8));
    }

    private static Decision refused(String message) {
        return Decision.refused(new Refusal.BadRequest(message));
    }
}
