package dev.stigservice.endtoend.http;

import dev.stigservice.endtoend.support.AccessManagementStandIn;
import dev.stigservice.endtoend.support.RawHttp;
import dev.stigservice.endtoend.support.RunningService;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.model.Request;
import com.atlassian.oai.validator.model.SimpleRequest;
import com.atlassian.oai.validator.model.SimpleResponse;
import com.atlassian.oai.validator.report.ValidationReport;
import com.github.curiousoddman.rgxgen.RgxGen;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import tools.jackson.databind.ObjectMapper;
import org.yaml.snakeyaml.Yaml;

import java.io.IOException;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Requests generated from docs/openapi.yml itself, valid and invalid, against the running service: for every
 * operation in the document, each parameter is left out, given a value its schema allows (an enum value, a string
 * matching its pattern, or its example) or one it forbids (a string that does not match, a word outside the enum, a
 * duplicate), with each kind of credential. Every answer must be one the document describes for that operation
 * (status, headers, body, checked by the Atlassian OpenAPI validator), carry the security headers and a request id,
 * and a request the document calls valid, with a token access management confirms, is never refused as malformed.
 * <p>
 * No list of exceptions. Generation is seeded ({@code -Dopenapi.seed=...}, printed with every failure) so that a
 * failing request can be sent again. jqwik is not used: it runs on JUnit Platform 1 only, and this build is on 6.
 */
class OpenApiGeneratedRequestsTest {

    private static final Path DOCUMENT = Path.of(System.getProperty("stig.docs.dir", "../docs"), "openapi.yml");
    private static final long SEED = Long.getLong("openapi.seed", 20261123L);
    private static final int REQUESTS_PER_OPERATION = 120;
    private static final Set<Integer> NEVER_FOR_A_VALID_REQUEST = Set.of(400, 405, 413, 414, 500);

    private static OpenApiInteractionValidator validator;
    private static AccessManagementStandIn accessManagement;
    private static RunningService service;
    /** Cursors the demo catalog's feed and search gave: the one valid value of a parameter that no schema can describe. */
    private static String cursor;
    private static String searchCursor;
    private static Map<String, Object> document;

    /** The credentials a request carries, and what access management says of them. */
    enum Credential {
        CONFIRMED("Bearer openapi-generated-good"), REFUSED("Bearer openapi-generated-refused"),
        UNAVAILABLE("Bearer openapi-generated-broken"), MALFORMED("Bearer !!not-a-token"), OTHER_SCHEME("Basic dXNlcjpwYXNz"), NONE(null);

        final String header;

        Credential(String header) {
            this.header = header;
        }
    }

    /** One generated request: the path as sent, its query pairs, its headers, and whether every parameter was valid. */
    record Generated(String template, String path, List<Map.Entry<String, String>> query, Credential credential,
                     String ifNoneMatch, boolean valid) {

        String target() {
            StringBuilder target = new StringBuilder(path);
            for (int i = 0; i < query.size(); i++) {
                target.append(i == 0 ? '?' : '&').append(encode(query.get(i).getKey())).append('=').append(encode(query.get(i).getValue()));
            }
            return target.toString();
        }

        @Override
        public String toString() {
            return "GET " + target() + " [" + credential + (ifNoneMatch == null ? "" : ", If-None-Match " + ifNoneMatch) + "]"
                    + (valid ? " valid" : " invalid") + " (seed " + SEED + ")";
        }
    }

    @BeforeAll
    static void start() throws IOException {
        validator = OpenApiInteractionValidator.createForSpecificationUrl(DOCUMENT.toUri().toString()).build();
        document = new Yaml().load(Files.readString(DOCUMENT));
        accessManagement = new AccessManagementStandIn();
        accessManagement.answer("openapi-generated-good", 200, "");
        accessManagement.answer("openapi-generated-refused", 401, "");
        accessManagement.answer("openapi-generated-broken", 500, "");
        service = new RunningService(Map.of("stig.auth.url", accessManagement.url(), "stig.auth.breaker.minimum-calls", 100_000));
        cursor = new ObjectMapper().readTree(service.get("/api/v1/releases?limit=1").body()).get("nextCursor").asString();
        searchCursor = new ObjectMapper().readTree(service.get("/api/v1/search?q=web&limit=1", "Authorization", Credential.CONFIRMED.header)
                .body()).get("nextCursor").asString();
    }

    @AfterAll
    static void stop() {
        service.close();
        accessManagement.close();
    }

    @TestFactory
    Stream<DynamicTest> everyOperationAnswersGeneratedRequestsAsTheDocumentSays() {
        Random random = new Random(SEED);
        List<DynamicTest> tests = new ArrayList<>();
        operations().forEach((template, operation) -> {
            List<Generated> requests = new ArrayList<>();
            for (int i = 0; i < REQUESTS_PER_OPERATION; i++) {
                requests.add(generate(template, operation, random));
            }
            tests.add(DynamicTest.dynamicTest("GET " + template, () -> requests.forEach(OpenApiGeneratedRequestsTest::check)));
        });
        assertThat(tests).as("operations in " + DOCUMENT).hasSizeGreaterThanOrEqualTo(4);
        return tests.stream();
    }

    private static void check(Generated request) {
        List<String> headers = new ArrayList<>();
        if (request.credential().header != null) {
            headers.addAll(List.of("Authorization", request.credential().header));
        }
        if (request.ifNoneMatch() != null) {
            headers.addAll(List.of("If-None-Match", request.ifNoneMatch()));
        }
        HttpResponse<String> answer = service.send("GET", request.target(), headers.toArray(String[]::new));

        SimpleResponse.Builder response = SimpleResponse.Builder.status(answer.statusCode()).withBody(answer.body());
        answer.headers().map().forEach(response::withHeader);
        ValidationReport report = validator.validateResponse(request.path(), Request.Method.GET, response.build());
        assertThat(report.getMessages()).as(request + " -> " + answer.statusCode() + " " + answer.body() + "\n" + report).isEmpty();
        assertThat(answer.headers().firstValue("X-Content-Type-Options")).as(request.toString()).contains("nosniff");
        assertThat(answer.headers().firstValue("X-Request-Id")).as(request.toString()).isPresent();
        assertThat(answer.headers().firstValue("Date")).as(request.toString()).hasValueSatisfying(date -> assertThat(date).matches(RawHttp.IMF_FIXDATE));
        if (request.valid()) {
            assertThat(requestReport(request).getMessages()).as("the generator's idea of valid agrees with the document: " + request)
                    .isEmpty();
            assertThat(answer.statusCode()).as(request + " is valid per the document: " + answer.body())
                    .isNotIn(NEVER_FOR_A_VALID_REQUEST);
            if (isProtected(request.template()) && request.credential() == Credential.CONFIRMED) {
                assertThat(answer.statusCode()).as(request.toString()).isIn(200, 304, 404);
            }
        } else if (!isProtected(request.template()) || request.credential() == Credential.CONFIRMED) {
            // What the document forbids, the service refuses: a malformed parameter is 400, a path that names nothing 404.
            assertThat(answer.statusCode()).as(request + " is invalid per the document: " + answer.body()).isIn(400, 404);
        }
        if (isProtected(request.template())) {
            switch (request.credential()) {
                case REFUSED, MALFORMED, OTHER_SCHEME, NONE -> assertThat(answer.statusCode()).as("token first: " + request).isEqualTo(401);
                case UNAVAILABLE -> assertThat(answer.statusCode()).as("token first: " + request).isEqualTo(503);
                case CONFIRMED -> assertThat(answer.statusCode()).as(request.toString()).isNotIn(401, 503);
            }
        }
    }

    /**
     * The upload's request body as the document states it: the service's own blank checklist in either format is a
     * body the document accepts and the service upgrades (200, an answer the document describes); a body that is no
     * checklist is refused (400), and a CKLB without the fields the document requires is one the document refuses too.
     */
    @Test
    void theUploadsRequestBodyIsWhatTheDocumentSays() {
        String path = "/api/v1/stigs/demo-web-server-stig/checklist/upgrade";
        for (String format : List.of("ckl", "cklb")) {
            String mediaType = format.equals("ckl") ? "application/xml" : "application/json";
            byte[] blank = service.sendForBytes("GET", "/api/v1/stigs/demo-web-server-stig/checklist?format=" + format,
                    "Authorization", Credential.CONFIRMED.header).body();
            assertThat(uploadReport(path, mediaType, blank).getMessages()).as("the document accepts a blank " + format).isEmpty();
            checkUpload(path + "?format=" + format, mediaType, blank, 200);
            byte[] truncated = java.util.Arrays.copyOf(blank, blank.length / 2);
            checkUpload(path + "?format=" + format, mediaType, truncated, 400);
            checkUpload(path + "?format=" + format, mediaType, new byte[]{0x7f, 0x45, 0x4c, 0x46}, 400);
        }
        byte[] noFields = "{\"stigs\": []}".getBytes(StandardCharsets.UTF_8);
        assertThat(uploadReport(path, "application/json", noFields).getMessages()).as("the document refuses a CKLB without its fields")
                .isNotEmpty();
        checkUpload(path + "?format=cklb", "application/json", noFields, 400);
    }

    private static ValidationReport uploadReport(String path, String mediaType, byte[] body) {
        return validator.validateRequest(new SimpleRequest.Builder("POST", path).withContentType(mediaType)
                .withHeader("Authorization", Credential.CONFIRMED.header).withBody(new String(body, StandardCharsets.UTF_8)).build());
    }

    private static void checkUpload(String target, String mediaType, byte[] body, int status) {
        HttpResponse<byte[]> answer = service.post(target, body, "Authorization", Credential.CONFIRMED.header, "Content-Type", mediaType);
        String text = new String(answer.body(), StandardCharsets.UTF_8);
        assertThat(answer.statusCode()).as(target + " " + mediaType + ": " + text).isEqualTo(status);
        SimpleResponse.Builder response = SimpleResponse.Builder.status(answer.statusCode()).withBody(text);
        answer.headers().map().forEach(response::withHeader);
        String path = target.substring(0, target.indexOf('?'));
        ValidationReport report = validator.validateResponse(path, Request.Method.POST, response.build());
        assertThat(report.getMessages()).as(target + " -> " + answer.statusCode() + "\n" + report).isEmpty();
    }

    /** What the validator says of the request's path and parameters (with a well-formed token, since that is not generated). */
    private static ValidationReport requestReport(Generated request) {
        SimpleRequest.Builder built = new SimpleRequest.Builder("GET", request.path());
        request.query().forEach(pair -> built.withQueryParam(pair.getKey(), pair.getValue()));
        built.withHeader("Authorization", Credential.CONFIRMED.header);
        return validator.validateRequest(built.build());
    }

    private static boolean isProtected(String template) {
        Map<String, Object> operation = operations().get(template);
        return operation.containsKey("security");
    }

    // ---- generation from the document ----

    @SuppressWarnings("unchecked")
    private static Map<String, Map<String, Object>> operations() {
        Map<String, Map<String, Object>> operations = new LinkedHashMap<>();
        ((Map<String, Map<String, Object>>) document.get("paths")).forEach((template, item) -> {
            if (item.get("get") instanceof Map<?, ?> get) {
                operations.put(template, (Map<String, Object>) get);
            }
        });
        return operations;
    }

    @SuppressWarnings("unchecked")
    private static Generated generate(String template, Map<String, Object> operation, Random random) {
        boolean valid = random.nextInt(3) > 0;
        String path = template;
        List<Map.Entry<String, String>> query = new ArrayList<>();
        List<Map<String, Object>> parameters = (List<Map<String, Object>>) operation.getOrDefault("parameters", List.of());
        // Which parameter is broken in an invalid request; the others stay valid so that the break is what is tested.
        int broken = random.nextInt(Math.max(1, parameters.size()));
        boolean brokeOne = false;
        for (int i = 0; i < parameters.size(); i++) {
            Map<String, Object> parameter = resolve(parameters.get(i));
            String name = (String) parameter.get("name");
            Map<String, Object> schema = (Map<String, Object>) parameter.get("schema");
            boolean breakThis = !valid && i == broken && canBreak(schema);
            brokeOne |= breakThis;
            if ("path".equals(parameter.get("in"))) {
                String value = breakThis ? forbidden(schema, random) : allowed(template, name, schema, random);
                path = path.replace("{" + name + "}", encode(value).replace("+", "%20"));
            } else if (breakThis || Boolean.TRUE.equals(parameter.get("required")) || random.nextInt(3) > 0) {
                query.add(Map.entry(name, breakThis ? forbidden(schema, random) : allowed(template, name, schema, random)));
                if (breakThis && random.nextBoolean()) {
                    query.add(Map.entry(name, allowed(template, name, schema, random))); // sent twice
                }
            }
        }
        Credential credential = Credential.values()[random.nextInt(Credential.values().length)];
        String ifNoneMatch = random.nextInt(5) == 0 ? (random.nextBoolean() ? "*" : "\"" + Long.toHexString(random.nextLong()) + "\"") : null;
        return new Generated(template, path, query, credential, ifNoneMatch, valid || !brokeOne);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> resolve(Map<String, Object> parameter) {
        Object ref = parameter.get("$ref");
        if (ref == null) {
            return parameter;
        }
        String name = ((String) ref).substring("#/components/parameters/".length());
        return ((Map<String, Map<String, Map<String, Object>>>) document.get("components")).get("parameters").get(name);
    }

    private static boolean canBreak(Map<String, Object> schema) {
        return schema.containsKey("enum") || schema.containsKey("pattern") || schema.containsKey("maxLength") || isDate(schema);
    }

    /** A date or a date-time: its value is generated as one (the document's example is read by YAML as a timestamp). */
    private static boolean isDate(Map<String, Object> schema) {
        return "date".equals(schema.get("format")) || isDateTime(schema);
    }

    private static boolean isDateTime(Map<String, Object> schema) {
        return "date-time".equals(schema.get("format"));
    }

    /** A value the schema allows: from its enum, its pattern, its examples, or any text within its length. */
    @SuppressWarnings("unchecked")
    private static String allowed(String template, String name, Map<String, Object> schema, Random random) {
        if (name.equals("cursor")) {
            return template.endsWith("/search") ? searchCursor : cursor; // opaque: only one the service gave is valid
        }
        if (name.equals("q") && template.endsWith("/search")) {
            // A query language no schema describes: its words, phrases and filters are the search's own tests.
            return List.of("web", "\"web server\"", "severity:high", "audit benchmark:demo-web-server-stig").get(random.nextInt(4));
        }
        if (name.equals("benchmark")) {
            return random.nextBoolean() ? "demo-web-server-stig" : "demo-web-server-stig,demo-container-platform-stig";
        }
        if (isDate(schema)) {
            LocalDate date = LocalDate.of(1990 + random.nextInt(50), 1 + random.nextInt(12), 1 + random.nextInt(28));
            return isDateTime(schema) ? "%sT%02d:%02d:%02dZ".formatted(date, random.nextInt(24), random.nextInt(60), random.nextInt(60))
                    : date.toString();
        }
        if (schema.get("enum") instanceof List<?> values) {
            return String.valueOf(values.get(random.nextInt(values.size())));
        }
        if (schema.get("examples") instanceof List<?> examples && random.nextBoolean()) {
            return knownToExist(name, String.valueOf(examples.getFirst()));
        }
        if (schema.get("pattern") instanceof String pattern) {
            return RgxGen.parse(unanchored(pattern)).generate(random);
        }
        int maxLength = schema.get("maxLength") instanceof Integer max ? max : 64;
        // Never blank: the validator reads a blank value as a missing one, whatever allowEmptyValue says.
        return "a" + randomText(random, random.nextInt(Math.min(maxLength, 64)));
    }

    /** An example from the document names real DISA content; on the demo catalog, use a slug and revision it has. */
    private static String knownToExist(String name, String example) {
        return switch (name) {
            case "slug" -> "demo-web-server-stig";
            case "revision", "to" -> "V1R3";
            case "from" -> "V1R2";
            default -> example;
        };
    }

    private static String forbidden(Map<String, Object> schema, Random random) {
        if (isDateTime(schema)) {
            return List.of("2025-02-30T00:00:00Z", "2025-01-01", "2025-01-01T00:00:00", "a" + randomText(random, 8)).get(random.nextInt(4));
        }
        if (isDate(schema)) {
            return List.of("2025-02-30", "20250101", "2025-1-1", "a" + randomText(random, 8)).get(random.nextInt(4));
        }
        if (schema.get("enum") instanceof List<?> values) {
            String word;
            do {
                word = random.nextBoolean() ? String.valueOf(values.getFirst()).toUpperCase() : randomText(random, random.nextInt(8));
            } while (values.contains(word));
            return word;
        }
        if (schema.get("pattern") instanceof String pattern) {
            return RgxGen.parse(unanchored(pattern)).generateNotMatching(random);
        }
        return "x".repeat((Integer) schema.get("maxLength") + 1 + random.nextInt(100));
    }

    private static String unanchored(String pattern) {
        return pattern.replaceAll("^\\^|\\$$", "");
    }

    /** Printable text with the characters that matter in URLs, JSON and logs. */
    private static String randomText(Random random, int length) {
        String alphabet = "abcXYZ019-_.~ %&=+/?#\"'<>\\{}[]é中\u0000\n";
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < length; i++) {
            text.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return text.toString();
    }

    private static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }
}
