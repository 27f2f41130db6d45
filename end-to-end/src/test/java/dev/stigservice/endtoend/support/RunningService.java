package dev.stigservice.endtoend.support;

import dev.stigservice.application.protection.Formats;
import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.port.Exporter;
import io.micronaut.context.ApplicationContext;
import io.micronaut.core.type.Argument;
import io.micronaut.runtime.server.EmbeddedServer;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The real service on a random loopback port, driven over real HTTP; ready when built, search included (the service
 * serves its catalog before the search index is built, and tests would otherwise race the index).
 */
public final class RunningService implements AutoCloseable {

    private final EmbeddedServer server;
    private final HttpClient http = HttpClient.newHttpClient();

    public RunningService(Map<String, Object> properties) {
        Map<String, Object> all = new HashMap<>(properties);
        all.put("micronaut.server.port", -1);
        all.put("micronaut.server.host", "127.0.0.1");
        server = ApplicationContext.run(EmbeddedServer.class, all);
        awaitSearch();
    }

    private void awaitSearch() {
        long deadline = System.nanoTime() + Duration.ofMinutes(1).toNanos();
        // A store that could not be read (a database that is down) has no catalog to make searchable.
        String health;
        while (!(health = get("/health").body()).matches(".*\"(loaded\":false|searchable\":true).*")) {
            if (System.nanoTime() > deadline) {
                close();
                throw new IllegalStateException("the search was not built within a minute: " + health);
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
    }

    public String baseUrl() {
        return server.getURL().toString();
    }

    /** A bean of the running service, for tests that look inside (a counting stand-in, say). */
    public <T> T bean(Class<T> type) {
        return server.getApplicationContext().getBean(type);
    }

    /**
     * The download's formats as this service registered them (bootstrap's registration), in order: what the tests
     * expect of the download, so that a new format needs no edit to them.
     */
    public List<Format> downloadFormats() {
        return server.getApplicationContext().getBean(Argument.of(Formats.class, Exporter.class)).all();
    }

    /** The body of the download's 400 for a format that is not registered: the contract's text, the registered names. */
    public String badFormatBody() {
        return "{\"error\":{\"code\":\"BAD_REQUEST\",\"message\":\"Invalid format. Must be one of: "
                + String.join(", ", downloadFormats().stream().map(Format::name).toList()) + "\"}}";
    }

    public HttpResponse<String> get(String path, String... headers) {
        return send("GET", path, headers);
    }

    public HttpResponse<String> send(String method, String path, String... headers) {
        return send(method, path, HttpResponse.BodyHandlers.ofString(), headers);
    }

    /** The body as it came over the wire: a gzipped body stays gzipped (Java's client decodes no content coding). */
    public HttpResponse<byte[]> sendForBytes(String method, String path, String... headers) {
        return send(method, path, HttpResponse.BodyHandlers.ofByteArray(), headers);
    }

    /** A POST with a body, answered as bytes (a checklist is not necessarily text the client can decode). */
    public HttpResponse<byte[]> post(String path, byte[] content, String... headers) {
        return send("POST", path, HttpRequest.BodyPublishers.ofByteArray(content), HttpResponse.BodyHandlers.ofByteArray(), headers);
    }

    /** A POST whose body is sent in chunks, with no declared length: the service reads it before it can refuse it. */
    public HttpResponse<byte[]> postChunked(String path, byte[] content, String... headers) {
        return send("POST", path, HttpRequest.BodyPublishers.ofInputStream(() -> new java.io.ByteArrayInputStream(content)),
                HttpResponse.BodyHandlers.ofByteArray(), headers);
    }

    private <T> HttpResponse<T> send(String method, String path, HttpResponse.BodyHandler<T> body, String... headers) {
        return send(method, path, HttpRequest.BodyPublishers.noBody(), body, headers);
    }

    private <T> HttpResponse<T> send(String method, String path, HttpRequest.BodyPublisher content,
                                     HttpResponse.BodyHandler<T> body, String... headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(server.getURL() + path))
                .method(method, content);
        for (int i = 0; i < headers.length; i += 2) {
            request.header(headers[i], headers[i + 1]);
        }
        try {
            HttpResponse<T> response = http.send(request.build(), body);
            holdsToTheContract(method, path, response);
            return response;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * Every JSON body the service sends in any end-to-end test is what docs/openapi.yml says of that route and status
     * ({@link ContractDocument}); a gzipped body is read by the tests that ask for it.
     */
    private static void holdsToTheContract(String method, String path, HttpResponse<?> response) {
        if (method.equals("HEAD") || response.headers().firstValue("Content-Encoding").isPresent()) {
            return;
        }
        String body = switch (response.body()) {
            case String text -> text;
            case byte[] bytes -> new String(bytes, StandardCharsets.UTF_8);
            default -> "";
        };
        List<String> breaches = ContractDocument.committed().breaches(method, path, response.statusCode(),
                response.headers().firstValue("Content-Type").orElse(null), body);
        if (!breaches.isEmpty()) {
            throw new AssertionError("The answer to " + method + " " + path + " (" + response.statusCode() + ") is not what "
                    + ContractDocument.COMMITTED + " says: " + breaches + "\n" + body.substring(0, Math.min(body.length(), 2000)));
        }
    }

    @Override
    public void close() {
        server.close();
    }
}
