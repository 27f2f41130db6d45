package dev.stigservice.application.publication;

import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.CatalogSelection;
import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.ScapBenchmark;
import dev.stigservice.domain.model.Sha256;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * One published state: the manual benchmarks served and their stored revisions, the keys they came from, the newest
 * CCI list (null without one) and the keys of every list, the SCAP benchmarks ({@link ScapPublication}), and a key
 * naming the whole state.
 */
record Publication(ServedRevisions<BenchmarkSummary> manual, List<ContentKey> keys, CciList cciList, List<ContentKey> listKeys,
                   ScapPublication scap, String stateKey, List<String> ccisNotInList) {

    /** Before the store was first read. */
    static final Publication NOTHING = new Publication(ServedRevisions.none(), List.of(), null, List.of(), ScapPublication.NONE,
            Sha256.shortHex("nothing published"), List.of());

    /**
     * What the revisions, CCI lists and SCAP benchmarks read make: {@link CatalogSelection} chooses what each slug serves,
     * manual and SCAP benchmarks each among their own kind.
     *
     * @param keys        the revisions' keys, sorted
     * @param listKeys    the lists' keys, sorted
     * @param scapKeys    the SCAP benchmarks' keys, sorted
     * @param ruleNumbers the numbers of a manual revision's rules, sorted
     * @param ccis        the CCIs a manual revision's rules cite
     */
    static Publication of(List<BenchmarkSummary> revisions, List<ContentKey> keys, List<CciList> lists, List<ContentKey> listKeys,
                          List<ScapBenchmark> scapBenchmarks, List<ContentKey> scapKeys, Function<BenchmarkSummary, long[]> ruleNumbers,
                          Function<BenchmarkSummary, Set<String>> ccis) {
        ServedRevisions<BenchmarkSummary> manual = ServedRevisions.select(revisions);
        CciList cciList = lists.stream().max(CciList.NEWEST_LAST).orElse(null);
        List<String> stateParts = new ArrayList<>(keys.stream().map(ContentKey::sha256).toList());
        stateParts.add(cciList == null ? "no CCI list" : cciList.source().sha256());
        if (!scapKeys.isEmpty()) {
            stateParts.add("SCAP");
            scapKeys.forEach(key -> stateParts.add(key.sha256()));
        }
        // A CCI a served rule cites that the list does not hold maps to no control: said at startup, never dropped silently.
        TreeSet<String> notInList = new TreeSet<>();
        if (cciList != null) {
            manual.served().forEach(revision -> ccis.apply(revision).stream().filter(cci -> cciList.find(cci).isEmpty())
                    .forEach(notInList::add));
        }
        return new Publication(manual, keys, cciList, listKeys, ScapPublication.of(scapBenchmarks, scapKeys, manual.served(), ruleNumbers),
                Sha256.shortHex(stateParts.toArray(String[]::new)), List.copyOf(notInList));
    }

    /** The rules of the served revisions. */
    int rules() {
        return manual.served().stream().mapToInt(BenchmarkSummary::ruleCount).sum();
    }
}
