package dev.stigservice.domain.port.contract;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Check;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Fix;
import dev.stigservice.domain.model.Ident;
import dev.stigservice.domain.model.Revision;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.RuleCriteria;
import dev.stigservice.domain.model.RuleDescription;
import dev.stigservice.domain.model.SearchHit;
import dev.stigservice.domain.model.SearchPage;
import dev.stigservice.domain.model.SearchQuery;
import dev.stigservice.domain.model.Severity;
import dev.stigservice.domain.model.SourceFile;
import dev.stigservice.domain.port.RuleSearch;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What every {@link RuleSearch} must do, on three small revisions of two benchmarks: all words must match, in any text
 * field, in their simple English forms; phrases in order; each filter; only the revisions asked for; the same order
 * however the revisions are given; totals beyond the page; snippets that mark the match.
 */
public abstract class RuleSearchContract {

    protected abstract RuleSearch newSearch();

    private static final String CCI_AUDIT = "CCI-000130";
    private static final String CCI_CRYPTO = "CCI-002450";

    private static Rule rule(String group, String title, String discussion, String check, String fix, Severity severity, String srg, String... ccis) {
        return new Rule(group, srg, "S" + group + "r1_rule", "OS-" + group, severity, "10.0", title,
                new RuleDescription(discussion, null, null, null, null, null, null, null, null, List.of(), List.of()), List.of(),
                java.util.Arrays.stream(ccis).map(cci -> new Ident("http://cyber.mil/cci", cci)).toList(),
                new Check("C-" + group, null, check), new Fix("F-" + group, fix));
    }

    private static Benchmark benchmark(String id, String release, String sha, Rule... rules) {
        return new Benchmark(id, id.replace('_', ' '), null, null, null, new Revision("1", release, null),
                "Release: " + release, null, new SourceFile(id + ".xml", new ContentKey(sha.repeat(64))), List.of(), List.of(rules));
    }

    private static final Benchmark OS_R1 = benchmark("Demo_OS_STIG", "1", "a",
            rule("V-1", "The system must use FIPS-validated cryptography", "Unapproved ciphers weaken protection.",
                    "Check that FIPS mode is enabled.", "Enable FIPS mode.", Severity.HIGH, "SRG-OS-000033-GPOS-00014", CCI_CRYPTO),
            rule("V-2", "Audit records must be kept", "Audit logs show what happened.", "Verify the audit daemon runs.",
                    "Start the audit daemon.", Severity.MEDIUM, "SRG-OS-000037-GPOS-00015", CCI_AUDIT),
            rule("V-3", "Passwords must be long", "A short password is guessed.", "Check the password length.",
                    "Set minimum length to 15.", Severity.LOW, "SRG-OS-000078-GPOS-00046"));
    private static final Benchmark OS_R2 = benchmark("Demo_OS_STIG", "2", "b",
            rule("V-1", "The system must use FIPS-validated cryptography", "Unapproved ciphers weaken protection.",
                    "Check that FIPS mode is enabled.", "Enable FIPS mode.", Severity.HIGH, "SRG-OS-000033-GPOS-00014", CCI_CRYPTO),
            rule("V-4", "SSH must use approved ciphers", "Weak SSH ciphers are broken.", "Check the ciphers in /etc/ssh/sshd_config <and its includes>.",
                    "Set Ciphers to aes256-ctr.", Severity.MEDIUM, "SRG-OS-000033-GPOS-00014", CCI_CRYPTO));
    private static final Benchmark WEB = benchmark("Demo_Web_STIG", "1", "c",
            rule("V-9", "The web server must audit logons", "Logon audit records matter.", "Check the audit configuration.",
                    "Turn auditing on.", Severity.HIGH, "SRG-APP-000089-WSR-000047", CCI_AUDIT));

    private static final List<Benchmark> SERVED = List.of(OS_R2, WEB);
    private static final List<Benchmark> ALL = List.of(OS_R1, OS_R2, WEB);

    private SearchPage search(String query, List<Benchmark> revisions, Set<String> controlCcis) {
        RuleSearch search = newSearch();
        RuleSearch.Searcher searcher = search.over(revisions.stream().map(search::index).toList());
        return searcher.search(new RuleCriteria(SearchQuery.parse(query), controlCcis), 0, 50);
    }

    private List<String> found(String query) {
        return search(query, SERVED, Set.of()).hits().stream().map(hit -> hit.slug() + " " + hit.revision() + " " + hit.groupId()).toList();
    }

    @Test
    void everyWordMustMatchInAnyTextField() {
        assertThat(found("audit")).containsExactlyInAnyOrder("demo-web-stig V1R1 V-9");
        assertThat(found("audit web")).containsExactly("demo-web-stig V1R1 V-9");
        assertThat(found("audit ciphers")).isEmpty();
        assertThat(found("aes256")).containsExactly("demo-os-stig V1R2 V-4");
    }

    @Test
    void aWordMatchesItsSimpleEnglishForms() {
        assertThat(found("cipher")).containsExactlyInAnyOrder("demo-os-stig V1R2 V-1", "demo-os-stig V1R2 V-4");
        assertThat(found("auditing")).containsExactly("demo-web-stig V1R1 V-9");
        assertThat(found("FIPS")).containsExactly("demo-os-stig V1R2 V-1");
    }

    @Test
    void aPhraseMatchesItsWordsInOrder() {
        assertThat(found("\"approved ciphers\"")).containsExactly("demo-os-stig V1R2 V-4");
        assertThat(found("\"ciphers approved\"")).isEmpty();
    }

    @Test
    void filtersSelectAndCombine() {
        assertThat(found("severity:high")).containsExactlyInAnyOrder("demo-os-stig V1R2 V-1", "demo-web-stig V1R1 V-9");
        assertThat(found("severity:high benchmark:demo-os-stig")).containsExactly("demo-os-stig V1R2 V-1");
        assertThat(found("cci:CCI-002450 ssh")).containsExactly("demo-os-stig V1R2 V-4");
        assertThat(found("srg:SRG-OS-000033")).containsExactlyInAnyOrder("demo-os-stig V1R2 V-1", "demo-os-stig V1R2 V-4");
        assertThat(found("srg:SRG-OS-00003")).as("an SRG id is matched whole, not as any prefix").isEmpty();
        assertThat(search("control:AU-2", SERVED, Set.of(CCI_AUDIT)).hits()).extracting(SearchHit::groupId).containsExactly("V-9");
    }

    @Test
    void onlyTheRevisionsGivenAreSearched() {
        assertThat(found("password")).isEmpty();
        assertThat(search("password", ALL, Set.of()).hits()).singleElement()
                .satisfies(hit -> assertThat(hit.revision() + " " + hit.groupId()).isEqualTo("V1R1 V-3"));
    }

    @Test
    void aSearcherRestrictedToSomeRevisionsFindsWhatASearcherOverThemFinds() {
        RuleSearch search = newSearch();
        RuleSearch.Searcher all = search.over(ALL.stream().map(search::index).toList());
        RuleSearch.Searcher served = all.restrictedTo(SERVED.stream().map(revision -> revision.summary().key()).toList());
        for (String query : List.of("ciphers", "password", "severity:high", "audit", "\"approved ciphers\"")) {
            RuleCriteria criteria = new RuleCriteria(SearchQuery.parse(query), Set.of());
            assertThat(served.search(criteria, 0, 50)).as(query).isEqualTo(search(query, SERVED, Set.of()));
        }
        assertThat(all.search(new RuleCriteria(SearchQuery.parse("password"), Set.of()), 0, 50).total()).isEqualTo(1);
        assertThat(all.restrictedTo(List.of()).search(new RuleCriteria(SearchQuery.parse("severity:high"), Set.of()), 0, 50).total())
                .as("no revision, no hit").isZero();
    }

    @Test
    void aRevisionMayBeGivenToSeveralSearchers() {
        RuleSearch search = newSearch();
        List<RuleSearch.Searchable> revisions = ALL.stream().map(search::index).toList();
        RuleCriteria criteria = new RuleCriteria(SearchQuery.parse("ciphers"), Set.of());
        SearchPage first = search.over(revisions).search(criteria, 0, 50);
        assertThat(search.over(revisions.subList(1, 3)).search(criteria, 0, 50).total()).isEqualTo(2);
        assertThat(search.over(revisions).search(criteria, 0, 50)).isEqualTo(first);
    }

    /** A document gone from the store and put back is read again: its rules must not be found twice. */
    @Test
    void aRevisionIndexedAgainIsHeldOnce() {
        RuleSearch search = newSearch();
        RuleCriteria criteria = new RuleCriteria(SearchQuery.parse("ciphers"), Set.of());
        SearchPage once = search.over(List.of(search.index(OS_R2))).search(criteria, 0, 50);
        assertThat(search.over(List.of(search.index(OS_R2))).search(criteria, 0, 50)).isEqualTo(once);
        assertThat(once.total()).isEqualTo(2);
    }

    /** A request may still hold the searcher of the state before: it answers as it did, whatever was put together since. */
    @Test
    void aSearcherAnswersAfterLaterRevisionsWerePutTogether() {
        RuleSearch search = newSearch();
        RuleCriteria criteria = new RuleCriteria(SearchQuery.parse("ciphers"), Set.of());
        RuleSearch.Searcher before = search.over(List.of(search.index(OS_R1)));
        SearchPage answered = before.search(criteria, 0, 50);
        RuleSearch.Searcher restricted = before.restrictedTo(List.of(OS_R1.summary().key()));
        search.over(List.of(search.index(OS_R1), search.index(OS_R2)));
        search.over(List.of(search.index(OS_R1), search.index(OS_R2), search.index(WEB)));
        assertThat(before.search(criteria, 0, 50)).isEqualTo(answered);
        assertThat(restricted.search(criteria, 0, 50)).isEqualTo(answered);
        assertThat(before.restrictedTo(List.of(OS_R1.summary().key())).search(criteria, 0, 50)).isEqualTo(answered);
    }

    @Test
    void theSameRevisionsGiveTheSameHitsInTheSameOrderWhateverOrderTheyAreGiven() {
        RuleSearch search = newSearch();
        RuleCriteria criteria = new RuleCriteria(SearchQuery.parse("ciphers"), Set.of());
        RuleCriteria loose = new RuleCriteria(SearchQuery.parse("severity:medium"), Set.of());
        for (RuleCriteria each : List.of(criteria, loose)) {
            SearchPage one = search.over(List.of(search.index(OS_R1), search.index(OS_R2), search.index(WEB))).search(each, 0, 50);
            RuleSearch another = newSearch();
            SearchPage other = another.over(List.of(another.index(WEB), another.index(OS_R2), another.index(OS_R1))).search(each, 0, 50);
            assertThat(other).isEqualTo(one);
        }
    }

    /** A later state adds revisions to what an instance holds; the order must be the one of an instance given all at once. */
    @Test
    void revisionsArrivingOverSeveralStatesGiveTheOrderOfAllAtOnce() {
        RuleSearch once = newSearch();
        RuleSearch.Searcher allAtOnce = once.over(ALL.stream().map(once::index).toList());
        RuleSearch gradually = newSearch();
        List<RuleSearch.Searchable> revisions = List.of(gradually.index(WEB), gradually.index(OS_R2), gradually.index(OS_R1));
        gradually.over(revisions.subList(0, 1));
        gradually.over(revisions.subList(0, 2));
        RuleSearch.Searcher last = gradually.over(revisions);
        for (String query : List.of("ciphers", "severity:medium", "severity:high", "audit")) {
            RuleCriteria criteria = new RuleCriteria(SearchQuery.parse(query), Set.of());
            assertThat(last.search(criteria, 0, 50)).as(query).isEqualTo(allAtOnce.search(criteria, 0, 50));
        }
    }

    @Test
    void theTotalCountsEveryHitAndAPageIsASlice() {
        RuleSearch search = newSearch();
        RuleSearch.Searcher searcher = search.over(List.of(search.index(OS_R1), search.index(OS_R2), search.index(WEB)));
        RuleCriteria everyMedium = new RuleCriteria(SearchQuery.parse("severity:medium"), Set.of());
        SearchPage all = searcher.search(everyMedium, 0, 50);
        assertThat(all.total()).isEqualTo(2);
        SearchPage second = searcher.search(everyMedium, 1, 1);
        assertThat(second.total()).isEqualTo(2);
        assertThat(second.hits()).containsExactly(all.hits().get(1));
        assertThat(searcher.search(everyMedium, 5, 1).hits()).isEmpty();
    }

    @Test
    void aSnippetMarksTheMatchedWordsAndEscapesTheText() {
        SearchHit hit = search("sshd_config", SERVED, Set.of()).hits().getFirst();
        assertThat(hit.snippet()).contains("<em>sshd_config</em>").contains("/etc/ssh/").contains("&lt;and its includes&gt;");
        assertThat(hit.title()).isEqualTo("SSH must use approved ciphers");
        assertThat(hit.severity()).isEqualTo(Severity.MEDIUM);
        assertThat(hit.ruleId()).isEqualTo("SV-4r1_rule");
        assertThat(hit.stigId()).isEqualTo("OS-V-4");
        assertThat(search("severity:low", ALL, Set.of()).hits().getFirst().snippet()).as("no words, no snippet").isNull();
    }

    @Test
    void stopWordsAloneFindNothing() {
        assertThat(found("the")).isEmpty();
    }
}
