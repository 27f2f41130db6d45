package dev.stigservice.endtoend.lookups;

import dev.stigservice.endtoend.support.NextRevision;
import dev.stigservice.endtoend.support.DisaOriginals;
import dev.stigservice.endtoend.support.RunningService;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.xccdf.StigSamples;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

import com.opencsv.CSVReader;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The lookups on the shared samples and DISA's CCI list, checked against an independent reading of the files: the
 * JDK's DOM over DISA's bytes, with the id rules written out again here (not the service's reader or index).
 */
class LookupsEndToEndTest {

    private static final String TOKEN = "lookup-token";
    private static final String[] AUTH = {"Authorization", "Bearer " + TOKEN};
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String XCCDF = "http://checklists.nist.gov/xccdf/1.1";
    private static final String CCI = "http://iase.disa.mil/cci";
    private static final Pattern RULE_NUMBER = Pattern.compile("(SV-\\d+)r\\d+_rule");
    private static final Pattern SRG = Pattern.compile("SRG-[A-Z0-9]+(-[A-Z0-9]+)+");
    private static final Pattern RELEASE = Pattern.compile("Release:\\s*(\\d+(?:\\.\\d+)*)");

    @TempDir
    static Path folder;
    private static RunningService service;

    /** One rule as the DOM reads it from a file. */
    private record OracleRule(String benchmarkId, String revision, String groupId, String groupTitle, String ruleId, String stigId,
                              List<String> legacy, List<String> ccis) {
        String where() {
            return benchmarkId + " " + revision;
        }
    }

    private static final List<OracleRule> RULES = new ArrayList<>();

    @BeforeAll
    static void serveTheSamplesWithDisasCciList() throws Exception {
        if (!StigSamples.present()) {
            return;
        }
        for (DisaOriginals original : DisaOriginals.all()) {
            Files.write(folder.resolve(original.name()), original.bytes());
            RULES.addAll(oracle(original.bytes()));
        }
        Path list = StigSamples.cciList();
        Files.copy(list, folder.resolve("U_CCI_List.xml"));
        service = new RunningService(Map.of("stig.catalog.directory", folder.toString(), "stig.auth.tokens", TOKEN));
    }

    @AfterAll
    static void stop() {
        if (service != null) {
            service.close();
        }
    }

    private static List<OracleRule> oracle(byte[] xccdf) throws Exception {
        Element root = dom(xccdf).getDocumentElement();
        String version = null;
        String release = null;
        for (Element child : children(root)) {
            if ("version".equals(child.getLocalName())) {
                version = child.getTextContent().strip();
            }
            if ("plain-text".equals(child.getLocalName()) && "release-info".equals(child.getAttribute("id"))) {
                Matcher matcher = RELEASE.matcher(child.getTextContent());
                release = matcher.find() ? matcher.group(1) : null;
            }
        }
        String revision = "V" + version + "R" + release;
        List<OracleRule> rules = new ArrayList<>();
        NodeList groups = root.getElementsByTagNameNS(XCCDF, "Group");
        for (int g = 0; g < groups.getLength(); g++) {
            Element group = (Element) groups.item(g);
            String groupTitle = null;
            for (Element child : children(group)) {
                if ("title".equals(child.getLocalName())) {
                    groupTitle = child.getTextContent().strip();
                }
            }
            for (Element rule : children(group)) {
                if (!"Rule".equals(rule.getLocalName())) {
                    continue;
                }
                String stigId = null;
                List<String> legacy = new ArrayList<>();
                List<String> ccis = new ArrayList<>();
                for (Element child : children(rule)) {
                    if ("version".equals(child.getLocalName())) {
                        stigId = child.getTextContent().strip();
                    }
                    if ("ident".equals(child.getLocalName())) {
                        String system = child.getAttribute("system");
                        if (system.endsWith("/legacy")) {
                            legacy.add(child.getTextContent().strip());
                        } else if (system.endsWith("/cci")) {
                            ccis.add(child.getTextContent().strip());
                        }
                    }
                }
                rules.add(new OracleRule(root.getAttribute("id"), revision, group.getAttribute("id"), groupTitle, rule.getAttribute("id"),
                        stigId, legacy, ccis));
            }
        }
        return rules;
    }

    /** Every id of every rule, upper-cased as lookups compare them, with where the files hold it. */
    private static Map<String, Set<String>> idsToRevisions() {
        Map<String, Set<String>> ids = new TreeMap<>();
        for (OracleRule rule : RULES) {
            List<String> own = new ArrayList<>(List.of(rule.groupId(), rule.ruleId()));
            Matcher number = RULE_NUMBER.matcher(rule.ruleId());
            if (number.matches()) {
                own.add(number.group(1));
            }
            if (rule.stigId() != null && !rule.stigId().isEmpty()) {
                own.add(rule.stigId());
            }
            own.addAll(rule.legacy());
            if (rule.groupTitle() != null && SRG.matcher(rule.groupTitle()).matches()) {
                own.add(rule.groupTitle());
            }
            own.forEach(id -> ids.computeIfAbsent(id.toUpperCase(Locale.ROOT), k -> new TreeSet<>()).add(rule.where()));
        }
        return ids;
    }

    private static JsonNode get(String path) throws Exception {
        HttpResponse<String> response = service.get(path.replace(" ", "%20"), AUTH);
        assertThat(response.statusCode()).as(path + ": " + response.body()).isEqualTo(200);
        return JSON.readTree(response.body());
    }

    @Test
    void everyIdOfEveryRuleOfEverySampleFindsExactlyTheRevisionsTheFilesHoldIt() throws Exception {
        StigSamples.directory();
        Map<String, Set<String>> expected = idsToRevisions();
        assertThat(expected).hasSizeGreaterThan(5_000);
        for (Map.Entry<String, Set<String>> id : expected.entrySet()) {
            // Half of the ids are asked in lower case: lookups are case-insensitive.
            String asked = id.getKey().hashCode() % 2 == 0 ? id.getKey() : id.getKey().toLowerCase(Locale.ROOT);
            JsonNode answer = get("/api/v1/rules/" + asked);
            Set<String> found = new TreeSet<>();
            for (JsonNode benchmark : answer.get("benchmarks")) {
                for (JsonNode revision : benchmark.get("revisions")) {
                    found.add(benchmark.get("benchmarkId").asString() + " " + revision.get("revision").asString());
                    assertThat(revision.get("matchedAs").size()).isPositive();
                }
            }
            assertThat(found).as(asked).isEqualTo(id.getValue());
            assertThat(answer.get("id").asString()).isEqualTo(asked);
        }
    }

    @Test
    void everyCciASampleCitesListsTheRulesTheFilesGiveAndTheReferencesTheListGives() throws Exception {
        StigSamples.directory();
        Map<String, Set<String>> citing = new TreeMap<>();
        RULES.forEach(rule -> rule.ccis().forEach(cci -> citing.computeIfAbsent(cci, k -> new TreeSet<>()).add(rule.where() + " " + rule.ruleId())));
        Map<String, Element> listed = cciItems();
        int unknown = 0;
        for (Map.Entry<String, Set<String>> cci : citing.entrySet()) {
            JsonNode answer = get("/api/v1/ccis/" + cci.getKey());
            Set<String> rules = new TreeSet<>();
            for (JsonNode rule : answer.get("rules")) {
                rules.add(benchmarkIdOf(rule.get("slug").asString()) + " " + rule.get("revision").asString() + " " + rule.get("ruleId").asString());
            }
            assertThat(rules).as(cci.getKey()).isEqualTo(cci.getValue());
            Element item = listed.get(cci.getKey());
            if (item == null) {
                unknown++;
                assertThat(answer.get("definition").isNull()).as(cci.getKey()).isTrue();
                assertThat(answer.get("references").size()).isZero();
                continue;
            }
            assertThat(answer.get("definition").asString()).isEqualTo(text(item, "definition"));
            List<String> references = new ArrayList<>();
            answer.get("references").forEach(reference -> references.add(reference.get("title").asString() + "|"
                    + reference.get("version").asString() + "|" + reference.get("index").asString()));
            assertThat(references).as(cci.getKey()).isEqualTo(references(item));
        }
        assertThat(citing).hasSizeGreaterThan(150);
        assertThat(unknown).as("cited CCIs newer than the list (its SOURCES.md says 17)").isEqualTo(17);
    }

    @Test
    void aControlListsTheCcisWhoseRevision4ReferencesFallUnderItAndTheRulesCitingThem() throws Exception {
        StigSamples.directory();
        Map<String, Element> listed = cciItems();
        for (String control : List.of("AC-2", "AC-2 (1)", "CM-6", "AU-12", "IA-5 (1)", "SC-13")) {
            // The oracle's own reading of "falls under": the index starts with the control, then ends or goes on with a space.
            Set<String> ccis = new TreeSet<>();
            listed.forEach((id, item) -> references(item).stream()
                    .filter(reference -> reference.startsWith("NIST SP 800-53 Revision 4|4|"))
                    .map(reference -> reference.substring("NIST SP 800-53 Revision 4|4|".length()))
                    .filter(index -> index.equals(control) || index.startsWith(control + " "))
                    .findAny().ifPresent(index -> ccis.add(id)));
            Set<String> rules = new TreeSet<>();
            RULES.stream().filter(rule -> rule.ccis().stream().anyMatch(ccis::contains))
                    .forEach(rule -> rules.add(rule.where() + " " + rule.ruleId()));

            JsonNode answer = get("/api/v1/controls/" + control.toLowerCase(Locale.ROOT).replace(" ", "") + "?nist=4");
            Set<String> answeredCcis = new TreeSet<>();
            answer.get("ccis").forEach(cci -> answeredCcis.add(cci.get("cci").asString()));
            Set<String> answeredRules = new TreeSet<>();
            for (JsonNode rule : answer.get("rules")) {
                answeredRules.add(benchmarkIdOf(rule.get("slug").asString()) + " " + rule.get("revision").asString() + " " + rule.get("ruleId").asString());
            }
            assertThat(answeredCcis).as(control).isNotEmpty().isEqualTo(ccis);
            assertThat(answeredRules).as(control).isEqualTo(rules);
            assertThat(answer.get("control").asString()).isEqualTo(control);
            assertThat(get("/api/v1/controls/" + control.replace(" ", "")).get("nist").asString()).as("the newest revision the list has").isEqualTo("4");
        }
        assertThat(service.get("/api/v1/controls/AC-2?nist=5", AUTH).statusCode()).as("the list has no Revision 5").isEqualTo(404);
        assertThat(service.get("/api/v1/controls/ZZ-99", AUTH).statusCode()).isEqualTo(404);
    }

    @Test
    void theCsvsNistColumnHoldsTheRevision4IndexesOfEachRulesCcis() throws Exception {
        StigSamples.directory();
        Map<String, Element> listed = cciItems();
        HttpResponse<String> csv = service.get("/api/v1/stigs/rhel-9-stig/download?format=csv", AUTH);
        List<String[]> rows = new CSVReader(new StringReader(csv.body())).readAll();
        int nist = List.of(rows.getFirst()).indexOf("NIST SP 800-53 Revision 4 References");
        int ruleId = List.of(rows.getFirst()).indexOf("Rule ID");
        Map<String, OracleRule> byRuleId = new HashMap<>();
        RULES.forEach(rule -> byRuleId.put(rule.ruleId(), rule));
        int filled = 0;
        for (String[] row : rows.subList(1, rows.size())) {
            List<String> indexes = new ArrayList<>();
            for (String cci : byRuleId.get(row[ruleId]).ccis()) {
                Element item = listed.get(cci);
                if (item != null) {
                    references(item).stream().filter(reference -> reference.startsWith("NIST SP 800-53 Revision 4|4|"))
                            .map(reference -> reference.substring("NIST SP 800-53 Revision 4|4|".length()))
                            .filter(index -> !indexes.contains(index)).forEach(indexes::add);
                }
            }
            assertThat(row[nist]).as(row[ruleId]).isEqualTo(String.join("\n", indexes));
            filled += indexes.isEmpty() ? 0 : 1;
        }
        assertThat(filled).isGreaterThan(400);
    }

    @Test
    void hostileIdsGetTheEnvelopeAndATokenIsAskedForFirst() {
        StigSamples.directory();
        List<String> hostile = List.of("A".repeat(10_000), "V-1%00", "V-1%0A", "%0D%0ASet-Cookie:x", "..%2F..%2Fetc%2Fpasswd",
                "%2e%2e", "%3Cscript%3E", "V-1;DROP", "%C3%A9", "%FF", "%25", "V-1%20%20");
        for (String route : List.of("/api/v1/rules/", "/api/v1/ccis/", "/api/v1/controls/")) {
            for (String id : hostile) {
                HttpResponse<String> answer = service.get(route + id, AUTH);
                assertThat(answer.statusCode()).as(route + id).isIn(400, 404, 414);
                assertThat(answer.body()).as(route + id).startsWith("{\"error\":{\"code\":\"").doesNotContain("passwd", "script", "Set-Cookie");
                assertThat(answer.headers().firstValue("Content-Type")).contains("application/json");
            }
            assertThat(service.get(route + "V-1").statusCode()).as("no token: 401 before the id is looked at").isEqualTo(401);
            assertThat(service.get(route + "%0A").statusCode()).as("no token: 401 before the id is looked at").isIn(401, 400);
        }
        assertThat(service.get("/api/v1/rules/CCI-000366", AUTH).body()).contains("BAD_REQUEST", "a CCI is looked up as a CCI");
        assertThat(service.get("/api/v1/controls/AC-2?nist=four", AUTH).statusCode()).isEqualTo(400);
        assertThat(service.get("/api/v1/controls/AC-2?nist=4&nist=5", AUTH).statusCode()).isEqualTo(400);
    }

    @Test
    void answersCarryTagsPerCodingAnd304AfterTheToken() {
        StigSamples.directory();
        HttpResponse<String> first = service.get("/api/v1/ccis/CCI-000366", AUTH);
        String tag = first.headers().firstValue("ETag").orElseThrow();
        assertThat(first.headers().firstValue("Content-Disposition")).as("shown, not saved").isEmpty();
        assertThat(first.headers().allValues("Vary")).contains("Authorization", "Accept-Encoding");
        assertThat(service.get("/api/v1/ccis/CCI-000366", "If-None-Match", tag, AUTH[0], AUTH[1]).statusCode()).isEqualTo(304);
        assertThat(service.get("/api/v1/ccis/CCI-000366", "If-None-Match", tag).statusCode()).isEqualTo(401);
        assertThat(service.get("/api/v1/ccis/CCI-000366", "Accept-Encoding", "gzip", AUTH[0], AUTH[1]).headers().firstValue("ETag"))
                .isNotEqualTo(first.headers().firstValue("ETag"));
    }

    /** Each change of the revisions fixture is reported at the revision where it happened, for every sample it applies to. */
    @Test
    void aRulesHistoryReportsEachChangeAtTheRevisionWhereItHappened(@TempDir Path revisions) throws Exception {
        StigSamples.directory();
        List<DisaOriginals> originals = DisaOriginals.all().stream().filter(original -> original.model().rules().size() >= 6).toList();
        for (DisaOriginals original : originals) {
            Files.write(revisions.resolve(original.name()), original.bytes());
            Files.write(revisions.resolve("next-" + original.name()), DisaOriginals.render("xml",
                    NextRevision.of(original.model())));
        }
        try (RunningService derived = new RunningService(Map.of("stig.catalog.directory", revisions.toString(), "stig.auth.tokens", TOKEN))) {
            // No CCI list in this folder: CCIs still answer with their rules, controls answer empty, both say why.
            String cci = originals.getFirst().model().rules().getFirst().ccis().getFirst();
            JsonNode withoutList = JSON.readTree(derived.get("/api/v1/ccis/" + cci, AUTH).body());
            assertThat(withoutList.get("cciList").isNull()).isTrue();
            assertThat(withoutList.get("note").asString()).startsWith("No CCI list is loaded");
            assertThat(withoutList.get("definition").isNull()).isTrue();
            assertThat(withoutList.get("rules").size()).isPositive();
            JsonNode control = JSON.readTree(derived.get("/api/v1/controls/AC-2", AUTH).body());
            assertThat(control.get("ccis").size()).isZero();
            assertThat(control.get("note").asString()).startsWith("No CCI list is loaded");
            for (DisaOriginals original : originals) {
                Benchmark older = original.model();
                String label = older.revision().label();
                String next = "V" + older.revision().version() + "R999";
                List<Rule> rules = older.rules();
                assertHistory(derived, rules.get(0).groupId(), older, List.of(next + " [checkContent]", label + " null"));
                assertHistory(derived, rules.get(1).groupId(), older, List.of(next + " [ruleId]", label + " null"));
                assertHistory(derived, rules.get(1).ruleId(), older, List.of(label + " null"));
                assertHistory(derived, rules.get(2).groupId(), older, List.of(next + " [severity]", label + " null"));
                assertHistory(derived, rules.get(3).groupId(), older, List.of(next + " [ccis]", label + " null"));
                assertHistory(derived, rules.get(4).ruleId(), older, List.of(next + " []", label + " null"));
                assertHistory(derived, rules.get(5).ruleId(), older, List.of(label + " null"));
            }
        }
    }

    /**
     * A newer CCI list dropped into the folder, inside a zip inside a library zip, is served within a refresh: the
     * lookups show it, the CSV gets a new entity tag (its NIST column reads the list), the JSON keeps its own.
     */
    @Test
    void aNewerListInANestedZipIsServedWithinARefreshAndGivesTheCsvANewTag(@TempDir Path catalog) throws Exception {
        StigSamples.directory();
        DisaOriginals rhel = DisaOriginals.all().stream().filter(original -> original.model().benchmarkId().equals("RHEL_9_STIG"))
                .findFirst().orElseThrow();
        Files.write(catalog.resolve(rhel.name()), rhel.bytes());
        String list = Files.readString(StigSamples.cciList());
        Files.writeString(catalog.resolve("U_CCI_List.xml"), list);
        try (RunningService running = new RunningService(Map.of("stig.catalog.directory", catalog.toString(),
                "stig.catalog.refresh-interval", "300ms", "stig.auth.tokens", TOKEN))) {
            String csv = "/api/v1/stigs/rhel-9-stig/download?format=csv";
            String json = "/api/v1/stigs/rhel-9-stig/download?format=json";
            String csvTag = running.get(csv, AUTH).headers().firstValue("ETag").orElseThrow();
            String jsonTag = running.get(json, AUTH).headers().firstValue("ETag").orElseThrow();
            assertThat(running.get("/api/v1/ccis/CCI-000366", AUTH).body()).contains("\"cciList\":\"2016-06-27\"");

            String newer = list.replace("<version>2016-06-27</version>", "<version>2099-01-01</version>")
                    .replace("index=\"CM-6 b\"", "index=\"CM-6 b (newer)\"");
            Path part = catalog.resolve(".library.zip.part");
            Files.write(part, zip("library/U_CCI_List.zip", zip("U_CCI_List.xml", newer.getBytes(StandardCharsets.UTF_8))));
            Files.move(part, catalog.resolve("library.zip"));
            Instant deadline = Instant.now().plus(Duration.ofSeconds(10));
            String answer = "";
            while (Instant.now().isBefore(deadline) && !answer.contains("2099-01-01")) {
                Thread.sleep(100);
                answer = running.get("/api/v1/ccis/CCI-000366", AUTH).body();
            }
            assertThat(answer).contains("\"cciList\":\"2099-01-01\"", "CM-6 b (newer)");
            HttpResponse<String> newCsv = running.get(csv, AUTH);
            assertThat(newCsv.headers().firstValue("ETag")).isPresent().get().isNotEqualTo(csvTag);
            assertThat(newCsv.body()).contains("CM-6 b (newer)");
            assertThat(running.get(json, AUTH).headers().firstValue("ETag")).contains(jsonTag);
            assertThat(running.get("/health").body()).contains("\"cciList\":\"2099-01-01\"", "\"ccis\":3551");
            assertThat(running.get(csv, "If-None-Match", csvTag, AUTH[0], AUTH[1]).statusCode()).isEqualTo(200);
        }
    }

    private static byte[] zip(String name, byte[] content) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            zip.putNextEntry(new ZipEntry(name));
            zip.write(content);
            zip.closeEntry();
        }
        return bytes.toByteArray();
    }

    /** The embedded default answers every lookup: the demo CCI list knows every CCI the demo rules cite. */
    @Test
    void theDemoCatalogAnswersEveryLookup() throws Exception {
        try (RunningService demo = new RunningService(Map.of("stig.auth.tokens", TOKEN))) {
            int ccis = 0;
            for (JsonNode entry : JSON.readTree(demo.get("/api/v1/stigs").body()).get("stigs")) {
                JsonNode benchmark = JSON.readTree(demo.get(entry.get("downloads").get("json").asString(), AUTH).body());
                for (JsonNode rule : benchmark.get("rules")) {
                    for (String id : List.of(rule.get("groupId").asString(), rule.get("ruleId").asString(), rule.get("stigId").asString())) {
                        assertThat(demo.get("/api/v1/rules/" + id, AUTH).statusCode()).as(id).isEqualTo(200);
                    }
                    for (JsonNode cci : rule.get("ccis")) {
                        JsonNode answer = JSON.readTree(demo.get("/api/v1/ccis/" + cci.asString(), AUTH).body());
                        assertThat(answer.get("definition").isNull()).as(cci.asString()).isFalse();
                        for (JsonNode reference : answer.get("references")) {
                            String control = reference.get("index").asString().replaceAll("^([A-Z]{2}-\\d+).*", "$1");
                            assertThat(demo.get("/api/v1/controls/" + control + "?nist=" + reference.get("nistRevision").asString(), AUTH)
                                    .statusCode()).as(control).isEqualTo(200);
                        }
                        ccis++;
                    }
                }
            }
            assertThat(ccis).isGreaterThan(10);
        }
    }

    private static void assertHistory(RunningService derived, String id, Benchmark benchmark, List<String> expected) throws Exception {
        HttpResponse<String> response = derived.get("/api/v1/rules/" + id.replace(" ", "%20"), AUTH);
        assertThat(response.statusCode()).as(id).isEqualTo(200);
        JsonNode answer = JSON.readTree(response.body());
        List<String> history = new ArrayList<>();
        for (JsonNode found : answer.get("benchmarks")) {
            if (found.get("benchmarkId").asString().equals(benchmark.benchmarkId())) {
                for (JsonNode revision : found.get("revisions")) {
                    assertThat(revision.get("served").asBoolean()).as("the derived revision is served")
                            .isEqualTo(revision.get("revision").asString().endsWith("R999"));
                    history.add(revision.get("revision").asString() + " " + (revision.get("changedSincePrevious").isNull() ? "null"
                            : names(revision.get("changedSincePrevious"))));
                }
            }
        }
        assertThat(history).as(benchmark.benchmarkId() + " " + id).isEqualTo(expected);
    }

    private static String names(JsonNode array) {
        List<String> names = new ArrayList<>();
        array.forEach(name -> names.add(name.asString()));
        return names.toString().replace(", ", ",");
    }

    private static String benchmarkIdOf(String slug) {
        return RULES.stream().map(OracleRule::benchmarkId)
                .filter(id -> id.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "").equals(slug))
                .findFirst().orElseThrow();
    }

    private static Map<String, Element> cciItems() throws Exception {
        Element root = dom(Files.readAllBytes(StigSamples.cciList())).getDocumentElement();
        NodeList items = root.getElementsByTagNameNS(CCI, "cci_item");
        Map<String, Element> byId = new HashMap<>();
        for (int i = 0; i < items.getLength(); i++) {
            Element item = (Element) items.item(i);
            byId.putIfAbsent(item.getAttribute("id").strip(), item);
        }
        return byId;
    }

    private static List<String> references(Element item) {
        NodeList nodes = item.getElementsByTagNameNS(CCI, "reference");
        List<String> references = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            Element reference = (Element) nodes.item(i);
            references.add(reference.getAttribute("title") + "|" + reference.getAttribute("version") + "|" + reference.getAttribute("index").strip());
        }
        return references;
    }

    private static String text(Element parent, String name) {
        return parent.getElementsByTagNameNS(CCI, name).item(0).getTextContent().strip();
    }

    private static Document dom(byte[] bytes) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newDefaultInstance();
        factory.setNamespaceAware(true);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(bytes));
    }

    private static List<Element> children(Element parent) {
        List<Element> children = new ArrayList<>();
        for (int i = 0; i < parent.getChildNodes().getLength(); i++) {
            if (parent.getChildNodes().item(i) instanceof Element element) {
                children.add(element);
            }
        }
        return children;
    }
}
