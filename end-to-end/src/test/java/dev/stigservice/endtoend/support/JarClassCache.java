package dev.stigservice.endtoend.support;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * JDK 25's ahead-of-time cache of the jar's classes, loaded and linked, written by one training run per build of the
 * jar, as the runtime distribution's build writes its own (bootstrap/src/build/aot-training.sh). The tests start the
 * jar many times (a refused setting each, the storage backends, the commands); with the cache a start that ends on a
 * refused setting took 1.2 s instead of 3.1 s on a 2-core machine. The cache changes what is loaded ahead, not what
 * runs: a JVM that cannot use it (other options, another JDK) starts without it, silently, and no test reads the JVM's
 * own logging of it.
 */
final class JarClassCache {

    private static final Pattern URL = Pattern.compile("Server Running: (http://\\S+)");
    private static Path cache;

    private JarClassCache() {
    }

    /** The JVM options that use the cache, written first if the jar is newer than it; none if it cannot be written. */
    static synchronized List<String> options(Path java, Path jar) {
        if (cache == null) {
            cache = Path.of("target", "jar-classes.aot").toAbsolutePath();
            try {
                if (!Files.isRegularFile(cache) || Files.getLastModifiedTime(cache).compareTo(Files.getLastModifiedTime(jar)) < 0) {
                    train(java, jar);
                }
            } catch (IOException e) {
                return List.of(); // started without the cache, as before it existed
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return List.of();
            }
        }
        return Files.isRegularFile(cache) ? List.of("-XX:AOTCache=" + cache, "-Xlog:aot*=off", "-Xlog:cds*=off") : List.of();
    }

    /** Starts the jar once on the demo catalog, asks what every test asks most (the listing, a download), stops it. */
    private static void train(Path java, Path jar) throws IOException, InterruptedException {
        Files.deleteIfExists(cache);
        // To a file, not a pipe: the JVM writes the cache as it exits, after destroy() has closed the process's pipes.
        Path log = cache.resolveSibling("jar-classes.aot.log");
        Process training = new ProcessBuilder(java.toString(), "-XX:AOTCacheOutput=" + cache, "-Dmicronaut.server.port=-1",
                "-Dmicronaut.server.host=127.0.0.1", "-Dstig.auth.tokens=aot-training", "-jar", jar.toString())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            String address = null;
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (address == null && training.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(50);
                Matcher running = URL.matcher(Files.readString(log));
                address = running.find() ? running.group(1).replace("localhost", "127.0.0.1") : null;
            }
            if (address != null) {
                HttpClient http = HttpClient.newHttpClient();
                for (String path : List.of("/api/v1/stigs", "/api/v1/stigs/demo-web-server-stig/download?format=csv")) {
                    http.send(HttpRequest.newBuilder(URI.create(address + path)).header("Authorization", "Bearer aot-training")
                            .timeout(Duration.ofSeconds(20)).build(), HttpResponse.BodyHandlers.discarding());
                }
            }
        } finally {
            training.destroy();
            if (!training.waitFor(120, TimeUnit.SECONDS)) {
                training.destroyForcibly();
            }
        }
    }
}
