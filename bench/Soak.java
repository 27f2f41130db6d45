// Soak and fault run, loopback only. Run from the repository root after ./mvnw -DskipTests package:
//   "$JAVA_HOME/bin/java" bench/Soak.java [minutes=10] [samples=../shared/stig-samples] [workers=16]
// (plus one minute of warm-up under healthy access management before the first measurement)
// Starts bootstrap/target/stig-service.jar against a stand-in access-management service that cycles
// through healthy, slow, failing and down every 30 s, refreshes the catalog folder every 20 s, drives
// mixed load on both endpoints, and prints a Markdown report. Exit status 1 when an invariant broke.

import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class Soak {

    enum Mode { HEALTHY, SLOW, FAILING, DOWN }

    static final List<Mode> CYCLE = List.of(Mode.HEALTHY, Mode.SLOW, Mode.HEALTHY, Mode.FAILING, Mode.HEALTHY, Mode.DOWN);
    static final AtomicReference<Mode> mode = new AtomicReference<>(Mode.HEALTHY);
    static final Set<String> confirmed = ConcurrentHashMap.newKeySet();
    static final Map<Integer, AtomicLong> statuses = new ConcurrentHashMap<>();
    static final ConcurrentLinkedQueue<Long> latencies = new ConcurrentLinkedQueue<>();
    static final AtomicLong unconfirmed200 = new AtomicLong();
    static final AtomicLong unexpected5xx = new AtomicLong();
    static final AtomicLong transportErrors = new AtomicLong();
    static volatile HttpServer standIn;

    public static void main(String[] args) throws Exception {
        int minutes = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        Path samples = Path.of(args.length > 1 ? args[1] : "../shared/stig-samples").toAbsolutePath();
        int workers = args.length > 2 ? Integer.parseInt(args[2]) : 16;
        Path jar = Path.of("bootstrap/target/stig-service.jar");
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException("build first: ./mvnw -DskipTests package");
        }
        Path catalog = Files.createTempDirectory("soak-catalog");
        try (var files = Files.list(samples)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".xml") || f.toString().endsWith(".zip")).toList()) {
                Files.copy(file, catalog.resolve(file.getFileName()));
            }
        }
        int authPort = freePort();
        int servicePort = freePort();
        startStandIn(authPort);
        Process service = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx512m", "-Dmicronaut.server.host=127.0.0.1", "-Dmicronaut.server.port=" + servicePort,
                "-Dstig.auth.url=http://127.0.0.1:" + authPort, "-Dstig.auth.timeout=1s",
                "-Dstig.catalog.directory=" + catalog, "-Dstig.catalog.refresh-interval=2s",
                "-jar", jar.toString()).redirectErrorStream(true).redirectOutput(Path.of("target-soak-service.log").toFile()).start();
        String base = "http://127.0.0.1:" + servicePort;
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        awaitUp(http, base);
        List<String> slugs = slugs(http, base);

        // Warm-up: one minute of the same load against a healthy service, so that bounded caches and the
        // client's connections exist before the first measurement and start and end compare like for like.
        long warmUp = System.nanoTime() + Duration.ofMinutes(1).toNanos();
        List<Thread> warming = new ArrayList<>();
        for (int w = 0; w < workers; w++) {
            warming.add(Thread.ofVirtual().start(() -> load(http, base, slugs, warmUp)));
        }
        for (Thread thread : warming) {
            thread.join();
        }
        statuses.clear();
        latencies.clear();
        unconfirmed200.set(0);
        unexpected5xx.set(0);
        transportErrors.set(0);
        String start = measure(service.pid());
        long deadline = System.nanoTime() + Duration.ofMinutes(minutes).toNanos();
        List<Thread> threads = new ArrayList<>();
        for (int w = 0; w < workers; w++) {
            threads.add(Thread.ofVirtual().start(() -> load(http, base, slugs, deadline)));
        }
        Thread faults = Thread.ofPlatform().daemon().start(() -> cycleFaults(authPort, deadline));
        Thread refresher = Thread.ofPlatform().daemon().start(() -> refreshCatalog(catalog, samples, deadline));
        for (Thread thread : threads) {
            thread.join();
        }
        faults.join();
        refresher.join();
        setMode(Mode.HEALTHY, authPort);
        Thread.sleep(3_000);
        String end = measure(service.pid());
        service.destroy();
        service.waitFor();
        standIn.stop(0);
        report(minutes, workers, slugs.size(), start, end);
        System.exit(unconfirmed200.get() == 0 && unexpected5xx.get() == 0 ? 0 : 1);
    }

    static void load(HttpClient http, String base, List<String> slugs, long deadline) {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        String[] formats = {"json", "csv", "xml"};
        while (System.nanoTime() < deadline) {
            String token = null;
            HttpRequest.Builder request;
            int kind = random.nextInt(10);
            if (kind < 4) {
                request = HttpRequest.newBuilder(URI.create(base + "/api/v1/stigs"));
            } else {
                // 60 % known good tokens, 25 % tokens the service always refuses, 15 % brand-new tokens
                int pick = random.nextInt(100);
                token = pick < 60 ? "good-" + random.nextInt(40) : pick < 85 ? "bad-" + random.nextInt(40) : "new-" + random.nextLong(Long.MAX_VALUE);
                String slug = slugs.get(random.nextInt(slugs.size()));
                request = HttpRequest.newBuilder(URI.create(base + "/api/v1/stigs/" + slug + "/download?format="
                        + formats[random.nextInt(formats.length)])).header("Authorization", "Bearer " + token);
            }
            long started = System.nanoTime();
            try {
                HttpResponse<Void> response = http.send(request.timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.discarding());
                latencies.add(System.nanoTime() - started);
                int status = response.statusCode();
                statuses.computeIfAbsent(status, s -> new AtomicLong()).incrementAndGet();
                if (status == 200 && token != null && !confirmed.contains(token)) {
                    unconfirmed200.incrementAndGet();
                }
                if (status >= 500 && status != 503) {
                    unexpected5xx.incrementAndGet();
                }
            } catch (IOException e) {
                transportErrors.incrementAndGet();
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    static void startStandIn(int port) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 200);
        server.setExecutor(java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor());
        server.createContext("/api/v1/validate", exchange -> {
            String header = exchange.getRequestHeaders().getFirst("Authorization");
            String token = header == null ? "" : header.substring("Bearer ".length());
            int status;
            switch (mode.get()) {
                case SLOW -> {
                    try {
                        Thread.sleep(3_000);
                    } catch (InterruptedException ignored) {
                        Thread.currentThread().interrupt();
                    }
                    status = token.startsWith("good-") ? 200 : 401;
                }
                case FAILING -> status = 500;
                default -> status = token.startsWith("good-") ? 200 : 401;
            }
            if (status == 200) {
                confirmed.add(token); // recorded before the service can see the answer
            }
            try {
                exchange.sendResponseHeaders(status, -1);
            } catch (IOException ignored) {
                // the service gave up waiting
            }
            exchange.close();
        });
        server.start();
        standIn = server;
    }

    static void setMode(Mode next, int port) {
        Mode previous = mode.getAndSet(next);
        try {
            if (next == Mode.DOWN && previous != Mode.DOWN) {
                standIn.stop(0); // connections are now refused
            } else if (next != Mode.DOWN && previous == Mode.DOWN) {
                startStandIn(port);
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static void cycleFaults(int port, long deadline) {
        int step = 0;
        while (System.nanoTime() < deadline) {
            setMode(CYCLE.get(step++ % CYCLE.size()), port);
            sleepUntil(deadline, 30_000);
        }
    }

    static void refreshCatalog(Path catalog, Path samples, long deadline) {
        Path extra = catalog.resolve("soak-extra.xml");
        boolean present = false;
        while (System.nanoTime() < deadline) {
            sleepUntil(deadline, 20_000);
            try {
                if (present) {
                    Files.deleteIfExists(extra);
                } else {
                    Path part = catalog.resolve(".soak-extra.part");
                    Files.copy(samples.resolve("U_MS_Skype_for_Business_2016_STIG_V2R1_Manual-xccdf.xml"), part, StandardCopyOption.REPLACE_EXISTING);
                    String renamed = Files.readString(part).replace("id=\"Microsoft_Skype_for_Business_2016\"", "id=\"Soak_Extra_STIG\"");
                    Files.writeString(part, renamed);
                    Files.move(part, extra, StandardCopyOption.ATOMIC_MOVE);
                }
                present = !present;
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    static void sleepUntil(long deadline, long millis) {
        long left = Math.min(millis, (deadline - System.nanoTime()) / 1_000_000);
        if (left > 0) {
            try {
                Thread.sleep(left);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Heap after a full GC, and live threads, of the service process. */
    static String measure(long pid) throws Exception {
        run("jcmd", String.valueOf(pid), "GC.run");
        String heap = run("jcmd", String.valueOf(pid), "GC.heap_info");
        Matcher used = Pattern.compile("used (\\d+)K").matcher(heap);
        long usedKb = used.find() ? Long.parseLong(used.group(1)) : -1;
        String status = Files.readString(Path.of("/proc/" + pid + "/status"));
        Matcher threads = Pattern.compile("Threads:\\s+(\\d+)").matcher(status);
        return (usedKb / 1024) + " MB heap used, " + (threads.find() ? threads.group(1) : "?") + " threads";
    }

    static String run(String... command) throws Exception {
        List<String> full = new ArrayList<>(List.of(command));
        full.set(0, Path.of(System.getProperty("java.home"), "bin", command[0]).toString());
        Process process = new ProcessBuilder(full).redirectErrorStream(true).start();
        String out = new String(process.getInputStream().readAllBytes());
        process.waitFor();
        return out;
    }

    static void awaitUp(HttpClient http, String base) throws Exception {
        for (int i = 0; i < 300; i++) {
            try {
                if (http.send(HttpRequest.newBuilder(URI.create(base + "/api/v1/stigs")).build(), HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // starting
            }
            Thread.sleep(100);
        }
        throw new IllegalStateException("the service did not start; see target-soak-service.log");
    }

    static List<String> slugs(HttpClient http, String base) throws Exception {
        String body = http.send(HttpRequest.newBuilder(URI.create(base + "/api/v1/stigs")).build(), HttpResponse.BodyHandlers.ofString()).body();
        Matcher slug = Pattern.compile("\"slug\":\"([a-z0-9-]+)\"").matcher(body);
        List<String> slugs = new ArrayList<>();
        while (slug.find()) {
            slugs.add(slug.group(1));
        }
        return slugs;
    }

    static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    static void report(int minutes, int workers, int benchmarks, String start, String end) {
        List<Long> sorted = new ArrayList<>(latencies);
        Collections.sort(sorted);
        long total = sorted.size();
        double p99 = total == 0 ? 0 : sorted.get((int) Math.min(total - 1, Math.ceil(total * 0.99) - 1)) / 1e6;
        double p50 = total == 0 ? 0 : sorted.get((int) (total / 2)) / 1e6;
        System.out.println("## Soak: " + minutes + " min, " + workers + " workers, " + benchmarks + " benchmarks");
        System.out.println();
        System.out.println("| status | requests |");
        System.out.println("|---|---|");
        new TreeMap<>(statuses).forEach((status, count) -> System.out.println("| " + status + " | " + count.get() + " |"));
        System.out.println();
        System.out.println("| measure | value |");
        System.out.println("|---|---|");
        System.out.println("| requests answered | " + total + " |");
        System.out.printf("| latency p50 / p99 | %.1f ms / %.1f ms |%n", p50, p99);
        System.out.println("| transport errors (no HTTP answer) | " + transportErrors.get() + " |");
        System.out.println("| 200s for tokens the service never confirmed | " + unconfirmed200.get() + " |");
        System.out.println("| 5xx other than 503 | " + unexpected5xx.get() + " |");
        System.out.println("| start (after 1 min warm-up load, after full GC) | " + start + " |");
        System.out.println("| end (load stopped, after full GC) | " + end + " |");
    }
}
