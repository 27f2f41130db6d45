package dev.stigservice.bootstrap;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A real HTTP server on loopback that plays the access-management service: it answers
 * {@code /api/v1/validate} per token with a status and body the test sets, and records every call.
 */
final class AccessManagementStandIn implements AutoCloseable {

    record Answer(int status, String body) {
    }

    record Call(String method, String authorization, String accept) {
    }

    private final HttpServer server;
    private final Map<String, Answer> answers = new ConcurrentHashMap<>();
    private final List<Call> calls = new CopyOnWriteArrayList<>();

    AccessManagementStandIn() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/api/v1/validate", this::answer);
        server.start();
    }

    String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    void answer(String token, int status, String body) {
        answers.put(token, new Answer(status, body));
    }

    List<Call> calls() {
        return List.copyOf(calls);
    }

    void reset() {
        answers.clear();
        calls.clear();
    }

    private void answer(HttpExchange exchange) throws IOException {
        String authorization = exchange.getRequestHeaders().getFirst("Authorization");
        calls.add(new Call(exchange.getRequestMethod(), authorization, exchange.getRequestHeaders().getFirst("Accept")));
        String token = authorization != null && authorization.startsWith("Bearer ") ? authorization.substring(7) : "";
        Answer answer = answers.getOrDefault(token, new Answer(401, ""));
        byte[] body = answer.body().getBytes(StandardCharsets.UTF_8);
        exchange.sendResponseHeaders(answer.status(), body.length == 0 ? -1 : body.length);
        if (body.length > 0) {
            exchange.getResponseBody().write(body);
        }
        exchange.close();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
