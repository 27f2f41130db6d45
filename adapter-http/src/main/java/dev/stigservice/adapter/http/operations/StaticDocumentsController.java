package dev.stigservice.adapter.http.operations;

import dev.stigservice.adapter.http.ApiError;
import dev.stigservice.adapter.http.ErrorResponses;
import dev.stigservice.adapter.http.delivery.EncodedBody;
import dev.stigservice.adapter.http.delivery.ConditionalResponses;
import dev.stigservice.adapter.http.delivery.HttpFields;
import dev.stigservice.domain.model.Sha256;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Head;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.netty.util.AsciiString;
import io.swagger.v3.oas.annotations.Hidden;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * The documents read beside the API: the OpenAPI document, the API reference page (the project's page and Redoc)
 * and the JSON Schemas. Each is read from the classpath once (the OpenAPI document and the page at startup, the
 * others on their first request) and then sent like the listing: a read-only view of bytes in memory, with a strong
 * entity tag. Nothing is streamed, so a client that leaves in the
 * middle of a transfer leaves nothing half-written (Micronaut's static-resource streaming logged a stack trace for
 * it), and only GET and HEAD are routes (any other method is 405 with {@code Allow}).
 */
@Hidden
@Controller
final class StaticDocumentsController {

    /** Segments of letters, digits, '.', '_' and '-', none starting with '.': no way out of the folder. */
    private static final Pattern RELATIVE_PATH = Pattern.compile("[A-Za-z0-9_-][A-Za-z0-9._-]*(/[A-Za-z0-9_-][A-Za-z0-9._-]*)*");
    private static final Map<String, String> MEDIA_TYPES = Map.of(
            "html", "text/html", "js", "application/javascript", "css", "text/css", "json", "application/json", "yml", "text/plain");

    private static final String OPENAPI_FOLDER = "META-INF/swagger/";
    private static final String PAGE_FOLDER = "api-docs/";
    private static final String DOCS_PATH = "/docs";
    /**
     * The API reference page is the one page meant for a browser: it may run its own scripts (Redoc, served from here)
     * and nothing else. Redoc injects its styles and renders in a worker it creates from a blob; it loads the spec from
     * here. Every other answer has {@code AnswerHeaders.CONTENT_SECURITY_POLICY}.
     */
    private static final AsciiString PAGE_CONTENT_SECURITY_POLICY = AsciiString.cached("default-src 'none'; script-src 'self'; "
            + "connect-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; worker-src blob:; "
            + "frame-ancestors 'none'; base-uri 'none'; form-action 'none'");

    /** A document as sent. */
    private record Document(EncodedBody body, String mediaType, String entityTag) {
    }

    /** Only documents that exist are kept, so that requests for made-up names cannot grow it. */
    private final Map<String, Document> documents = new ConcurrentHashMap<>();

    /** The two fixed documents are read here, at startup, so that their routes never read the jar on an event loop. */
    StaticDocumentsController() {
        document("openapi.yml", OPENAPI_FOLDER);
        document("index.html", PAGE_FOLDER);
    }

    @Get("/openapi.yml")
    @Head("/openapi.yml")
    HttpResponse<?> openApi(HttpRequest<?> request) {
        return send(request, "openapi.yml", OPENAPI_FOLDER);
    }

    @Get(DOCS_PATH)
    @Head(DOCS_PATH)
    HttpResponse<?> referencePage(HttpRequest<?> request) {
        return send(request, "index.html", PAGE_FOLDER).header(HttpFields.CONTENT_SECURITY_POLICY, PAGE_CONTENT_SECURITY_POLICY);
    }

    /** The project's page first, then what micronaut-openapi generated for Redoc. */
    @Get(DOCS_PATH + "/{+path}")
    @Head(DOCS_PATH + "/{+path}")
    @ExecuteOn(TaskExecutors.BLOCKING) // the first request reads the jar
    HttpResponse<?> referencePageParts(@PathVariable String path, HttpRequest<?> request) {
        return send(request, path, PAGE_FOLDER, OPENAPI_FOLDER + "views/redoc/")
                .header(HttpFields.CONTENT_SECURITY_POLICY, PAGE_CONTENT_SECURITY_POLICY);
    }

    @Get("/schema/{+path}")
    @Head("/schema/{+path}")
    @ExecuteOn(TaskExecutors.BLOCKING)
    HttpResponse<?> schema(@PathVariable String path, HttpRequest<?> request) {
        return send(request, path, "schema/");
    }

    /** The first of {@code folders} on the classpath that holds {@code path}, or 404. */
    private MutableHttpResponse<?> send(HttpRequest<?> request, String path, String... folders) {
        Document document = document(path, folders);
        return document == null ? ErrorResponses.of(request, ApiError.NOT_FOUND)
                : ConditionalResponses.publicDocument(request, document.entityTag(), document.body(), document.mediaType());
    }

    /** Read from the classpath once per route and path, whichever folder holds it; null when none does (not kept). */
    private Document document(String path, String... folders) {
        String key = String.join("|", folders) + "|" + path;
        Document known = documents.get(key);
        if (known != null) {
            return known;
        }
        String extension = path.substring(path.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT);
        if (!RELATIVE_PATH.matcher(path).matches() || !MEDIA_TYPES.containsKey(extension)) {
            return null;
        }
        for (String folder : folders) {
            byte[] bytes = read(folder + path);
            if (bytes != null) {
                Document found = new Document(EncodedBody.of(bytes), MEDIA_TYPES.get(extension), Sha256.shortHex(bytes));
                documents.put(key, found);
                return found;
            }
        }
        return null;
    }

    private static byte[] read(String name) {
        try (InputStream in = StaticDocumentsController.class.getClassLoader().getResourceAsStream(name)) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
