package dev.stigservice.application.scap;

import dev.stigservice.application.Fakes;
import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.answer.Reply;
import dev.stigservice.application.protection.ProtectedAnswers;
import dev.stigservice.application.protection.Formats;
import dev.stigservice.application.publication.DocumentContent;
import dev.stigservice.application.releases.ListReleasesQuery;
import dev.stigservice.application.releases.ListReleasesService;
import dev.stigservice.application.releases.Release;
import dev.stigservice.application.publication.StoredDocuments;
import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.BenchmarkStatus;
import dev.stigservice.domain.model.ChangeCounts;
import dev.stigservice.domain.model.Credentials;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.DocumentEntry;
import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.ScapBenchmark;
import dev.stigservice.domain.model.ScapProfile;
import dev.stigservice.domain.model.ScapRule;
import dev.stigservice.domain.model.ScapRuleMap;
import dev.stigservice.domain.model.SourceFile;
import dev.stigservice.domain.model.TokenVerdict;
import dev.stigservice.domain.port.Exporter;
import dev.stigservice.domain.port.Renderer;
import dev.stigservice.domain.port.fake.NoRuleSearch;
import org.junit.jupiter.api.Test;

import java.io.OutputStream;
import java.text.MessageFormat;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The SCAP use cases over a fake store holding manual benchmarks and SCAP data streams (read by a fake reader): their
 * own listing, apart from the manual one; the protected path (token, slug, revision) and the stored bytes unchanged;
 * the map to the manual benchmark sharing the most rule numbers, with the manual rules none automates.
 */
class ScapServicesTest {

    private static final String TOKEN = "good";
    private final Fakes.Validator validator = new Fakes.Validator(Map.of(TOKEN, TokenVerdict.valid()));
    private final Map<String, ScapBenchmark> scapByKey = new HashMap<>();
    private final Fakes.Store store = new Fakes.Store(
            Fakes.revision("A_STIG", "A Security Technical Implementation Guide", "accepted", "1", "2", null, 1, 10),
            Fakes.revision("B_STIG", "B Security Technical Implementation Guide", "accepted", "3", "1", null, 100, 5));
    private final ScapBenchmark older = scap("xccdf_test_benchmark_A", "0.9", "accepted", numbered(1, 8));
    private final ScapBenchmark newer = scap("xccdf_test_benchmark_A", "1.0", "accepted", withB(numbered(1, 8)));
    private final ScapBenchmark unmapped = scap("xccdf_test_benchmark_Other", "2", "draft", List.of(new ScapRule("xccdf_test_rule_x", null, null)));
    private final Fakes.Catalog catalog;
    private final ProtectedAnswers answers;

    ScapServicesTest() {
        catalog = Fakes.catalog(store, new DocumentContent(Fakes.READER, document -> Optional.empty(),
                document -> Optional.ofNullable(scapByKey.get(document.key().sha256()))), new NoRuleSearch(), 8, Clock.systemUTC());
        catalog.publisher().refresh();
        answers = Fakes.answers(validator, catalog.published());
    }

    private ScapBenchmark scap(String id, String version, String status, List<ScapRule> rules) {
        return scap(id, version, status, rules, "");
    }

    /** @param variant told apart in the bytes and the file name ({@code -1.2}: ComplianceAsCode's SCAP 1.2 data stream) */
    private ScapBenchmark scap(String id, String version, String status, List<ScapRule> rules, String variant) {
        byte[] content = ("<data-stream-collection>" + id + version + variant + "</data-stream-collection>").getBytes(StandardCharsets.UTF_8);
        ScapBenchmark benchmark = new ScapBenchmark(id, "SCAP " + id, version, LocalDate.of(2026, 1, 1), new BenchmarkStatus(status, null),
                SourceFile.of("folder/U_" + id + "_" + version + "-ds" + variant + ".xml", content), List.of(new ScapProfile(id + "_profile_all", "All")), rules);
        scapByKey.put(benchmark.key().sha256(), benchmark);
        store.addUnreadable(new Document(new DocumentEntry(benchmark.key(), benchmark.source().fileName(), Instant.EPOCH), content));
        return benchmark;
    }

    /** SCAP rules automating SV-first..SV-last (as DISA names them) and one rule naming no manual rule. */
    private static List<ScapRule> numbered(int first, int last) {
        List<ScapRule> rules = new ArrayList<>();
        for (int i = first; i <= last; i++) {
            rules.add(new ScapRule("xccdf_test_rule_SV-" + i + "r9_rule", "SV-" + i + "r9_rule", "V-" + i));
        }
        rules.add(new ScapRule("xccdf_test_rule_no_stig", null, null));
        return rules;
    }

    /** And one rule of B's: A still shares the most. */
    private static List<ScapRule> withB(List<ScapRule> rules) {
        List<ScapRule> more = new ArrayList<>(rules);
        more.add(new ScapRule("xccdf_test_rule_b", "SV-100r3_rule", "V-100"));
        return more;
    }

    private static ScapBenchmarkQuery query(String token, String slug, String revision) {
        return new ScapBenchmarkQuery(token == null ? Credentials.NONE : Credentials.of(AccessToken.parse(token)), slug, revision);
    }

    @Test
    void theListingHoldsTheScapBenchmarksAndTheManualOneEachMapsTo() {
        ScapListing listing = new ListScapBenchmarksService(catalog.published()).list();
        assertThat(listing.benchmarks()).extracting(entry -> entry.served().version()).containsExactly("1.0", "2");
        ScapListing.Entry a = listing.benchmarks().getFirst();
        assertThat(a.revisions()).as("newest first").containsExactly(newer, older);
        assertThat(a.mapsTo().benchmarkId()).isEqualTo("A_STIG");
        assertThat(listing.benchmarks().get(1).mapsTo()).as("no rule number shared").isNull();
        assertThat(catalog.published().summaries()).as("the manual listing knows none of them")
                .extracting(summary -> summary.benchmarkId()).containsExactly("A_STIG", "B_STIG");
        assertThat(listing.key()).isEqualTo(catalog.published().stateKey());
        assertThat(catalog.readiness().state().summary()).as("the startup line names them apart")
                .startsWith("2 benchmarks, 15 rules (2 revisions) from a fake store; 2 SCAP benchmarks");
    }

    @Test
    void ofTwoDocumentsWithTheSameBenchmarkAndVersionOneIsKeptTheWayTheServedRevisionIsChosenAndTheOtherSkipped() {
        int skippedBefore = catalog.readiness().state().skipped();
        ScapBenchmark twin = scap("xccdf_test_benchmark_A", "1.0", "accepted", withB(numbered(1, 8)), "-1.2");
        assertThat(twin.key()).isNotEqualTo(newer.key());
        List<String> warnings = new ArrayList<>();
        Logger log = Logger.getLogger("dev.stigservice.application.publication.ScapPublication");
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                warnings.add(MessageFormat.format(record.getMessage(), record.getParameters()));
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        log.addHandler(handler);
        try {
            catalog.publisher().refresh();
        } finally {
            log.removeHandler(handler);
        }
        // Same status and version: the greater content hash wins, as CatalogSelection decides ties.
        ScapBenchmark kept = twin.key().sha256().compareTo(newer.key().sha256()) > 0 ? twin : newer;
        ScapBenchmark skipped = kept == twin ? newer : twin;
        assertThat(warnings).as("one WARN line naming both files").containsExactly("Skipped SCAP benchmark xccdf_test_benchmark_A 1.0 from "
                + skipped.source().fileName() + ": " + kept.source().fileName() + " holds the same benchmark and version, and a revision is known by its version");
        assertThat(catalog.published().scapRevisions(newer.slug())).as("one revision per version, every one downloadable")
                .containsExactly(kept, older);
        assertThat(catalog.published().scapServed(newer.slug())).hasValue(kept);
        assertThat(catalog.readiness().state().skipped()).as("the other counted as skipped").isEqualTo(skippedBefore + 1);
        assertThat(catalog.readiness().state().scapBenchmarks()).isEqualTo(2);
    }

    @Test
    void theDownloadIsTheStoredDocumentAfterTheTokenTheSlugAndTheRevision() {
        DownloadScapBenchmarkService service = new DownloadScapBenchmarkService(answers, new Bytes(),
                catalog.published(), new StoredDocuments(store, Fakes.content(Fakes.READER), "a fake store"));
        String slug = newer.slug().value();
        assertThat(Fakes.answer(service.download(query(null, "no-such-thing", null)))).isInstanceOf(Refusal.Unauthorized.class);
        assertThat(Fakes.answer(service.download(query("bad", slug, null)))).isInstanceOf(Refusal.Unauthorized.class);
        assertThat(Fakes.answer(service.download(query(TOKEN, "no-such-thing", null))))
                .isEqualTo(new Refusal.NotFound("SCAP benchmark 'no-such-thing' not found"));
        assertThat(Fakes.answer(service.download(query(TOKEN, "a-stig", null)))).as("a manual slug").isInstanceOf(Refusal.NotFound.class);
        assertThat(Fakes.answer(service.download(query(TOKEN, slug, "7.7"))))
                .isEqualTo(new Refusal.NotFound("Revision 7.7 of SCAP benchmark '" + slug + "' not found"));
        assertThat(Fakes.answer(service.download(query(TOKEN, slug, "<script>")))).isEqualTo(new Refusal.NotFound("That revision of SCAP benchmark '" + slug + "' not found"));

        Reply served = Fakes.reply(service.download(query(TOKEN, slug, null)));
        assertThat(served.fileName()).isEqualTo("U_xccdf_test_benchmark_A_1.0-ds.xml");
        assertThat(served.mediaType()).isEqualTo("application/xml");
        assertThat(served.bytes()).isEqualTo(Fakes.documentBytes(store, newer.key()));
        Reply old = Fakes.reply(service.download(query(TOKEN, slug, "0.9")));
        assertThat(old.version()).isNotEqualTo(served.version());
        assertThat(old.bytes()).isEqualTo(Fakes.documentBytes(store, older.key()));
    }

    @Test
    void theMapPairsRulesByNumberAndNamesTheManualRulesNoneAutomates() {
        Fakes.Capturing<ScapRuleMap> renderer = new Fakes.Capturing<>();
        MapScapBenchmarkService service = new MapScapBenchmarkService(answers, renderer, catalog.published(), catalog.models());
        String slug = newer.slug().value();
        assertThat(Fakes.answer(service.map(query(null, slug, null)))).isInstanceOf(Refusal.Unauthorized.class);
        assertThat(Fakes.reply(service.map(query(TOKEN, slug, null))).fileName()).as("shown, not saved").isNull();
        ScapRuleMap map = renderer.last;
        assertThat(map.manual().benchmarkId()).isEqualTo("A_STIG");
        assertThat(map.rules()).hasSize(10);
        for (ScapRuleMap.Mapped mapped : map.rules()) {
            Rule manual = mapped.manualRule();
            if (mapped.scapRule().ruleNumber() >= 1 && mapped.scapRule().ruleNumber() <= 8) {
                assertThat(manual.ruleId()).as("another revision of the same rule").isEqualTo("SV-" + mapped.scapRule().ruleNumber() + "r1_rule");
                assertThat(manual.groupId()).isEqualTo(mapped.scapRule().vGroupId());
            } else {
                assertThat(manual).as(mapped.scapRule().id() + ": not in A").isNull();
            }
        }
        assertThat(map.uncovered()).extracting(Rule::ruleId).containsExactly("SV-9r1_rule", "SV-10r1_rule");

        Fakes.reply(service.map(query(TOKEN, unmapped.slug().value(), null)));
        assertThat(renderer.last.manual()).isNull();
        assertThat(renderer.last.uncovered()).isEmpty();
        assertThat(renderer.last.rules()).singleElement().satisfies(rule -> assertThat(rule.manualRule()).isNull());
    }

    @Test
    void aNewRevisionIsServedAndBothStayStored() {
        assertThat(catalog.published().scapServed(newer.slug())).contains(newer);
        assertThat(catalog.published().storedScapRevisions()).containsExactly(newer, older, unmapped);
        String before = catalog.published().stateKey();
        scap("xccdf_test_benchmark_A", "1.1", "draft", numbered(1, 2));
        catalog.publisher().refresh();
        assertThat(catalog.published().stateKey()).as("a new SCAP document is a new published state").isNotEqualTo(before);
        assertThat(catalog.published().scapServed(newer.slug())).as("a draft never wins").contains(newer);
        assertThat(catalog.published().scapRevisions(newer.slug())).hasSize(3);
    }

    @Test
    void theReleaseFeedHoldsEveryScapRevisionMarkedAsSuch() {
        ListReleasesService feed = new ListReleasesService(catalog.published(), catalog.models(),
                new Formats<Exporter>(List.of(new Fakes.NamedExporter("json"))));
        List<Release> releases = feed.list(ListReleasesQuery.parse(null, null, null, null, null)).releases();
        assertThat(releases).filteredOn(release -> !release.scap()).extracting(release -> release.revision().benchmarkId())
                .containsExactlyInAnyOrder("A_STIG", "B_STIG");
        List<Release> scap = releases.stream().filter(Release::scap).toList();
        assertThat(scap).extracting(release -> release.revision().revision().version()).containsExactlyInAnyOrder("1.0", "0.9", "2");
        Release newest = scap.stream().filter(release -> "1.0".equals(release.revision().revision().version())).findFirst().orElseThrow();
        assertThat(newest.follows().revision().version()).isEqualTo("0.9");
        assertThat(newest.changes()).as("one SCAP rule added").isEqualTo(new ChangeCounts(1, 0, 0, 0));
        assertThat(newest.revision().slug()).isEqualTo(newer.slug());
        assertThat(feed.list(ListReleasesQuery.parse(null, null, null, null, "high")).releases()).as("no severity known")
                .noneMatch(Release::scap);
    }

    /** Writes a document's bytes, as the adapter's renderer does. */
    private static final class Bytes implements Renderer<Document> {
        @Override
        public Format format() {
            return new Format("xml", "application/xml", "1");
        }

        @Override
        public void write(Document document, OutputStream out) throws java.io.IOException {
            out.write(document.content());
        }
    }
}
