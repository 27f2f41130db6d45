package dev.stigservice.endtoend.access;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.atomic.AtomicInteger;

/** A loopback server that accepts each connection and resets it (TCP RST) without answering. */
final class ResettingServer implements AutoCloseable {

    private final ServerSocket server;
    private final AtomicInteger connections = new AtomicInteger();

    ResettingServer() throws IOException {
        server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread.ofVirtual().start(() -> {
            while (!server.isClosed()) {
                try (Socket socket = server.accept()) {
                    connections.incrementAndGet();
                    socket.getInputStream().read(new byte[1024]);
                    socket.setSoLinger(true, 0); // close with RST
                } catch (IOException ignored) {
                    // closed, or the client went first
                }
            }
        });
    }

    String url() {
        return "http://127.0.0.1:" + server.getLocalPort();
    }

    int connections() {
        return connections.get();
    }

    /** A loopback port with nothing listening: connections to it are refused. */
    static String refusingUrl() throws IOException {
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return "http://127.0.0.1:" + probe.getLocalPort();
        }
    }

    @Override
    public void close() throws IOException {
        server.close();
    }
}
