package dev.stigservice.endtoend.support;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.networknt.schema.AbsoluteIri;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import com.networknt.schema.path.NodePath;
import com.networknt.schema.path.PathType;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The committed docs/openapi.yml read as JSON Schemas (2020-12, which OpenAPI 3.1's schemas are): every example it
 * gives checked against the schema it illustrates, and a served JSON body against the schema of its route's answer
 * for that status. {@link RunningService} checks every JSON body it receives here, so every end-to-end test that
 * talks to the service also holds the document to what the service sends.
 */
public final class ContractDocument {

    public static final Path COMMITTED = Path.of(System.getProperty("stig.docs.dir", "../docs"), "openapi.yml").toAbsolutePath();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static ContractDocument committed;

    private final JsonNode document;
    private final AbsoluteIri iri;
    private final SchemaRegistry registry;

    /** @param document the document, read from or in place of {@code file} (whose folder its relative references name) */
    public ContractDocument(JsonNode document, Path file) {
        this.document = document;
        this.iri = AbsoluteIri.of(file.toUri().toString());
        String text = document.toString();
        Path exportSchema = file.resolveSibling("schema/benchmark-export.schema.json");
        registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12, builder -> builder.schemas(Map.of(
                iri.toString(), text, exportSchema.toUri().toString(), read(exportSchema))));
    }

    public static synchronized ContractDocument committed() {
        if (committed == null) {
            committed = new ContractDocument(tree(COMMITTED), COMMITTED);
        }
        return committed;
    }

    /** The document as a tree (YAML read as YAML: a date stays text, as in the JSON it describes). */
    public static JsonNode tree(Path file) {
        try {
            return new ObjectMapper(new YAMLFactory()).readTree(file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Each example the document gives, as "where: what is wrong"; empty when every one matches its schema. */
    public List<String> brokenExamples() {
        List<String> broken = new ArrayList<>();
        walk(document, new ArrayList<>(), broken, new int[1]);
        return broken;
    }

    /** How many examples {@link #brokenExamples} checks. */
    public int exampleCount() {
        int[] count = new int[1];
        walk(document, new ArrayList<>(), new ArrayList<>(), count);
        return count[0];
    }

    private void walk(JsonNode node, List<String> at, List<String> broken, int[] count) {
        if (!node.isContainerNode()) {
            return;
        }
        boolean mediaType = at.size() >= 2 && at.get(at.size() - 2).equals("content") && node.has("schema");
        if (mediaType) {
            List<String> schema = append(at, "schema");
            if (node.has("example")) {
                count[0]++;
                check(node.get("example"), schema, at + " example", broken);
            }
            node.path("examples").properties().forEach(example -> {
                count[0]++;
                JsonNode ref = example.getValue().get("$ref");
                check(exampleValue(example.getValue()), schema, at + " examples." + example.getKey() + (ref == null ? "" : " " + ref.asText()),
                        broken);
            });
        } else if (node.path("examples").isArray()) {
            for (JsonNode example : node.get("examples")) {
                count[0]++;
                check(example, at, at + " examples " + example, broken);
            }
        }
        if (node.isObject()) {
            node.properties().forEach(child -> walk(child.getValue(), append(at, child.getKey()), broken, count));
        } else {
            for (int i = 0; i < node.size(); i++) {
                walk(node.get(i), append(at, String.valueOf(i)), broken, count);
            }
        }
    }

    private JsonNode exampleValue(JsonNode example) {
        JsonNode ref = example.get("$ref");
        return (ref == null ? example : at(ref.asText())).get("value");
    }

    private void check(JsonNode value, List<String> schemaAt, String where, List<String> broken) {
        List<Error> errors = schema(schemaAt).validate(value);
        errors.forEach(error -> broken.add(where + ": " + said(error)));
    }

    /**
     * What is wrong with a body the service sent, against the document: the schema of the answer with this status of the
     * route the path matches, or the error envelope where no documented route matches (an unknown route, a method the
     * route lacks). Empty when the body conforms, or is not JSON.
     */
    public List<String> breaches(String method, String path, int status, String contentType, String body) {
        if (contentType == null || !isJson(contentType) || body.isEmpty()) {
            return List.of();
        }
        JsonNode value;
        try {
            value = JSON.readTree(body);
        } catch (IOException e) {
            return List.of("the body is not JSON: " + e.getMessage());
        }
        List<String> schemaAt = responseSchema(method, path, status, contentType);
        if (schemaAt != null && schemaAt.isEmpty()) {
            return List.of(); // a route the API document does not describe: /health, /prometheus
        }
        if (schemaAt == null) {
            return List.of(method + " " + path + " answered " + status + " (" + contentType + "), which the document does not give");
        }
        return schema(schemaAt).validate(value).stream().map(error -> schemaAt + ": " + said(error)).toList();
    }

    /** What is wrong with a JSON value against the schema at a JSON pointer of the document ({@code /components/...}). */
    public List<String> valueBreaches(String schemaPointer, String json) {
        try {
            return schema(pointer("#" + schemaPointer)).validate(JSON.readTree(json)).stream().map(ContractDocument::said).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Where the schema of the answer is; null when the document gives no JSON answer with this status, empty for a route
     * it does not describe that answers without an error.
     */
    private List<String> responseSchema(String method, String path, int status, String contentType) {
        String route = route(path);
        JsonNode operation = route == null ? null : document.path("paths").path(route).get(method.toLowerCase(Locale.ROOT));
        if (operation == null) {
            return status >= 400 ? List.of("components", "schemas", "ErrorEnvelope") : List.of();
        }
        List<String> at = List.of("paths", route, method.toLowerCase(Locale.ROOT), "responses", String.valueOf(status));
        JsonNode response = operation.path("responses").get(String.valueOf(status));
        if (response == null) {
            return null;
        }
        if (response.has("$ref")) {
            at = pointer(response.get("$ref").asText());
            response = at(response.get("$ref").asText());
        }
        String base = baseType(contentType);
        for (Iterator<String> names = response.path("content").fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (baseType(name).equals(base) || name.equals("*/*")) {
                return append(append(at, "content"), name, "schema");
            }
        }
        return null;
    }

    /** The documented path template the request path matches, or null. */
    private String route(String path) {
        String plain = path.replaceFirst("[?#].*", "");
        for (Iterator<String> routes = document.path("paths").fieldNames(); routes.hasNext(); ) {
            String route = routes.next();
            if (plain.matches(route.replace(".", "\\.").replaceAll("\\{[^}]+}", "[^/]+"))) {
                return route;
            }
        }
        return null;
    }

    private Schema schema(List<String> at) {
        NodePath fragment = new NodePath(PathType.JSON_POINTER);
        for (String name : at) {
            fragment = fragment.append(name);
        }
        return registry.getSchema(new SchemaLocation(iri, fragment));
    }

    private JsonNode at(String ref) {
        JsonNode node = document;
        for (String name : pointer(ref)) {
            node = node.path(name);
        }
        return node;
    }

    private static List<String> pointer(String ref) {
        List<String> names = new ArrayList<>();
        for (String name : ref.substring(2).split("/")) {
            names.add(name.replace("~1", "/").replace("~0", "~"));
        }
        return names;
    }

    /** Where in the value, and what is wrong there. */
    private static String said(Error error) {
        return error.getInstanceLocation() + " " + error.getMessage();
    }

    private static boolean isJson(String contentType) {
        String base = baseType(contentType);
        return base.equals("application/json") || base.endsWith("+json");
    }

    private static String baseType(String contentType) {
        return contentType.split(";", 2)[0].strip().toLowerCase(Locale.ROOT);
    }

    private static List<String> append(List<String> at, String... names) {
        List<String> longer = new ArrayList<>(at);
        longer.addAll(List.of(names));
        return longer;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A copy of the document to break on purpose. */
    public ObjectNode copy() {
        return (ObjectNode) document.deepCopy();
    }
}
