package dev.stigservice.endtoend.storage;

import dev.stigservice.adapter.storage.contract.TestBenchmarks;
import dev.stigservice.adapter.storage.postgres.TestDatabase;
import dev.stigservice.endtoend.support.JarProcess;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The PostgreSQL store behind a loopback relay the test cuts, as a database that goes away: the store's failed listing
 * reaches readiness with the store's reason, never as an empty library, and the running instance keeps serving what
 * it published (still ready, the failure named). The kit's read-fault check is what keeps every store so.
 */
class StoreUnreachableIT {

    private static final String TOKEN = "it-token";

    @Test
    void aStoreThatCannotBeReadIsNamedByReadinessAndWhatWasPublishedStaysServed(@TempDir Path folder) throws Exception {
        try (TestDatabase database = new TestDatabase(); CuttableProxy proxy = new CuttableProxy(database.server())) {
            Files.write(folder.resolve("reachable.xml"), TestBenchmarks.xccdf("Reachable_STIG", "1", "1", "01 Oct 2026", 3));
            List<String> direct = List.of("-Dstig.storage.backend=postgres", "-Ddatasources.default.url=" + database.url(),
                    "-Ddatasources.default.username=" + database.user());
            JarProcess imported = JarProcess.command(direct, "import", folder.toString());
            assertThat(imported.exitCode()).as(String.join("\n", imported.output())).isZero();

            String throughProxy = database.urlThrough(proxy.address());
            try (JarProcess service = JarProcess.server("-Dstig.storage.backend=postgres", "-Ddatasources.default.url=" + throughProxy,
                    "-Ddatasources.default.username=" + database.user(), "-Ddatasources.default.connection-timeout=1000",
                    "-Dstig.catalog.refresh-interval=200ms", "-Dstig.auth.tokens=" + TOKEN)) {
                assertThat(awaitReadiness(service, ready -> ready.statusCode() == 200).statusCode()).isEqualTo(200);
                byte[] listing = service.get("/api/v1/stigs", null).body();
                assertThat(new String(listing, StandardCharsets.UTF_8)).contains("reachable-stig");

                proxy.cut();
                HttpResponse<byte[]> failing = awaitReadiness(service,
                        answer -> new String(answer.body(), StandardCharsets.UTF_8).contains("could not list the documents"));
                assertThat(new String(failing.body(), StandardCharsets.UTF_8)).as("readiness names the store's failure")
                        .contains("could not list the documents");
                assertThat(failing.statusCode()).as("an instance that has published stays ready, serving what it has").isEqualTo(200);
                assertThat(service.get("/api/v1/stigs", null).body()).as("what was published stays served").isEqualTo(listing);
            }
        }
    }

    /** The readiness answer once it is what the test waits for, or the last one after a minute. */
    private static HttpResponse<byte[]> awaitReadiness(JarProcess service, Predicate<HttpResponse<byte[]>> awaited) throws Exception {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(60));
        HttpResponse<byte[]> readiness = service.get("/health/readiness", null);
        while (!awaited.test(readiness) && Instant.now().isBefore(deadline)) {
            Thread.sleep(200);
            readiness = service.get("/health/readiness", null);
        }
        return readiness;
    }

    /** A loopback TCP relay to the database server whose connections the test can cut, and then refuses new ones. */
    private static final class CuttableProxy implements AutoCloseable {
        private final ServerSocket listening = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        private final Set<Socket> open = ConcurrentHashMap.newKeySet();

        CuttableProxy(InetSocketAddress target) throws IOException {
            Thread.ofPlatform().daemon().name("proxy-accept").start(() -> {
                while (!listening.isClosed()) {
                    try {
                        Socket client = listening.accept();
                        Socket server = new Socket(target.getHostString(), target.getPort());
                        open.add(client);
                        open.add(server);
                        pump(client, server);
                        pump(server, client);
                    } catch (IOException closed) {
                        return;
                    }
                }
            });
        }

        InetSocketAddress address() {
            return InetSocketAddress.createUnresolved(listening.getInetAddress().getHostAddress(), listening.getLocalPort());
        }

        private void pump(Socket from, Socket to) {
            Thread.ofPlatform().daemon().name("proxy-pump").start(() -> {
                try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                    in.transferTo(out);
                } catch (IOException cut) {
                    // the test cut the connection
                }
            });
        }

        void cut() throws IOException {
            listening.close();
            for (Socket socket : open) {
                socket.close();
            }
        }

        @Override
        public void close() throws IOException {
            cut();
        }
    }
}
