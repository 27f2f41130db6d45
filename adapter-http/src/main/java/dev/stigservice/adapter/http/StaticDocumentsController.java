package dev.stigservice.adapter.http;

import dev.stigservice.domain.model.Sha256;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Head;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
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
 * and the JSON Schemas. Each is read from the classpath on its first request and then sent like the listing: a
 * read-only view of bytes in memory, with a strong entity tag. Nothing is streamed, so a client that leaves in the
 * middle of a transfer leaves nothing half-written (Micronaut's static-resource streaming logged a stack trace for
 * it), and only GET and HEAD are routes (any other method is 405 with {@code Allow}).
 */
@Hidden
@Controller
final class StaticDocumentsController {

    static final String CACHE_CONTROL = "public, max-age=60";
    /** Segments of letters, digits, '.', '_' and '-', none starting with '.': no way out of the folder. */
    private static final Pattern RELATIVE_PATH = Pattern.compile("[A-Za-z0-9_-][A-Za-z0-9._-]*(/[A-Za-z0-9_-][A-Za-z0-9._-]*)*");
    private static final Map<String, String> MEDIA_TYPES = Map.of(
            "html", "text/html", "js", "application/javascript", "css", "text/css", "json", "application/json", "yml", "text/plain");

    /** A document as sent. */
    private record Document(RenderedBody body, String mediaType, String entityTag) {
    }

    /** Only documents that exist are kept, so that requests for made-up names cannot grow it. */
    private final Map<String, Document> documents = new ConcurrentHashMap<>();

    @Get("/openapi.yml")
    @Head("/openapi.yml")
    HttpResponse<?> openApi(HttpRequest<?> request) {
        return send(request, "openapi.yml", "META-INF/swagger/");
    }

    @Get(SecurityHeadersFilter.DOCS_PATH)
    @Head(SecurityHeadersFilter.DOCS_PATH)
    HttpResponse<?> referencePage(HttpRequest<?> request) {
        return send(request, "index.html", "api-docs/");
    }

    /** The project's page first, then what micronaut-openapi generated for Redoc. */
    @Get(SecurityHeadersFilter.DOCS_PATH + "/{+path}")
    @Head(SecurityHeadersFilter.DOCS_PATH + "/{+path}")
    @ExecuteOn(TaskExecutors.BLOCKING) // the first request reads the jar
    HttpResponse<?> referencePageParts(@PathVariable String path, HttpRequest<?> request) {
        return send(request, path, "api-docs/", "META-INF/swagger/views/redoc/");
    }

    @Get("/schema/{+path}")
    @Head("/schema/{+path}")
    @ExecuteOn(TaskExecutors.BLOCKING)
    HttpResponse<?> schema(@PathVariable String path, HttpRequest<?> request) {
        return send(request, path, "schema/");
    }

    /** The first of {@code folders} on the classpath that holds {@code path}, or 404. */
    private MutableHttpResponse<?> send(HttpRequest<?> request, String path, String... folders) {
        String extension = path.substring(path.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT);
        if (RELATIVE_PATH.matcher(path).matches() && MEDIA_TYPES.containsKey(extension)) {
            for (String folder : folders) {
                Document document = documents.get(folder + path);
                if (document == null) {
                    document = read(folder + path, MEDIA_TYPES.get(extension));
                }
                if (document != null) {
                    MutableHttpResponse<?> response = EntityTags.matches(request.getHeaders().getAll(HttpHeaders.IF_NONE_MATCH), document.entityTag())
                            ? HttpResponse.notModified()
                            : Attachments.withBody(request, HttpResponse.ok(), document.body(), document.mediaType());
                    return response.header(HttpHeaders.ETAG, EntityTags.quoted(document.entityTag()))
                            .header(HttpHeaders.CACHE_CONTROL, CACHE_CONTROL);
                }
            }
        }
        return ErrorResponses.of(request, ApiError.NOT_FOUND);
    }

    private Document read(String name, String mediaType) {
        try (InputStream in = StaticDocumentsController.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                return null;
            }
            byte[] bytes = in.readAllBytes();
            Document document = new Document(RenderedBody.of(bytes), mediaType, Sha256.shortHex(bytes));
            documents.put(name, document);
            return document;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
