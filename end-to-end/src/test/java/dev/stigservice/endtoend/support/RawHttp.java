package dev.stigservice.endtoend.support;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;

/** Requests written byte for byte on a raw loopback socket, and what came back until the server closed or went quiet. */
public final class RawHttp {

    /** The form of every Date the service sends (RFC 9110 section 5.6.7). */
    public static final String IMF_FIXDATE = "(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \\d{2} [A-Z][a-z]{2} \\d{4} \\d{2}:\\d{2}:\\d{2} GMT";

    /** A raw answer (the first one on the connection): status code, the version and headers as written, the rest. */
    public record RawResponse(int status, String head, String body) {

        /** The answers' status lines, in order: a second one means the server read a second request. */
        public long statusLines() {
            return (head + "\r\n\r\n" + body).lines().filter(line -> line.matches("HTTP/\\d\\.\\d \\d{3}.*")).count();
        }
    }

    private RawHttp() {
    }

    public static RawResponse send(int port, String request) throws IOException {
        return send(port, request.getBytes(StandardCharsets.ISO_8859_1));
    }

    public static RawResponse send(int port, byte[] request) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(3_000);
            OutputStream out = socket.getOutputStream();
            try {
                out.write(request);
                out.flush();
            } catch (SocketException refusedMidway) {
                // the server answered and closed before reading everything; read what it said
            }
            ByteArrayOutputStream answer = new ByteArrayOutputStream();
            InputStream in = socket.getInputStream();
            byte[] buffer = new byte[8192];
            int read;
            try {
                while ((read = in.read(buffer)) > 0) {
                    answer.write(buffer, 0, read);
                }
            } catch (SocketTimeoutException | SocketException closed) {
                // what arrived is the answer
            }
            String text = answer.toString(StandardCharsets.ISO_8859_1);
            int split = text.indexOf("\r\n\r\n");
            String head = split < 0 ? text : text.substring(0, split);
            String body = split < 0 ? "" : text.substring(split + 4);
            int status = head.matches("(?s)HTTP/\\d\\.\\d \\d{3}.*") ? Integer.parseInt(head.substring(9, 12)) : -1;
            return new RawResponse(status, head, body);
        }
    }
}
