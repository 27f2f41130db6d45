package dev.stigservice.endtoend.support;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;

/**
 * A real HTTP server on loopback that plays the access-management service: it answers
 * {@code /api/v1/validate} per token with a status and body the test sets, and records every call.
 */
public final class AccessManagementStandIn implements AutoCloseable {

    /** @param delayMillis how long to wait before answering, to play a slow or hanging service */
    public record Answer(int status, String body, long delayMillis) {
    }

    public record Call(String method, String authorization, String accept, String body) {
    }

    private final HttpServer server;
    private final Map<String, Answer> answers = new ConcurrentHashMap<>();
    private final List<Call> calls = new CopyOnWriteArrayList<>();

    public AccessManagementStandIn() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/api/v1/validate", this::answer);
        server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
        server.start();
    }

    public String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    public void answer(String token, int status, String body) {
        answers.put(token, new Answer(status, body, 0));
    }

    public void answerAfter(String token, Duration delay, int status, String body) {
        answers.put(token, new Answer(status, body, delay.toMillis()));
    }

    public long callsWith(String token) {
        return calls.stream().filter(call -> ("Bearer " + token).equals(call.authorization())).count();
    }

    public List<Call> calls() {
        return List.copyOf(calls);
    }

    public void reset() {
        answers.clear();
        calls.clear();
    }

    private void answer(HttpExchange exchange) throws IOException {
        String authorization = exchange.getRequestHeaders().getFirst("Authorization");
        String requestBody = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
        calls.add(new Call(exchange.getRequestMethod(), authorization, exchange.getRequestHeaders().getFirst("Accept"), requestBody));
        String token = authorization != null && authorization.startsWith("Bearer ") ? authorization.substring(7) : "";
        Answer answer = answers.getOrDefault(token, new Answer(401, "", 0));
        if (answer.delayMillis() > 0) {
            try {
                Thread.sleep(answer.delayMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        byte[] body = answer.body().getBytes(StandardCharsets.UTF_8);
        exchange.sendResponseHeaders(answer.status(), body.length == 0 ? -1 : body.length);
        try {
            if (body.length > 0) {
                exchange.getResponseBody().write(body);
            }
        } catch (IOException clientGaveUp) {
            // the service under test timed out and closed the connection first
        }
        exchange.close();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
