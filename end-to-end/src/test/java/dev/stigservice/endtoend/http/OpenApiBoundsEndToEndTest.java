package dev.stigservice.endtoend.http;

import dev.stigservice.endtoend.support.AccessManagementStandIn;
import dev.stigservice.endtoend.support.RunningService;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.model.Request;
import com.atlassian.oai.validator.model.SimpleRequest;
import com.atlassian.oai.validator.model.SimpleResponse;
import com.atlassian.oai.validator.report.ValidationReport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.xml.sax.InputSource;
import org.yaml.snakeyaml.Yaml;
import tools.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.StringReader;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import javax.xml.parsers.DocumentBuilderFactory;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The values Schemathesis 4.25 sent where docs/openapi.yml and the service disagreed (issue 62), each sent again: the
 * document's schema refuses it exactly when the service does, and the answer is one the document describes. Beside
 * each, a value both take, so that a pattern too strict fails here too.
 */
class OpenApiBoundsEndToEndTest {

    private static final Path DOCUMENT = Path.of(System.getProperty("stig.docs.dir", "../docs"), "openapi.yml");
    private static final String TOKEN = "Bearer openapi-bounds-good";

    private static OpenApiInteractionValidator validator;
    private static Map<String, Object> document;
    private static AccessManagementStandIn accessManagement;
    private static RunningService service;

    @BeforeAll
    static void start() throws IOException {
        validator = OpenApiInteractionValidator.createForSpecificationUrl(DOCUMENT.toUri().toString()).build();
        document = new Yaml().load(Files.readString(DOCUMENT));
        accessManagement = new AccessManagementStandIn();
        accessManagement.answer("openapi-bounds-good", 200, "");
        service = new RunningService(Map.of("stig.auth.url", accessManagement.url()));
    }

    @AfterAll
    static void stop() {
        service.close();
        accessManagement.close();
    }

    @Test
    void aCursorOfZeroIsRefusedByTheDocumentAndTheFeed() throws IOException {
        assertAgree("/api/v1/releases", "cursor", "0", 400);
        String cursor = new ObjectMapper().readTree(service.get("/api/v1/releases?limit=1").body()).get("nextCursor").asString();
        assertAgree("/api/v1/releases", "cursor", cursor, 200);
        assertAgree("/api/v1/releases.atom", "cursor", "0", 400);
    }

    @Test
    void aCursorOfZeroIsRefusedByTheDocumentAndTheSearch() throws IOException {
        assertAgree("/api/v1/search?q=web", "cursor", "0", 400);
        String cursor = new ObjectMapper().readTree(service.get("/api/v1/search?q=web&limit=1", "Authorization", TOKEN).body())
                .get("nextCursor").asString();
        assertAgree("/api/v1/search?q=web", "cursor", cursor, 200);
    }

    /** A search's cursor is the unpadded base64url of offset:N, N from 1 to 10,000: the pattern takes exactly those. */
    @Test
    @SuppressWarnings("unchecked")
    void theSearchCursorsPatternIsExactlyTheCursorsASearchGives() {
        Map<String, Object> parameters = ((Map<String, Map<String, Object>>) document.get("components")).get("parameters");
        Pattern pattern = Pattern.compile((String) ((Map<String, Object>) ((Map<String, Object>) parameters.get("SearchCursor"))
                .get("schema")).get("pattern"));
        for (int offset = 0; offset <= 99_999; offset++) {
            String cursor = Base64.getUrlEncoder().withoutPadding().encodeToString(("offset:" + offset).getBytes(StandardCharsets.UTF_8));
            assertThat(pattern.matcher(cursor).matches()).as("offset:" + offset).isEqualTo(offset >= 1 && offset <= 10_000);
        }
    }

    /** java.time takes offsets up to 18 hours, RFC 3339 up to 24: the document says the range the service takes. */
    @Test
    void aSinceWhoseOffsetIsPastEighteenHoursIsRefusedByBoth() {
        assertAgree("/api/v1/snapshot", "since", "0097-09-08T06:27:55.94-18:43", 400);
        assertAgree("/api/v1/snapshot", "since", "0097-09-08T06:27:55.94-18:00", 404); // no signing key: no snapshot offered
        assertAgree("/api/v1/snapshot", "since", "2026-11-01T00:00:00.123456789+05:30", 404);
        assertAgree("/api/v1/snapshot", "since", "2026-11-01T00:00:00.1234567891Z", 400);
    }

    /** Past q's length is 400; a request-target past the server's bound is 414 (RFC 9110 15.5.15) before q is read. */
    @Test
    void aQPastItsLengthIs400AndATargetPastItsBoundIs414() {
        assertAgree("/api/v1/stigs", "q", "x".repeat(2049), 400);
        assertAgree("/api/v1/stigs", "q", "x".repeat(2048), 200);
        HttpResponse<String> tooLong = assertAgree("/api/v1/stigs", "q", "é".repeat(2049), 414);
        assertThat(tooLong.body()).isEqualTo("{\"error\":{\"code\":\"URI_TOO_LONG\",\"message\":\"Request-target too long\"}}");
    }

    /** The upload's body is a CKL or a CKLB: the document's schemas refuse 0 in either media type, and so does the service. */
    @Test
    void anUploadOfZeroIsRefusedByTheDocumentAndTheService() {
        String path = "/api/v1/stigs/demo-web-server-stig/checklist/upgrade";
        ValidationReport json = validator.validateRequest(new SimpleRequest.Builder("POST", path).withContentType("application/json")
                .withHeader("Authorization", TOKEN).withBody("0").build());
        assertThat(json.getMessages()).as("the document refuses a CKLB of 0").isNotEmpty();
        assertThat(hasTheCklShape("0")).as("the document refuses a CKL of 0").isFalse();
        assertThat(hasTheCklShape("<CHECKLIST><ASSET/></CHECKLIST>")).as("the document refuses a CKL without STIGS").isFalse();
        assertThat(hasTheCklShape("<CHECKLIST><ASSET/><STIGS/></CHECKLIST>")).as("the document refuses a CKL without an iSTIG").isFalse();
        String blank = service.get("/api/v1/stigs/demo-web-server-stig/checklist?format=ckl", "Authorization", TOKEN).body();
        assertThat(hasTheCklShape(blank)).as("the document takes the service's own CKL").isTrue();
        for (String mediaType : new String[]{"application/json", "application/xml"}) {
            HttpResponse<byte[]> answer = service.post(path, "0".getBytes(StandardCharsets.UTF_8), "Authorization", TOKEN,
                    "Content-Type", mediaType);
            assertThat(answer.statusCode()).as(mediaType).isEqualTo(400);
            assertDocumented(path, Request.Method.POST, answer.statusCode(), new String(answer.body(), StandardCharsets.UTF_8), answer);
        }
    }

    /** Sends the value and checks that the document calls it valid exactly when the service does not refuse it as malformed. */
    private static HttpResponse<String> assertAgree(String route, String name, String value, int status) {
        String path = route.contains("?") ? route.substring(0, route.indexOf('?')) : route;
        SimpleRequest.Builder request = new SimpleRequest.Builder("GET", path).withHeader("Authorization", TOKEN)
                .withQueryParam(name, value);
        if (route.contains("?q=")) {
            request.withQueryParam("q", route.substring(route.indexOf("?q=") + 3));
        }
        ValidationReport report = validator.validateRequest(request.build());
        String target = route + (route.contains("?") ? "&" : "?") + name + "=" + URLEncoder.encode(value, StandardCharsets.UTF_8);
        HttpResponse<String> answer = service.get(target, "Authorization", TOKEN);
        String shown = name + "=" + (value.length() > 40 ? value.substring(0, 40) + "... (" + value.length() + ")" : value);
        assertThat(answer.statusCode()).as(shown + ": " + answer.body()).isEqualTo(status);
        boolean refused = status == 400 || status == 414;
        assertThat(report.getMessages().isEmpty()).as(shown + " valid per the document: " + report).isEqualTo(!refused);
        assertDocumented(path, Request.Method.GET, answer.statusCode(), answer.body(), answer);
        return answer;
    }

    private static void assertDocumented(String path, Request.Method method, int status, String body, HttpResponse<?> answer) {
        SimpleResponse.Builder response = SimpleResponse.Builder.status(status).withBody(body);
        answer.headers().map().forEach(response::withHeader);
        ValidationReport report = validator.validateResponse(path, method, response.build());
        assertThat(report.getMessages()).as(method + " " + path + " -> " + status + "\n" + report).isEmpty();
    }

    /**
     * Whether an XML text has the outline the document's Ckl schema gives it (OpenAPI's XML object): the root element its
     * {@code xml.name}, a child element for each required property, and STIGS with at least as many iSTIG as it asks.
     */
    @SuppressWarnings("unchecked")
    private static boolean hasTheCklShape(String xml) {
        Map<String, Object> ckl = ((Map<String, Map<String, Map<String, Object>>>) (Map<String, ?>) document.get("components"))
                .get("schemas").get("Ckl");
        Element root;
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            root = factory.newDocumentBuilder().parse(new InputSource(new StringReader(xml))).getDocumentElement();
        } catch (Exception notXml) {
            return false;
        }
        if (!root.getTagName().equals(((Map<String, Object>) ckl.get("xml")).get("name"))) {
            return false;
        }
        for (String required : (List<String>) ckl.get("required")) {
            if (root.getElementsByTagName(required).getLength() == 0) {
                return false;
            }
        }
        Map<String, Object> stigs = (Map<String, Object>) ((Map<String, Object>) ckl.get("properties")).get("STIGS");
        Map<String, Object> iStig = (Map<String, Object>) ((Map<String, Object>) stigs.get("properties")).get("iSTIG");
        return root.getElementsByTagName("iSTIG").getLength() >= (Integer) iStig.get("minItems");
    }
}
