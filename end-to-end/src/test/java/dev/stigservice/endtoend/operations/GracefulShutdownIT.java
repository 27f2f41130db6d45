package dev.stigservice.endtoend.operations;

import dev.stigservice.endtoend.support.AccessManagementStandIn;
import dev.stigservice.endtoend.support.JarProcess;

import dev.stigservice.xccdf.StigSamples;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * SIGTERM while a large download is in flight: its token is still being checked by a slow access-management
 * service, and the client reads slowly. The download still arrives whole, new connections are refused at
 * once, and the process ends within the grace period (20 s, application.yml). Without graceful shutdown the
 * request dies with the context (the check fails and the client gets no 200).
 */
class GracefulShutdownIT {

    private static final String TOKEN = "shutdown-token";
    private static final long CHECK_MILLIS = 1500;
    private static final Pattern CONTENT_LENGTH = Pattern.compile("(?im)^content-length:\\s*(\\d+)\\s*$");

    @Test
    void inFlightDownloadFinishesNewConnectionsAreRefusedAndTheProcessEnds() throws Exception {
        String samples = StigSamples.directory().toAbsolutePath().toString();
        AccessManagementStandIn accessManagement = new AccessManagementStandIn();
        accessManagement.answerAfter(TOKEN, Duration.ofMillis(CHECK_MILLIS), 200, "");
        JarProcess service = JarProcess.server("-Dstig.catalog.directory=" + samples,
                "-Dstig.auth.url=" + accessManagement.url(), "-Dstig.auth.timeout=5s");
        try {
            URI base = URI.create(service.baseUrl());
            InetSocketAddress address = new InetSocketAddress(base.getHost(), base.getPort());
            try (Socket slowClient = new Socket()) {
                slowClient.setReceiveBufferSize(4096); // a small window keeps the answer in flight
                slowClient.connect(address, 5000);
                slowClient.getOutputStream().write(("GET /api/v1/stigs/rhel-9-stig/download?format=xml HTTP/1.1\r\n"
                        + "Host: 127.0.0.1\r\nAuthorization: Bearer " + TOKEN + "\r\nConnection: close\r\n\r\n")
                        .getBytes(StandardCharsets.US_ASCII));
                InputStream in = slowClient.getInputStream();
                Thread.sleep(CHECK_MILLIS / 3); // the token check is under way

                long terminated = System.nanoTime();
                service.terminate();
                Thread.sleep(300);
                assertThatThrownBy(() -> {
                    try (Socket late = new Socket()) {
                        late.connect(address, 2000);
                    }
                }).as("a new connection after SIGTERM").isInstanceOf(ConnectException.class);

                String head = readHead(in);
                assertThat(head).startsWith("HTTP/1.1 200");
                Matcher length = CONTENT_LENGTH.matcher(head);
                assertThat(length.find()).as(head).isTrue();
                long expected = Long.parseLong(length.group(1));
                long received = 0;
                byte[] chunk = new byte[8192];
                for (int read; (read = in.read(chunk)) >= 0; ) {
                    received += read;
                    Thread.sleep(1); // stays slow to the end
                }
                assertThat(received).as("body bytes of the in-flight download").isEqualTo(expected);
                assertThat(expected).isGreaterThan(1_000_000);
                assertThat(service.awaitExit(Duration.ofSeconds(25))).as("process ended within the grace period").isTrue();
                System.out.printf("graceful shutdown: %d body bytes delivered after SIGTERM, process ended %d ms after it%n",
                        received, (System.nanoTime() - terminated) / 1_000_000);
            }
        } finally {
            service.close();
            accessManagement.close();
        }
    }

    private static String readHead(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        while (!head.toString(StandardCharsets.US_ASCII).endsWith("\r\n\r\n")) {
            int next = in.read();
            if (next < 0) {
                break;
            }
            head.write(next);
        }
        return head.toString(StandardCharsets.US_ASCII);
    }
}
