package dev.stigservice.endtoend.documented;

import dev.stigservice.adapter.checklist.StigViewerChecklists;
import dev.stigservice.adapter.export.StandardExporters;
import dev.stigservice.domain.model.Format;
import dev.stigservice.endtoend.support.RunningService;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import dev.stigservice.adapter.oscal.OscalDocuments;
import dev.stigservice.application.changes.CompareRevisionsQuery;
import dev.stigservice.application.checklist.ExportChecklistQuery;
import dev.stigservice.application.download.DownloadBenchmarkQuery;
import dev.stigservice.domain.port.Renderer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.yaml.snakeyaml.Yaml;

import java.io.IOException;
import java.io.Reader;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A route's formats are its registered renderers. The download's contract is made from its registration when the
 * document is generated (openapi-mapping reads {@code StandardExporters.all()}, adapter-http's
 * {@code DeliveredResponse.formatsOf}): the served document's format enum, its 200 content and its 400 answer, the
 * service's 400 message and each format's media type are checked here against what the running service registered, so
 * that a new format is its exporter, its registration, its test and its docs. The other routes' formats are still
 * written in adapter-http's components.yml: the committed document must list exactly their registered renderers, with
 * the place to change named in the message.
 */
class RegisteredFormatsAreTheContractTest {

    /**
     * The contract fixes exactly these, in this order ("Invalid format. Must be one of: json, csv, xml"): a fourth
     * download format is a change of the contract before it is a registration.
     */
    private static final List<String> CONTRACT_FORMATS = List.of("json", "csv", "xml");
    private static final String TOKEN = "formats-token";
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
    void theDownloadServesExactlyTheContractsFormats() {
        assertThat(registeredNames()).containsExactlyElementsOf(CONTRACT_FORMATS);
    }

    @Test
    @SuppressWarnings("unchecked")
    void theServedDocumentsFormatEnumIsTheRegisteredFormats() {
        Map<String, Object> document = new Yaml().load(service.get("/openapi.yml").body());
        Map<String, Object> schema = (Map<String, Object>) at(document, "components", "parameters", "Format", "schema");
        assertThat(schema.get("enum")).isEqualTo(registeredNames());
        assertThat(schema.get("default")).isEqualTo(DownloadBenchmarkQuery.DEFAULT_FORMAT);

        Map<String, Object> answers = (Map<String, Object>) at(operation(document, "downloadStig"), "responses");
        Map<String, Object> content = (Map<String, Object>) at(answers, "200", "content");
        assertThat(content.keySet()).containsExactlyInAnyOrderElementsOf(
                service.downloadFormats().stream().map(Format::mediaType).distinct().toList());

        Map<String, Object> badFormat = resolved(document, answers.get("400"));
        assertThat((String) badFormat.get("description")).contains("not one of " + String.join(", ", registeredNames()) + " ");
        assertThat(at(badFormat, "content", "application/json", "example"))
                .isEqualTo(new Yaml().load(service.badFormatBody()));
    }

    @Test
    void the400NamesExactlyTheRegisteredFormats() {
        HttpResponse<String> refused = service.get("/api/v1/stigs/demo-web-server-stig/download?format=pdf", "Authorization", "Bearer " + TOKEN);
        assertThat(refused.statusCode()).isEqualTo(400);
        assertThat(refused.body()).isEqualTo("{\"error\":{\"code\":\"BAD_REQUEST\",\"message\":\"Invalid format. Must be one of: "
                + String.join(", ", registeredNames()) + "\"}}");
    }

    @Test
    void eachRegisteredFormatDownloadsWithItsMediaType() {
        for (Format format : service.downloadFormats()) {
            HttpResponse<String> download = service.get("/api/v1/stigs/demo-web-server-stig/download?format=" + format.name(),
                    "Authorization", "Bearer " + TOKEN);
            assertThat(download.statusCode()).as(format.name()).isEqualTo(200);
            assertThat(download.headers().firstValue("Content-Type")).as(format.name()).hasValue(format.mediaType());
        }
    }

    private static List<String> registeredNames() {
        return service.downloadFormats().stream().map(Format::name).toList();
    }

    private static final Path DOCUMENT = Path.of(System.getProperty("stig.docs.dir", "../docs"), "openapi.yml");
    private static final String COMPONENTS = "adapter-http/src/main/openapi/components.yml";
    private static final String REGENERATE = "then regenerate docs/openapi.yml (it is written when adapter-http compiles)";

    /**
     * @param operationId   the route's operation in the contract
     * @param parameter     the component that declares its format parameter
     * @param registered    the renderers bootstrap registers for it, in order
     * @param defaultFormat the format of a request that names none; null when the upload's own
     * @param mediaTypes    whether its 200 answer's content is checked: not the upgrade's, which produces any type, so
     *                      micronaut-openapi writes its JSON answer as *&#47;* (content types default to what a route
     *                      produces); the blank checklist's route checks the same writers' media types
     */
    record Route(String operationId, String parameter, List<? extends Renderer<?>> registered, String defaultFormat,
                 boolean mediaTypes) {
        @Override
        public String toString() {
            return operationId;
        }

        List<String> names() {
            return registered.stream().map(renderer -> renderer.format().name()).toList();
        }
    }

    static Stream<Route> routes() {
        return Stream.of(
                new Route("oscalCatalog", "OscalFormat", OscalDocuments.catalogs(), DownloadBenchmarkQuery.DEFAULT_FORMAT, true),
                new Route("oscalProfile", "OscalFormat", OscalDocuments.profiles(), DownloadBenchmarkQuery.DEFAULT_FORMAT, true),
                new Route("compareRevisions", "ChangesFormat", StandardExporters.changeReports(), CompareRevisionsQuery.DEFAULT_FORMAT, true),
                new Route("checklist", "ChecklistFormat", StigViewerChecklists.writers(), ExportChecklistQuery.DEFAULT_FORMAT, true),
                new Route("upgradeChecklist", "UpgradeFormat", StigViewerChecklists.writers(), null, false));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("routes")
    @SuppressWarnings("unchecked")
    void theContractListsExactlyTheRegisteredFormats(Route route) throws IOException {
        Map<String, Object> document = document();
        Map<String, Object> schema = (Map<String, Object>) at(document, "components", "parameters", route.parameter(), "schema");
        assertThat(schema.get("enum")).as("%s: parameters.%s.schema.enum in %s must list the registered formats in order, %s",
                route, route.parameter(), COMPONENTS, REGENERATE).isEqualTo(route.names());
        assertThat(schema.get("default")).as("%s: parameters.%s.schema.default in %s is the format of a request that names none",
                route, route.parameter(), COMPONENTS).isEqualTo(route.defaultFormat());

        if (!route.mediaTypes()) {
            return;
        }
        Map<String, Object> answers = (Map<String, Object>) at(operation(document, route.operationId()), "responses");
        Map<String, Object> content = (Map<String, Object>) at(resolved(document, answers.get("200")), "content");
        List<String> mediaTypes = route.registered().stream().map(renderer -> renderer.format().mediaType()).distinct().toList();
        assertThat(content.keySet()).as("%s: the @Content list of the 200 answer on the controller method of operation %s must "
                + "hold each registered format's media type, %s", route, route.operationId(), REGENERATE).containsAll(mediaTypes);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("routes")
    @SuppressWarnings("unchecked")
    void theRoutesBadRequestNamesTheRegisteredFormats(Route route) throws IOException {
        Map<String, Object> document = document();
        Map<String, Object> answers = (Map<String, Object>) at(operation(document, route.operationId()), "responses");
        Object badRequest = answers.get("400");
        assertThat((String) resolved(document, badRequest).get("description"))
                .as("%s: the description of its 400 answer (%s in %s) names the registered formats", route, badRequest, COMPONENTS)
                .contains(String.join(", ", route.names()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("routes")
    @SuppressWarnings("unchecked")
    void theFormatsParametersDescriptionNamesNoOtherFormat(Route route) throws IOException {
        Map<String, Object> parameter = (Map<String, Object>) at(document(), "components", "parameters", route.parameter());
        String description = (String) parameter.get("description");
        for (String name : List.of("json", "csv", "xml", "ckl", "cklb", "md", "pdf")) {
            if (description.matches("(?s).*\\b" + name + "\\b.*")) {
                assertThat(route.names()).as("%s: the description of parameters.%s in %s names %s, which is not registered",
                        route, route.parameter(), COMPONENTS, name).contains(name);
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> operation(Map<String, Object> document, String operationId) {
        List<Map<String, Object>> found = new ArrayList<>();
        ((Map<String, Map<String, Object>>) document.get("paths")).values().forEach(path -> path.values().stream()
                .filter(Map.class::isInstance).map(operation -> (Map<String, Object>) operation)
                .filter(operation -> operationId.equals(operation.get("operationId"))).forEach(found::add));
        assertThat(found).as("operation %s in %s", operationId, DOCUMENT).hasSize(1);
        return found.getFirst();
    }

    /** The answer itself, or the component its {@code $ref} names. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> resolved(Map<String, Object> document, Object answer) {
        Map<String, Object> map = (Map<String, Object>) answer;
        Object ref = map.get("$ref");
        if (ref == null) {
            return map;
        }
        String[] path = ((String) ref).substring(2).split("/");
        return (Map<String, Object>) at(document, path);
    }

    @SuppressWarnings("unchecked")
    private static Object at(Map<String, Object> map, String... keys) {
        Object node = map;
        for (String key : keys) {
            assertThat(node).as("%s in %s", String.join(".", keys), DOCUMENT).isInstanceOf(Map.class);
            node = ((Map<String, Object>) node).get(key);
        }
        assertThat(node).as("%s in %s", String.join(".", keys), DOCUMENT).isNotNull();
        return node;
    }

    private static Map<String, Object> document() throws IOException {
        try (Reader reader = Files.newBufferedReader(DOCUMENT)) {
            return new Yaml().load(reader);
        }
    }
}
