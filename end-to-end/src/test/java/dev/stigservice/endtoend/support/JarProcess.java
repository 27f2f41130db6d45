package dev.stigservice.endtoend.support;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** bootstrap/target/stig-service.jar run as a separate process, the way users run it (with {@link JarClassCache}). */
public final class JarProcess implements AutoCloseable {

    /** Also found inside a JSON log line, where '/' is written '\/' and the address ends at the closing quote. */
    private static final Pattern URL = Pattern.compile("Server Running: (http:\\\\?/\\\\?/[^\\s\"]+)");
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private final Process process;
    private final List<String> output = new CopyOnWriteArrayList<>();
    /** A thread of its own per process: a pool could starve one process's output behind another's. */
    private final Thread drainer;

    private JarProcess(List<String> javaOptions, List<String> arguments) throws IOException {
        this(new ProcessBuilder(javaCommand(javaOptions, arguments)));
    }

    private JarProcess(ProcessBuilder builder) throws IOException {
        process = builder.redirectErrorStream(true).start();
        drainer = Thread.ofPlatform().daemon().name("jar-output").start(() -> {
            try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                out.lines().forEach(output::add);
            } catch (IOException | UncheckedIOException ignored) {
                // the process ended, or the test closed it
            }
        });
    }

    /** Starts the service on a random loopback port and waits until it answers. */
    public static JarProcess server(String... javaOptions) throws Exception {
        List<String> options = new ArrayList<>(List.of("-Dmicronaut.server.port=-1", "-Dmicronaut.server.host=127.0.0.1"));
        options.addAll(List.of(javaOptions));
        return started(new JarProcess(options, List.of()));
    }

    private static JarProcess started(JarProcess server) throws Exception {
        try {
            server.await(line -> URL.matcher(line).find(), Duration.ofSeconds(30));
        } catch (IllegalStateException | InterruptedException e) {
            server.close(); // never leave a half-started service behind
            throw e;
        }
        return server;
    }

    /**
     * Starts the service through the runtime distribution's launcher, with this environment only, on a random
     * loopback port given in {@code JAVA_OPTS}, and waits until it answers.
     */
    public static JarProcess launcher(Path launcher, Map<String, String> environment) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(launcher.toString());
        builder.environment().clear();
        builder.environment().putAll(environment);
        return started(new JarProcess(builder));
    }

    private static List<String> javaCommand(List<String> javaOptions, List<String> arguments) {
        Path jar = Path.of(System.getProperty("stig.jar", "../bootstrap/target/stig-service.jar"));
        if (!jar.toFile().isFile()) {
            throw new IllegalStateException(jar + " is missing: ./mvnw verify packages it before integration tests");
        }
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> command = new ArrayList<>();
        command.add(java.toString());
        command.addAll(JarClassCache.options(java, jar));
        command.addAll(javaOptions);
        command.add("-jar");
        command.add(jar.toString());
        command.addAll(arguments);
        return command;
    }

    /** Runs a command of the jar to its end. */
    public static JarProcess command(List<String> javaOptions, String... arguments) throws IOException {
        return new JarProcess(javaOptions, List.of(arguments));
    }

    /** A command run to its end with its standard output kept apart from its standard error (a checklist, say). */
    public record Apart(int exitCode, byte[] standardOutput, List<String> standardError) {
    }

    /** Runs a command of the jar to its end, its standard output and its standard error each read on its own. */
    public static Apart commandApart(List<String> javaOptions, String... arguments) throws IOException, InterruptedException {
        Path out = Files.createTempFile("command", ".out");
        Path err = Files.createTempFile("command", ".err");
        try {
            Process process = new ProcessBuilder(javaCommand(javaOptions, List.of(arguments)))
                    .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            if (!process.waitFor(300, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IllegalStateException("the command did not end: " + String.join(" ", arguments));
            }
            return new Apart(process.exitValue(), Files.readAllBytes(out), Files.readAllLines(err));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    public int exitCode() throws InterruptedException {
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            throw new IllegalStateException("the command did not end:\n" + String.join("\n", output));
        }
        drainer.join();
        return process.exitValue();
    }

    /** The process's resident memory now, in bytes (Linux: /proc/PID/status). */
    public long residentBytes() throws IOException {
        return status("VmRSS:");
    }

    /** The most resident memory the process has had since it started (its high-water mark), in bytes. */
    public long peakResidentBytes() throws IOException {
        return status("VmHWM:");
    }

    private long status(String field) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc", Long.toString(process.pid()), "status"))) {
            if (line.startsWith(field)) {
                return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
            }
        }
        throw new IllegalStateException("no " + field + " for process " + process.pid());
    }

    public List<String> output() {
        return List.copyOf(output);
    }

    /** The first match of {@code pattern}'s group 1 in the output. */
    public String find(Pattern pattern) {
        for (String line : output) {
            Matcher matcher = pattern.matcher(line);
            if (matcher.find()) {
                return matcher.group(1);
            }
        }
        return null;
    }

    public String baseUrl() {
        return find(URL).replace("\\/", "/").replace("localhost", "127.0.0.1");
    }

    public HttpResponse<byte[]> get(String path, String bearer) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl() + path)).timeout(Duration.ofSeconds(20));
        if (bearer != null) {
            request.header("Authorization", "Bearer " + bearer);
        }
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    private void await(java.util.function.Predicate<String> condition, Duration patience) throws InterruptedException {
        long deadline = System.nanoTime() + patience.toNanos();
        while (System.nanoTime() < deadline) {
            if (output.stream().anyMatch(condition)) {
                return;
            }
            if (!process.isAlive()) {
                break;
            }
            Thread.sleep(50);
        }
        throw new IllegalStateException("the service did not start:\n" + String.join("\n", output));
    }

    /** Sends SIGTERM, as a platform stopping the instance does, without waiting for the end. */
    public void terminate() {
        process.destroy();
    }

    /** Waits for the process to end; false if it still runs after {@code patience}. */
    public boolean awaitExit(Duration patience) throws InterruptedException {
        return process.waitFor(patience.toMillis(), TimeUnit.MILLISECONDS);
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(15, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }
}
