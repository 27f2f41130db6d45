package dev.stigservice.endtoend.checklists;

import dev.stigservice.endtoend.support.RunningService;

import dev.stigservice.adapter.checklist.StigViewerChecklists;
import dev.stigservice.domain.model.Checklist;
import dev.stigservice.domain.model.ChecklistStig;
import dev.stigservice.domain.model.Review;
import dev.stigservice.domain.model.ReviewStatus;
import dev.stigservice.domain.model.ReviewedRule;
import dev.stigservice.domain.model.Revision;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.port.ChecklistReader;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/**
 * The checklist routes on the embedded demo catalog (no samples needed): the download's order of checks, the asset's
 * fields validated and escaped in both formats, the answer sent like a download (file name, entity tags per coding,
 * 304, HEAD), and every hostile upload answered in the envelope within a bound of time.
 */
class ChecklistContractEndToEndTest {

    private static final String TOKEN = "checklist-contract";
    private static final String[] AUTH = {"Authorization", "Bearer " + TOKEN};
    private static final String CHECKLIST = "/api/v1/stigs/demo-web-server-stig/checklist";
    private static final String UPGRADE = CHECKLIST + "/upgrade";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static RunningService service;

    @BeforeAll
    static void start() {
        service = new RunningService(Map.of("stig.auth.tokens", TOKEN));
    }

    @AfterAll
    static void stop() {
        service.close();
    }

    @Test
    void theChecksRunInTheDownloadsOrder() {
        assertError(service.get(CHECKLIST + "?format=pdf"), 401, "UNAUTHORIZED");
        assertError(service.get("/api/v1/stigs/nope/checklist?format=pdf", AUTH), 400, "BAD_REQUEST", "Invalid format. Must be one of: ckl, cklb");
        assertError(service.get("/api/v1/stigs/nope/checklist?mac=zz", AUTH), 404, "NOT_FOUND", "STIG 'nope' not found");
        assertError(service.get(CHECKLIST + "?revision=V9R9&mac=zz", AUTH), 404, "NOT_FOUND", "Revision V9R9 of STIG 'demo-web-server-stig' not found");
        assertError(service.get(CHECKLIST + "?mac=zz", AUTH), 400, "BAD_REQUEST", "mac must be six hexadecimal pairs separated by ':' or '-'");
        assertError(service.get(CHECKLIST + "?ip=example.com", AUTH), 400, "BAD_REQUEST", "ip must be an IPv4 or IPv6 address");
        assertError(service.get(CHECKLIST + "?fqdn=a%20b", AUTH), 400, "BAD_REQUEST", "fqdn must be a DNS name");
        assertError(service.get(CHECKLIST + "?role=Admin", AUTH), 400, "BAD_REQUEST",
                "role must be one of None, Workstation, Member Server, Domain Controller");
        assertError(service.get(CHECKLIST + "?host=a%0Ab", AUTH), 400, "BAD_REQUEST", "host holds a control character");
        assertError(service.get(CHECKLIST + "?host=" + "h".repeat(256), AUTH), 400, "BAD_REQUEST", "host is longer than 255 characters");
        assertError(new Upload(UPGRADE + "?format=pdf", "x".getBytes(StandardCharsets.UTF_8)).send(), 401, "UNAUTHORIZED");
    }

    @Test
    void aChecklistIsSentLikeADownload() throws Exception {
        HttpResponse<byte[]> first = service.sendForBytes("GET", CHECKLIST + "?format=cklb&host=web01", AUTH);
        assertThat(first.statusCode()).isEqualTo(200);
        assertThat(first.headers().firstValue("Content-Type")).hasValue("application/json");
        assertThat(first.headers().firstValue("Content-Disposition")).hasValue("attachment; filename=\"demo-web-server-stig-v1r3.cklb\"");
        assertThat(first.headers().firstValue("Cache-Control")).hasValue("private, no-cache");
        assertThat(first.headers().allValues("Vary")).contains("Authorization", "Accept-Encoding");
        String tag = first.headers().firstValue("ETag").orElseThrow();
        assertThat(service.sendForBytes("GET", CHECKLIST + "?format=cklb&host=web01", AUTH).headers().firstValue("ETag")).hasValue(tag);
        assertThat(service.get(CHECKLIST + "?format=cklb&host=web02", AUTH).headers().firstValue("ETag")).isNotEqualTo(Optional.of(tag));
        assertThat(service.get(CHECKLIST + "?format=cklb&host=web01", "If-None-Match", tag, AUTH[0], AUTH[1]).statusCode()).isEqualTo(304);
        assertThat(service.get(CHECKLIST + "?format=cklb&host=web01", "If-None-Match", tag).statusCode()).isEqualTo(401);
        HttpResponse<String> head = service.send("HEAD", CHECKLIST + "?format=cklb&host=web01", AUTH);
        assertThat(head.headers().firstValue("Content-Length")).hasValue(String.valueOf(first.body().length));

        HttpResponse<byte[]> gzip = service.sendForBytes("GET", CHECKLIST + "?format=cklb&host=web01", "Accept-Encoding", "gzip", AUTH[0], AUTH[1]);
        assertThat(gzip.headers().firstValue("Content-Encoding")).hasValue("gzip");
        assertThat(gzip.headers().firstValue("ETag")).isNotEqualTo(Optional.of(tag));
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(gzip.body()))) {
            assertThat(in.readAllBytes()).isEqualTo(first.body());
        }
        JsonNode rules = JSON.readTree(first.body()).path("stigs").get(0).path("rules");
        assertThat(rules.valueStream().map(rule -> rule.path("status").asString())).containsOnly("not_reviewed");
    }

    @ParameterizedTest
    @ValueSource(strings = {"ckl", "cklb"})
    void theAssetsFieldsAreEscapedAndReadBackExactly(String format) throws Exception {
        String host = "web <01> & \"db\" 'x' ü";
        HttpResponse<byte[]> answer = service.sendForBytes("GET", CHECKLIST + "?format=" + format + "&host="
                + URLEncoder.encode(host, StandardCharsets.UTF_8) + "&fqdn=web01.example.mil&ip=2001:db8::1&mac=00-1A-2B-3C-4D-5E&role=Domain%20Controller", AUTH);
        assertThat(answer.statusCode()).isEqualTo(200);
        Checklist read = reader(format).read(answer.body());
        assertThat(read.asset().hostName()).isEqualTo(host);
        assertThat(read.asset().fqdn()).isEqualTo("web01.example.mil");
        assertThat(read.asset().ip()).isEqualTo("2001:db8::1");
        assertThat(read.asset().mac()).isEqualTo("00-1A-2B-3C-4D-5E");
        assertThat(read.asset().role()).isEqualTo("Domain Controller");
    }

    @Test
    void anUpgradeOfTheDemoSaysWhatItCarriedAndTheAcceptOfAnotherTypeIsNoError() throws Exception {
        byte[] older = service.sendForBytes("GET", CHECKLIST + "?revision=V1R2&host=web01", AUTH).body();
        HttpResponse<byte[]> summary = service.post(UPGRADE, older, AUTH[0], AUTH[1], "Accept", "application/json");
        assertThat(new String(summary.body(), StandardCharsets.UTF_8)).isEqualTo("{\"benchmarks\":[{\"benchmarkId\":\"Demo_Web_Server_STIG\","
                + "\"from\":\"V1R2\",\"to\":\"V1R3\",\"counts\":{\"carried\":2,\"reset\":1,\"added\":1,\"removed\":1},"
                + "\"carried\":[\"SV-900102r100007_rule\",\"SV-900103r100014_rule\"],\"reset\":[{\"ruleId\":\"SV-900101r100000_rule\","
                + "\"previousRuleId\":\"SV-900101r99990_rule\",\"changed\":[\"checkContent\",\"ccis\",\"ruleId\"],\"previousStatus\":\"not_reviewed\"}],"
                + "\"added\":[\"SV-900104r100021_rule\"],\"removed\":[\"SV-900099r99980_rule\"]}],\"kept\":[]}");
        for (String accept : new String[]{"text/csv", "application/json;q=0", "*/*"}) {
            HttpResponse<byte[]> checklist = service.post(UPGRADE, older, AUTH[0], AUTH[1], "Accept", accept);
            assertThat(checklist.statusCode()).as(accept).isEqualTo(200);
            assertThat(checklist.headers().firstValue("Content-Disposition")).hasValue("attachment; filename=\"demo-web-server-stig-v1r3.ckl\"");
        }
        String tag = service.post(UPGRADE, older, AUTH).headers().firstValue("ETag").orElseThrow();
        assertThat(service.post(UPGRADE, older, AUTH[0], AUTH[1], "If-None-Match", tag).statusCode()).as("a POST is never 304").isEqualTo(200);
        HttpResponse<byte[]> asCklb = service.post(UPGRADE + "?format=cklb&to=V1R3", older, AUTH);
        assertThat(reader("cklb").read(asCklb.body()).stigs().getFirst().revision().label()).isEqualTo("V1R3");
        assertError(service.post(UPGRADE + "?to=V7R7", older, AUTH), 404, "NOT_FOUND", "Revision V7R7 of STIG 'demo-web-server-stig' not found");
        assertError(service.post("/api/v1/stigs/demo-container-platform-stig/checklist/upgrade", older, AUTH), 409, "CONFLICT",
                "The checklist holds no rules of STIG 'demo-container-platform-stig'");
    }

    /**
     * A checklist of three benchmarks: the one in the path goes to its served revision, another the catalog holds to
     * the one its slug serves, and one the catalog does not hold is kept as it was, reviews and all.
     */
    @Test
    void aChecklistOfSeveralBenchmarksCarriesEachTheCatalogHoldsAndKeepsTheRest() throws Exception {
        ChecklistReader ckl = reader("ckl");
        Checklist older = ckl.read(service.sendForBytes("GET", CHECKLIST + "?revision=V1R2&host=web01", AUTH).body());
        ChecklistStig webServer = older.stigs().getFirst();
        ChecklistStig platform = ckl.read(service.sendForBytes("GET",
                "/api/v1/stigs/demo-container-platform-stig/checklist", AUTH).body()).stigs().getFirst();
        Review reviewed = new Review(ReviewStatus.NOT_A_FINDING, "checked", "by hand", null, null);
        ChecklistStig unknown = new ChecklistStig("Not_In_The_Catalog_STIG", "Elsewhere", null,
                new Revision("1", "1", null), "Release: 1 Benchmark Date: 01 Jan 2026",
                null, ChecklistStig.uuid("elsewhere"), null, null, platform.rules().stream()
                .map(rule -> new ReviewedRule(new Rule(rule.rule().groupId(), null, "SV-1" + rule.rule().ruleId().substring(3),
                        null, null, null, "Elsewhere", null, List.of(), List.of(), null, null), reviewed)).toList());
        Checklist three = new Checklist(older.asset(), List.of(webServer, platform, unknown));
        ByteArrayOutputStream upload = new ByteArrayOutputStream();
        StigViewerChecklists.writers().getFirst().write(three, upload);

        HttpResponse<byte[]> summary = service.post(UPGRADE, upload.toByteArray(), AUTH[0], AUTH[1], "Accept", "application/json");
        HttpResponse<byte[]> upgraded = service.post(UPGRADE, upload.toByteArray(), AUTH);

        JsonNode benchmarks = JSON.readTree(summary.body()).path("benchmarks");
        assertThat(benchmarks.valueStream().map(b -> b.path("benchmarkId").asString() + " " + b.path("from").asString() + " to " + b.path("to").asString()))
                .containsExactly("Demo_Web_Server_STIG V1R2 to V1R3", "Demo_Container_Platform_STIG V2R1 to V2R1");
        assertThat(JSON.readTree(summary.body()).path("kept").toString()).isEqualTo("[\"Not_In_The_Catalog_STIG\"]");
        Checklist result = ckl.read(upgraded.body());
        assertThat(result.stigs()).extracting(stig -> stig.revision().label()).containsExactly("V1R3", "V2R1", "V1R1");
        assertThat(result.stigs().get(2).rules()).extracting(ReviewedRule::review).containsOnly(reviewed);
        assertThat(result.stigs().get(2).ruleIds()).isEqualTo(unknown.ruleIds());
        assertThat(result.asset().hostName()).isEqualTo("web01");
    }

    /** Every hostile upload: 400 (or 413) in the envelope, nothing of the host in the answer, within 20 seconds. */
    @ParameterizedTest
    @ValueSource(strings = {"xxe", "laughs", "deepXml", "deepJson", "truncated", "binary", "empty", "wrongRoot", "badStatus",
            "noRuleId", "longText", "numbersAsText"})
    void aHostileUploadIsRefusedInTheEnvelope(String kind) {
        byte[] body = hostile(kind);
        HttpResponse<byte[]> answer = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> service.post(UPGRADE, body, AUTH));
        String text = new String(answer.body(), StandardCharsets.UTF_8);
        assertThat(answer.statusCode()).as(text).isEqualTo(kind.equals("numbersAsText") ? 200 : 400);
        if (answer.statusCode() == 400) {
            assertThat(text).startsWith("{\"error\":{\"code\":\"BAD_REQUEST\",\"message\":\"The checklist ");
            assertThat(text).doesNotContain("root:", "Exception", "at dev.", "StreamReadConstraints", "Received event", "`");
        }
    }

    @Test
    void theMessageNamesWhereTheUploadIsWrong() throws Exception {
        assertError(service.post(UPGRADE, hostile("badStatus"), AUTH), 400, "BAD_REQUEST", "The checklist cannot be read: CKLB: "
                + "stigs[0].rules[0]: status is not one of not_reviewed, open, not_a_finding, not_applicable, line 1, column 52");
        String truncated = body(service.post(UPGRADE, hostile("truncated"), AUTH));
        assertThat(truncated).contains("The checklist cannot be read: CKL: not well-formed XML (").contains(", line ");
        assertError(service.post(UPGRADE, hostile("binary"), AUTH), 400, "BAD_REQUEST", "The checklist is neither a CKL (XML) nor a CKLB (JSON)");
    }

    /**
     * Over a socket of its own: the service answers before reading the body and closes, so a client still sending the
     * rest of 100 MB may be cut off before it reads the answer (Java's client then throws); this one sends the head
     * and a first piece, then reads.
     */
    @Test
    void anUploadOf100MegabytesIs413UnreadAndTheConnectionCloses() throws Exception {
        URI base = URI.create(service.baseUrl());
        try (Socket socket = new Socket(base.getHost(), base.getPort())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(("POST " + UPGRADE + " HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " + TOKEN
                    + "\r\nContent-Length: " + 100 * 1024 * 1024 + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.write(new byte[64 * 1024]);
            out.flush();
            String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(answer).startsWith("HTTP/1.1 413 ").containsIgnoringCase("connection: close")
                    .endsWith("{\"error\":{\"code\":\"PAYLOAD_TOO_LARGE\",\"message\":\"The upload is larger than 33554432 bytes\"}}");
        }
    }

    private static byte[] hostile(String kind) {
        String text = switch (kind) {
            case "xxe" -> "<?xml version=\"1.0\"?><!DOCTYPE CHECKLIST [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><CHECKLIST><ASSET>"
                    + "<HOST_NAME>&x;</HOST_NAME></ASSET><STIGS/></CHECKLIST>";
            case "laughs" -> "<?xml version=\"1.0\"?><!DOCTYPE l [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">"
                    + "<!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\"><!ENTITY d \"&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;\">]><CHECKLIST>&d;</CHECKLIST>";
            case "deepXml" -> "<CHECKLIST>" + "<a>".repeat(100_000) + "</a>".repeat(100_000) + "</CHECKLIST>";
            case "deepJson" -> "{\"stigs\":" + "[".repeat(100_000) + "]".repeat(100_000) + "}";
            case "truncated" -> "<CHECKLIST>\n<ASSET>\n<HOST_NAME>web01</HOST_NAME>\n</ASSET>\n<STIGS><iSTIG><VULN>";
            case "empty" -> "   ";
            case "wrongRoot" -> "<Benchmark/>";
            case "badStatus" -> "{\"target_data\":{},\"stigs\":[{\"stig_id\":\"X\",\"rules\":[{\"rule_id_src\":\"SV-1r1_rule\",\"status\":\"fixed\"}]}]}";
            case "noRuleId" -> "{\"target_data\":{},\"stigs\":[{\"stig_id\":\"X\",\"rules\":[{\"status\":\"open\"}]}]}";
            case "longText" -> "{\"target_data\":{},\"stigs\":[{\"stig_id\":\"X\",\"rules\":[{\"rule_id_src\":\"SV-1r1_rule\",\"comments\":\""
                    + "c".repeat(2_000_000) + "\"}]}]}";
            // Numbers and booleans where STIG Viewer writes text are read as their text: the checklist is of the demo, so it is carried.
            case "numbersAsText" -> "{\"target_data\":{\"host_name\":42},\"stigs\":[{\"stig_id\":\"Demo_Web_Server_STIG\",\"version\":1,"
                    + "\"rules\":[{\"rule_id_src\":\"SV-900102r100007_rule\",\"weight\":10.0},{\"rule_id_src\":\"SV-900103r100014_rule\"}]}]}";
            default -> null;
        };
        if (text != null) {
            return text.getBytes(StandardCharsets.UTF_8);
        }
        byte[] binary = new byte[4096];
        new Random(33).nextBytes(binary);
        binary[0] = 0x7f;
        return binary;
    }

    private static ChecklistReader reader(String format) {
        return StigViewerChecklists.readers().stream().filter(r -> r.format().equals(format)).findFirst().orElseThrow();
    }

    private static String body(HttpResponse<byte[]> answer) {
        return new String(answer.body(), StandardCharsets.UTF_8);
    }

    private static void assertError(HttpResponse<?> answer, int status, String code) {
        assertThat(answer.statusCode()).isEqualTo(status);
        String text = answer.body() instanceof byte[] bytes ? new String(bytes, StandardCharsets.UTF_8) : String.valueOf(answer.body());
        assertThat(text).startsWith("{\"error\":{\"code\":\"" + code + "\"");
    }

    private static void assertError(HttpResponse<?> answer, int status, String code, String message) throws RuntimeException {
        String text = answer.body() instanceof byte[] bytes ? new String(bytes, StandardCharsets.UTF_8) : String.valueOf(answer.body());
        assertThat(answer.statusCode()).as(text).isEqualTo(status);
        assertThat(text).isEqualTo("{\"error\":{\"code\":\"" + code + "\",\"message\":\"" + message.replace("\"", "\\\"") + "\"}}");
    }

    /** A POST without a token. */
    private record Upload(String path, byte[] body) {
        HttpResponse<byte[]> send() {
            return service.post(path, body);
        }
    }
}
