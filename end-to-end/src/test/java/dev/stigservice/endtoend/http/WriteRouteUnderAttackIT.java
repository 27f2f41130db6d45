package dev.stigservice.endtoend.http;

import dev.stigservice.endtoend.support.JarProcess;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The route that takes a body, attacked from outside as issue 44 did it: the packaged jar ({@code -Xmx512m}, local
 * tokens), raw sockets on loopback. A body is not read before the token passed, memory stays flat under many large
 * uploads without a valid token, the documented cap decides (and a setting moves it), slow header senders are closed,
 * aborted uploads log no error, and static documents take any {@code Accept}.
 */
class WriteRouteUnderAttackIT {

    private static final String TOKEN = "attack-token";
    private static final String CHECKLIST = "/api/v1/stigs/demo-web-server-stig/checklist";
    private static final String UPGRADE = CHECKLIST + "/upgrade?format=ckl";
    private static final int HOSTILE_CLIENTS = 80;
    private static final int HOSTILE_BODY = 10_485_000;
    /** What the flood may add to the process's memory; a body buffered per client would be 80 x 10 MB. */
    private static final long MEMORY_BOUND = 64L << 20;
    private static JarProcess service;
    private static int port;
    private static byte[] blankCkl;

    @BeforeAll
    static void start() throws Exception {
        service = JarProcess.server("-Xmx512m", "-Dstig.auth.tokens=" + TOKEN);
        port = URI.create(service.baseUrl()).getPort();
        blankCkl = service.get(CHECKLIST + "?format=ckl", TOKEN).body();
    }

    @AfterAll
    static void stop() throws Exception {
        service.close();
    }

    /** A head, then as much of the body as the server takes, then whatever it answered until it closed or went quiet. */
    private static String exchange(int port, String head, long bodyLength, byte[] content, Duration patience) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout((int) patience.toMillis());
            OutputStream out = socket.getOutputStream();
            try {
                out.write(head.getBytes(StandardCharsets.ISO_8859_1));
                byte[] chunk = new byte[65_536];
                for (long sent = 0; sent < bodyLength; sent += chunk.length) {
                    int length = (int) Math.min(chunk.length, bodyLength - sent);
                    if (content != null) {
                        System.arraycopy(content, (int) sent, chunk, 0, length);
                    }
                    out.write(chunk, 0, length);
                }
                out.flush();
            } catch (SocketException closedOnUs) {
                // answered and closed before the body was taken: read what it said
            }
            return answer(socket.getInputStream());
        }
    }

    private static String answer(InputStream in) throws IOException {
        ByteArrayOutputStream answer = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        try {
            for (int read; (read = in.read(buffer)) > 0; ) {
                answer.write(buffer, 0, read);
            }
        } catch (SocketTimeoutException | SocketException quietOrClosed) {
            // what arrived is the answer
        }
        return answer.toString(StandardCharsets.ISO_8859_1);
    }

    private static String upload(String authorization, long declared) {
        return "POST " + UPGRADE + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/xml\r\n" + authorization
                + "Content-Length: " + declared + "\r\n\r\n";
    }

    private static int status(String answer) {
        return answer.startsWith("HTTP/1.1 ") ? Integer.parseInt(answer.substring(9, 12)) : -1;
    }

    @Test
    void largeUploadsWithoutAValidTokenAre401AndCostNoMemory() throws Exception {
        long before = service.residentBytes();
        AtomicLong peak = new AtomicLong(before);
        AtomicBoolean flooding = new AtomicBoolean(true);
        AtomicInteger listings = new AtomicInteger();
        Map<Integer, Integer> statuses = new ConcurrentHashMap<>();
        try (ExecutorService clients = Executors.newVirtualThreadPerTaskExecutor()) {
            Future<?> watcher = clients.submit(() -> {
                while (flooding.get()) {
                    peak.accumulateAndGet(service.residentBytes(), Math::max);
                    assertThat(service.get("/api/v1/stigs", null).statusCode()).isEqualTo(200);
                    listings.incrementAndGet();
                }
                return null;
            });
            List<Future<?>> uploads = new ArrayList<>();
            for (String authorization : List.of("", "Authorization: Bearer !!malformed\r\n", "Authorization: Bearer refused-token\r\n")) {
                for (int i = 0; i < HOSTILE_CLIENTS; i++) {
                    uploads.add(clients.submit(() -> {
                        String answer = exchange(port, upload(authorization, HOSTILE_BODY), HOSTILE_BODY, null, Duration.ofSeconds(20));
                        statuses.merge(status(answer), 1, Integer::sum);
                        return null;
                    }));
                }
            }
            for (Future<?> upload : uploads) {
                upload.get();
            }
            flooding.set(false);
            watcher.get();
        }
        assertThat(statuses).isEqualTo(Map.of(401, 3 * HOSTILE_CLIENTS));
        // The high-water mark catches a peak the sampling missed; it also holds the start's peak, so this bound is strict.
        peak.accumulateAndGet(service.peakResidentBytes(), Math::max);
        assertThat(peak.get() - before).as("memory before %d, at peak %d", before, peak.get()).isLessThan(MEMORY_BOUND);
        assertThat(listings.get()).isPositive();
        assertThat(service.output()).noneMatch(line -> line.contains(" ERROR "));
        System.out.printf("[MEASURED] %d uploads of %d bytes without a valid token: resident memory %d MB before, %d MB at peak, %d listings answered meanwhile%n",
                3 * HOSTILE_CLIENTS, HOSTILE_BODY, before >> 20, peak.get() >> 20, listings.get());
    }

    @Test
    void withoutATokenTheAnswerIs401AtOnceAndNoBodyIsInvited() throws Exception {
        String declaredButNotSent = exchange(port, upload("", 100_000), 0, null, Duration.ofSeconds(3));
        assertThat(status(declaredButNotSent)).isEqualTo(401);
        assertThat(declaredButNotSent).containsIgnoringCase("connection: close");
        String empty = exchange(port, upload("", 0).replace("Content-Type", "Connection: close\r\nContent-Type"), 0, null, Duration.ofSeconds(3));
        assertThat(status(empty)).isEqualTo(401);
        String partial = exchange(port, upload("", 100_000), 5_000, null, Duration.ofSeconds(3));
        assertThat(status(partial)).isEqualTo(401);
        String expecting = exchange(port, upload("Expect: 100-continue\r\n", 100_000), 0, null, Duration.ofSeconds(3));
        assertThat(status(expecting)).isEqualTo(401);
        assertThat(expecting).doesNotContain("100 Continue");
    }

    @Test
    void withATokenExpectContinueIsAnsweredAndTheBodyRead() throws Exception {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(5_000);
            socket.getOutputStream().write(upload("Authorization: Bearer " + TOKEN + "\r\nExpect: 100-continue\r\nConnection: close\r\n",
                    blankCkl.length).getBytes(StandardCharsets.ISO_8859_1));
            byte[] interim = new byte[25];
            int read = socket.getInputStream().readNBytes(interim, 0, interim.length);
            assertThat(new String(interim, 0, read, StandardCharsets.ISO_8859_1)).startsWith("HTTP/1.1 100 Continue");
            socket.getOutputStream().write(blankCkl);
            assertThat(status(answer(socket.getInputStream()))).isEqualTo(200);
        }
    }

    /** The blank checklist padded after its root element with a comment, to exactly {@code length} bytes. */
    private static byte[] validCklOf(int length) {
        byte[] padded = new byte[length];
        byte[] open = "<!--".getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(blankCkl, 0, padded, 0, blankCkl.length);
        System.arraycopy(open, 0, padded, blankCkl.length, open.length);
        java.util.Arrays.fill(padded, blankCkl.length + open.length, length - 3, (byte) 'p');
        System.arraycopy("-->".getBytes(StandardCharsets.US_ASCII), 0, padded, length - 3, 3);
        return padded;
    }

    private static int uploadWithToken(int port, byte[] content) throws IOException {
        return status(exchange(port, upload("Authorization: Bearer " + TOKEN + "\r\nConnection: close\r\n", content.length),
                content.length, content, Duration.ofSeconds(60)));
    }

    private static int chunkedUploadWithToken(int port, byte[] content) throws IOException {
        ByteArrayOutputStream chunked = new ByteArrayOutputStream();
        for (int at = 0; at < content.length; at += 65_536) {
            int length = Math.min(65_536, content.length - at);
            chunked.writeBytes((Integer.toHexString(length) + "\r\n").getBytes(StandardCharsets.US_ASCII));
            chunked.write(content, at, length);
            chunked.writeBytes("\r\n".getBytes(StandardCharsets.US_ASCII));
        }
        chunked.writeBytes("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        String head = "POST " + UPGRADE + " HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " + TOKEN
                + "\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n";
        byte[] body = chunked.toByteArray();
        return status(exchange(port, head, body.length, body, Duration.ofSeconds(60)));
    }

    @Test
    void theDocumentedCapIsTheCap() throws Exception {
        int cap = 32 << 20;
        assertThat(uploadWithToken(port, validCklOf(cap))).isEqualTo(200);
        assertThat(uploadWithToken(port, validCklOf(cap + 1))).isEqualTo(413);
        assertThat(chunkedUploadWithToken(port, validCklOf(cap))).isEqualTo(200);
        assertThat(chunkedUploadWithToken(port, validCklOf(cap + 1))).isEqualTo(413);
    }

    @Test
    void theSettingMovesTheCapBothWays() throws Exception {
        try (JarProcess lower = JarProcess.server("-Dstig.auth.tokens=" + TOKEN, "-Dstig.checklist.max-upload-size=1MB")) {
            int lowerPort = URI.create(lower.baseUrl()).getPort();
            assertThat(uploadWithToken(lowerPort, validCklOf(1 << 20))).isEqualTo(200);
            assertThat(uploadWithToken(lowerPort, validCklOf((1 << 20) + 1))).isEqualTo(413);
        }
        try (JarProcess higher = JarProcess.server("-Dstig.auth.tokens=" + TOKEN, "-Dstig.checklist.max-upload-size=48MB",
                "-Dstig.checklist.max-in-flight-size=96MB")) {
            int higherPort = URI.create(higher.baseUrl()).getPort();
            assertThat(uploadWithToken(higherPort, validCklOf(40 << 20))).isEqualTo(200);
            assertThat(uploadWithToken(higherPort, validCklOf((48 << 20) + 1))).isEqualTo(413);
        }
    }

    @Test
    void aSlowHeaderSenderIsClosedByTheDeadlineAndAnIdleConnectionIsNot() throws Exception {
        try (JarProcess quick = JarProcess.server("-Dstig.auth.tokens=" + TOKEN, "-Dstig.http.header-timeout=1s");
             Socket dripping = new Socket(InetAddress.getLoopbackAddress(), URI.create(quick.baseUrl()).getPort());
             Socket idle = new Socket(InetAddress.getLoopbackAddress(), URI.create(quick.baseUrl()).getPort())) {
            idle.getOutputStream().write("GET /health/liveness HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
            dripping.getOutputStream().write("GET /api/v1/stigs HTTP/1.1\r\nHost: x\r\n".getBytes(StandardCharsets.ISO_8859_1));
            long start = System.nanoTime();
            boolean closed = false;
            while (!closed && System.nanoTime() - start < Duration.ofSeconds(5).toNanos()) {
                Thread.sleep(250);
                try {
                    dripping.getOutputStream().write("X-Drip: a\r\n".getBytes(StandardCharsets.ISO_8859_1));
                } catch (SocketException closedOnUs) {
                    closed = true;
                }
            }
            Duration held = Duration.ofNanos(System.nanoTime() - start);
            assertThat(closed).as("a header line every 250 ms is closed").isTrue();
            assertThat(held).isBetween(Duration.ofMillis(900), Duration.ofSeconds(3));
            // The idle connection answered its request and, waiting for the next, is the idle timeout's, not the deadline's.
            idle.getOutputStream().write("GET /health/liveness HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
            idle.setSoTimeout(3_000);
            assertThat(answer(idle.getInputStream())).containsPattern("(?s)HTTP/1.1 200.*HTTP/1.1 200");
            System.out.printf("[MEASURED] with stig.http.header-timeout=1s a header line every 250 ms held the connection %d ms%n", held.toMillis());
        }
    }

    @Test
    void anAbortedUploadLeavesNoErrorInTheLog() throws Exception {
        for (String framing : List.of("Content-Length: 1000000\r\n", "Transfer-Encoding: chunked\r\n")) {
            try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
                String head = "POST " + UPGRADE + " HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + TOKEN + "\r\n" + framing + "\r\n";
                String part = framing.startsWith("Transfer") ? "1000\r\n" + "<".repeat(4096) + "\r\n" : "<".repeat(300_000);
                socket.getOutputStream().write((head + part).getBytes(StandardCharsets.ISO_8859_1));
                Thread.sleep(300);
            }
        }
        Thread.sleep(500);
        assertThat(service.get("/health/liveness", null).statusCode()).isEqualTo(200);
        assertThat(service.output()).noneMatch(line -> line.contains(" ERROR ") || line.contains("Exception"));
    }

    @Test
    void staticDocumentsAreServedWhateverAcceptSays() throws Exception {
        for (String path : List.of("/docs", "/openapi.yml", "/schema/benchmark-export.schema.json")) {
            String ownType = service.get(path, null).headers().firstValue("Content-Type").orElseThrow();
            for (String accept : List.of("text/html", "application/yaml", "text/plain", "application/json", "image/png", "*/*;q=0")) {
                String answer = exchange(port, "GET " + path + " HTTP/1.1\r\nHost: x\r\nAccept: " + accept + "\r\nConnection: close\r\n\r\n",
                        0, null, Duration.ofSeconds(5));
                assertThat(status(answer)).as(path + " with Accept: " + accept).isEqualTo(200);
                assertThat(answer).as(path + " with Accept: " + accept).containsIgnoringCase("content-type: " + ownType + "\r\n");
            }
        }
    }
}
