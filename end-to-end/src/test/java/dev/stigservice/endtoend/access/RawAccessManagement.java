package dev.stigservice.endtoend.access;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An access-management service that answers with exactly the bytes a test gives, per token: status lines that no
 * HTTP server library would write (199, 600, 999), redirects to a sign-in page, bodies of any shape. It plays a
 * hostile or misconfigured validator (an ingress that redirects to https, an SSO gateway) on loopback.
 */
final class RawAccessManagement implements AutoCloseable {

    private static final Pattern BEARER = Pattern.compile("(?im)^Authorization:\\s*Bearer\\s+(\\S+)\\s*$");

    private final ServerSocket server;
    private final Map<String, byte[]> answers = new ConcurrentHashMap<>();
    private final Map<String, Integer> calls = new ConcurrentHashMap<>();

    RawAccessManagement() throws IOException {
        server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread.ofVirtual().start(this::acceptAll);
    }

    String url() {
        return "http://127.0.0.1:" + server.getLocalPort();
    }

    /** Answers {@code token} with this status line (without the version), these extra header lines and this body. */
    void answer(String token, String status, String headers, String body) {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        String head = "HTTP/1.1 " + status + "\r\n" + headers + "Content-Length: " + bytes.length + "\r\nConnection: close\r\n\r\n";
        ByteArrayOutputStream answer = new ByteArrayOutputStream();
        answer.writeBytes(head.getBytes(StandardCharsets.ISO_8859_1));
        answer.writeBytes(bytes);
        answers.put(token, answer.toByteArray());
    }

    int callsWith(String token) {
        return calls.getOrDefault(token, 0);
    }

    private void acceptAll() {
        while (!server.isClosed()) {
            try {
                Socket socket = server.accept();
                Thread.ofVirtual().start(() -> serve(socket));
            } catch (IOException closed) {
                return;
            }
        }
    }

    private void serve(Socket socket) {
        try (socket) {
            Matcher bearer = BEARER.matcher(head(socket.getInputStream()));
            String token = bearer.find() ? bearer.group(1) : "";
            calls.merge(token, 1, Integer::sum);
            socket.getOutputStream().write(answers.getOrDefault(token, "HTTP/1.1 401 X\r\nContent-Length: 0\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1)));
        } catch (IOException clientGaveUp) {
            // the service under test timed out or closed first
        }
    }

    /** The request up to the end of its headers; a POST body that follows is not needed. */
    private static String head(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) != -1) {
            head.write(b);
            if (head.size() >= 4 && head.toString(StandardCharsets.ISO_8859_1).endsWith("\r\n\r\n")) {
                break;
            }
        }
        return head.toString(StandardCharsets.ISO_8859_1);
    }

    @Override
    public void close() throws IOException {
        server.close();
    }
}
