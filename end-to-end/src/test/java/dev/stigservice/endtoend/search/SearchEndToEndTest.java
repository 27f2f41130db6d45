package dev.stigservice.endtoend.search;

import dev.stigservice.endtoend.support.DisaOriginals;
import dev.stigservice.endtoend.support.NextRevision;
import dev.stigservice.endtoend.support.RunningService;
import dev.stigservice.xccdf.StigSamples;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The library search against an independent reading of DISA's files (the JDK's DOM parser, no code of the service):
 * for each word and phrase, no rule whose text holds it is missed, and every hit holds it or a simple English form of
 * it; each filter alone and combined; a rule only an older revision holds is found with revisions=all only; hostile
 * queries are refused or answered within bounds, never with a 5xx.
 */
class SearchEndToEndTest {

    private static final String TOKEN = "search-token";
    private static final String[] AUTH = {"Authorization", "Bearer " + TOKEN};
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path library;
    private static RunningService service;
    private static List<IndependentReading.DisaRule> disa;
    private static DisaOriginals firefox;

    @BeforeAll
    static void start() throws Exception {
        if (!StigSamples.present()) {
            return;
        }
        try (Stream<Path> files = Files.list(StigSamples.directory())) {
            for (Path file : files.toList()) {
                Files.copy(file, library.resolve(file.getFileName().toString()));
            }
        }
        disa = IndependentReading.rules(library);
        Files.copy(StigSamples.cciList(), library.resolve("U_CCI_List.xml")); // after the reading: it holds no rule
        // A later revision of Firefox beside the real one: the real one becomes an older stored revision.
        firefox = DisaOriginals.all().stream().filter(original -> original.name().contains("Firefox")).findFirst().orElseThrow();
        Files.write(library.resolve("next-firefox.xml"), DisaOriginals.render("xml", NextRevision.of(firefox.model())));
        service = new RunningService(Map.of("stig.catalog.directory", library.toString(), "stig.auth.tokens", TOKEN));
    }

    @AfterAll
    static void stop() {
        if (service != null) {
            service.close();
        }
    }

    private static HttpResponse<String> get(String query, String... more) {
        return service.get("/api/v1/search?q=" + URLEncoder.encode(query, StandardCharsets.UTF_8) + String.join("", more), AUTH);
    }

    /** Every hit of a query, page by page, as JSON nodes. */
    private static List<JsonNode> all(String query, String... more) {
        List<JsonNode> hits = new ArrayList<>();
        String cursor = "";
        while (true) {
            HttpResponse<String> page = get(query, Stream.concat(Stream.of("&limit=500", cursor), Stream.of(more)).toArray(String[]::new));
            assertThat(page.statusCode()).as(query + ": " + page.body()).isEqualTo(200);
            JsonNode body = JSON.readTree(page.body());
            body.get("hits").forEach(hits::add);
            if (body.get("nextCursor").isNull()) {
                assertThat(hits).hasSize(body.get("total").asInt());
                return hits;
            }
            cursor = "&cursor=" + body.get("nextCursor").asString();
        }
    }

    private static Set<String> ruleIds(List<JsonNode> hits) {
        Set<String> ids = new HashSet<>();
        hits.forEach(hit -> ids.add(hit.get("ruleId").asString()));
        return ids;
    }

    /**
     * DISA's rules that are served as DISA wrote them: all but the real Firefox revision's, which its generated next
     * revision replaces ({@link #nextFirefox()} says what that one holds).
     */
    private static List<IndependentReading.DisaRule> served() {
        Set<String> older = new HashSet<>();
        firefox.model().rules().forEach(rule -> older.add(rule.ruleId()));
        return disa.stream().filter(rule -> !older.contains(rule.ruleId())).toList();
    }

    private static List<dev.stigservice.domain.model.Rule> nextFirefox() {
        return NextRevision.of(firefox.model()).rules();
    }

    @Test
    void noRuleHoldingAWordIsMissedAndEveryHitHoldsItOrASimpleForm() {
        StigSamples.directory();
        for (String word : List.of("fips", "audit", "password", "certificate", "encrypt", "banner", "kerberos")) {
            Pattern exact = Pattern.compile("\\b" + word + "\\b");
            Set<String> holding = new HashSet<>();
            served().stream().filter(rule -> exact.matcher(rule.text()).find()).forEach(rule -> holding.add(rule.ruleId()));
            assertThat(holding).as(word + " is in some rule of the samples").isNotEmpty();
            List<JsonNode> hits = all(word);
            assertThat(ruleIds(hits)).as("rules holding '" + word + "' missed").containsAll(holding);
            // A simple English form: the word's stem ("encrypt" for encryption, "password" for passwords) begins a word.
            Pattern form = Pattern.compile("\\b" + word.replaceAll("(e|es|s|ing|ed)$", ""));
            Map<String, IndependentReading.DisaRule> byId = new java.util.HashMap<>();
            disa.forEach(rule -> byId.put(rule.ruleId(), rule));
            for (JsonNode hit : hits) {
                IndependentReading.DisaRule rule = byId.get(hit.get("ruleId").asString());
                if (rule != null) { // the generated next revision's own rule is not in DISA's files
                    assertThat(form.matcher(rule.text()).find()).as(word + " hit " + rule.ruleId()).isTrue();
                }
                assertThat(hit.get("snippet").asString()).as(word + " snippet").contains("<em>");
            }
        }
    }

    @Test
    void aPhraseFindsEveryRuleHoldingItsWordsInOrder() {
        StigSamples.directory();
        Pattern phrase = Pattern.compile("\\bfips\\s+mode\\b");
        Set<String> holding = new HashSet<>();
        served().stream().filter(rule -> phrase.matcher(rule.text()).find()).forEach(rule -> holding.add(rule.ruleId()));
        assertThat(holding).isNotEmpty();
        List<JsonNode> hits = all("\"FIPS mode\"");
        assertThat(ruleIds(hits)).containsAll(holding);
        assertThat(hits.size()).isLessThan(all("fips mode").size() + 1);
    }

    @Test
    void eachFilterAloneAndCombined() throws Exception {
        StigSamples.directory();
        List<JsonNode> high = all("severity:high");
        assertThat(high).isNotEmpty().allSatisfy(hit -> assertThat(hit.get("severity").asString()).isEqualTo("high"));
        assertThat(high).hasSize((int) (served().stream().filter(rule -> rule.severity().equals("high")).count()
                + nextFirefox().stream().filter(rule -> rule.severity() == dev.stigservice.domain.model.Severity.HIGH).count()));

        List<JsonNode> rhel = all("benchmark:rhel-9-stig");
        assertThat(rhel).hasSize(446).allSatisfy(hit -> assertThat(hit.get("slug").asString()).isEqualTo("rhel-9-stig"));

        List<JsonNode> cci = all("cci:CCI-000366");
        assertThat(cci).hasSize((int) (served().stream().filter(rule -> rule.ccis().contains("CCI-000366")).count()
                + nextFirefox().stream().filter(rule -> rule.ccis().contains("CCI-000366")).count()));

        List<JsonNode> srg = all("srg:SRG-OS-000480");
        Set<String> expected = new HashSet<>();
        served().stream().filter(rule -> rule.groupTitle().strip().startsWith("SRG-OS-000480-") || rule.groupTitle().strip().equals("SRG-OS-000480"))
                .forEach(rule -> expected.add(rule.ruleId()));
        nextFirefox().stream().filter(rule -> rule.groupTitle() != null && rule.groupTitle().startsWith("SRG-OS-000480-"))
                .forEach(rule -> expected.add(rule.ruleId()));
        assertThat(ruleIds(srg)).isEqualTo(expected);

        // control: by the CCI list's newest NIST SP 800-53 revision (4 in DISA's list), as the control lookup reads it.
        Set<String> underAc2 = IndependentReading.ccisUnder(StigSamples.cciList(), "AC-2", "4");
        Set<String> citing = new HashSet<>();
        served().stream().filter(rule -> rule.ccis().stream().anyMatch(underAc2::contains)).forEach(rule -> citing.add(rule.ruleId()));
        nextFirefox().stream().filter(rule -> rule.ccis().stream().anyMatch(underAc2::contains)).forEach(rule -> citing.add(rule.ruleId()));
        assertThat(citing).isNotEmpty();
        assertThat(ruleIds(all("control:AC-2"))).isEqualTo(citing);

        List<JsonNode> combined = all("audit severity:high benchmark:rhel-9-stig");
        assertThat(combined).isNotEmpty().allSatisfy(hit -> {
            assertThat(hit.get("slug").asString()).isEqualTo("rhel-9-stig");
            assertThat(hit.get("severity").asString()).isEqualTo("high");
        });
        assertThat(all("audit benchmark:rhel-9-stig benchmark:microsoft-windows-11-stig")).extracting(hit -> hit.get("slug").asString())
                .containsOnly("rhel-9-stig", "microsoft-windows-11-stig").contains("rhel-9-stig", "microsoft-windows-11-stig");
    }

    @Test
    void aRuleOnlyAnOlderRevisionHoldsIsFoundWithRevisionsAllOnly() {
        StigSamples.directory();
        // NextRevision drops the sixth rule: only the real (older) Firefox revision holds it.
        var removed = firefox.model().rules().get(5);
        String query = "\"" + removed.title().replace("\"", "") + "\" benchmark:" + firefox.model().slug().value();
        assertThat(ruleIds(all(query))).doesNotContain(removed.ruleId());
        List<JsonNode> everyRevision = all(query, "&revisions=all");
        assertThat(everyRevision).anySatisfy(hit -> {
            assertThat(hit.get("ruleId").asString()).isEqualTo(removed.ruleId());
            assertThat(hit.get("revision").asString()).isEqualTo(firefox.model().revision().label());
        });
    }

    @Test
    void hostileQueriesAreRefusedOrBoundedNeverAnError() {
        StigSamples.directory();
        assertThat(get("\"fips mode").statusCode()).isEqualTo(400);
        assertThat(JSON.readTree(get("\"fips mode").body()).get("error").get("message").asString()).isEqualTo("a quote is not closed");
        assertThat(get("fips ".repeat(10_000)).statusCode()).as("10,000 terms: a request line over its bound").isEqualTo(414);
        assertThat(get("fips ".repeat(100)).statusCode()).as("100 terms in 500 characters").isEqualTo(400);
        assertThat(get("a ".repeat(200)).statusCode()).as("200 words in 400 characters").isEqualTo(400);
        String wildcards = "fips* audit* pass?word* cert* *";
        assertThat(get(wildcards).statusCode()).as("wildcards are no operators").isEqualTo(200);
        assertThat(get("fips\u0001").statusCode()).as("a control character").isEqualTo(400);
        assertThat(get("nosuchfilter:x").statusCode()).isEqualTo(400);
        assertThat(get("severity:critical").statusCode()).isEqualTo(400);
        assertThat(get("fips", "&limit=0").statusCode()).isEqualTo(400);
        assertThat(get("fips", "&limit=501").statusCode()).isEqualTo(400);
        assertThat(get("fips", "&cursor=bm9wZQ").statusCode()).isEqualTo(400);
        assertThat(get("fips", "&revisions=some").statusCode()).isEqualTo(400);
        assertThat(service.get("/api/v1/search", AUTH).statusCode()).as("no q").isEqualTo(400);
        assertThat(get("the of and").statusCode()).as("stop words only").isEqualTo(200);
        assertThat(JSON.readTree(get("the of and").body()).get("total").asInt()).isZero();
        assertThat(service.get("/api/v1/search?q=fips").statusCode()).as("no token").isEqualTo(401);
    }

    @Test
    void anEmptyResultIs200AndATagHeldIs304() {
        StigSamples.directory();
        HttpResponse<String> none = get("xyzzyplugh");
        assertThat(none.statusCode()).isEqualTo(200);
        assertThat(JSON.readTree(none.body()).get("total").asInt()).isZero();
        HttpResponse<String> first = get("fips");
        String tag = first.headers().firstValue("ETag").orElseThrow();
        assertThat(service.get("/api/v1/search?q=fips", "If-None-Match", tag, AUTH[0], AUTH[1]).statusCode()).isEqualTo(304);
        assertThat(get("fips").body()).as("the same hits in the same order").isEqualTo(first.body());
    }
}
