package dev.stigservice.adapter.http;

import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.micronaut.context.ApplicationContext;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import io.micronaut.runtime.server.EmbeddedServer;
import jakarta.inject.Singleton;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;

/**
 * This adapter's controllers on a real server on a loopback port, in an environment whose test factory fakes the use
 * cases the routes call: the contract's statuses, headers and envelopes come from the adapter alone. What every route
 * needs besides, it provides.
 */
public final class ControllerServer implements AutoCloseable {

    private static final String PROPERTY = "controller-server.enabled";
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    /** What every route needs besides its use cases: the metrics registry the filters record in, and its settings records' values. */
    @Factory
    @Requires(property = PROPERTY)
    static class Infrastructure {

        @Singleton
        PrometheusMeterRegistry meters() {
            return new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
        }

    }
    private final EmbeddedServer server;

    public ControllerServer(String environment) {
        server = ApplicationContext.builder().environments(environment)
                .properties(Map.of("micronaut.server.port", -1, "micronaut.server.host", "127.0.0.1", PROPERTY, true,
                        // This adapter's settings records are checked at every start; bootstrap's application.yml has the defaults.
                        "stig.http.header-timeout", "10s", "stig.checklist.max-upload-size", "1MB", "stig.checklist.max-in-flight-size", "1MB",
                        "stig.checklist.max-results-size", "1MB"))
                .run(EmbeddedServer.class);
    }

    /** GET with headers as name, value pairs; the body as it came over the wire (a gzipped body stays gzipped). */
    public HttpResponse<byte[]> get(String path, String... headers) throws IOException, InterruptedException {
        return get(path, HttpResponse.BodyHandlers.ofByteArray(), headers);
    }

    /** GET with headers as name, value pairs; the body as UTF-8 text. */
    public HttpResponse<String> getText(String path, String... headers) throws IOException, InterruptedException {
        return get(path, HttpResponse.BodyHandlers.ofString(), headers);
    }

    private <T> HttpResponse<T> get(String path, HttpResponse.BodyHandler<T> body, String... headers) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(server.getURL() + path));
        for (int i = 0; i < headers.length; i += 2) {
            request.header(headers[i], headers[i + 1]);
        }
        return HTTP.send(request.build(), body);
    }

    @Override
    public void close() {
        server.close();
    }
}
