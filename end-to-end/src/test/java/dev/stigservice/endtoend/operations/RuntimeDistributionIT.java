package dev.stigservice.endtoend.operations;

import dev.stigservice.endtoend.support.JarProcess;

import dev.stigservice.xccdf.StigSamples;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * target/stig-service-dist.tar.gz as an operator uses it: unpacked, started with bin/stig-service in an
 * environment whose only Java on the PATH is not 25 (this machine's /usr/bin/java is 17) and with no
 * JAVA_HOME, then driven over HTTP on the real samples. A module that jlink left out shows up here.
 */
class RuntimeDistributionIT {

    private static final String TOKEN = "distribution-token";
    private static final Path ARCHIVE = Path.of(System.getProperty("stig.distribution", "../bootstrap/target/stig-service-dist.tar.gz"));
    private static Path unpacked;
    private static JarProcess service;

    @BeforeAll
    static void start() throws Exception {
        String samples = StigSamples.directory().toAbsolutePath().toString();
        assertThat(ARCHIVE).as("./mvnw package builds it").isRegularFile();
        unpacked = Files.createTempDirectory("stig-dist");
        run("tar", "-xzf", ARCHIVE.toAbsolutePath().toString(), "-C", unpacked.toString());
        Path home = unpacked.resolve("stig-service");
        service = JarProcess.launcher(home.resolve("bin/stig-service"), Map.of(
                "PATH", "/usr/bin:/bin",
                "JAVA_OPTS", "-Dmicronaut.server.port=-1 -Dmicronaut.server.host=127.0.0.1 "
                        + "-Dstig.catalog.directory=" + samples + " -Dstig.auth.tokens=" + TOKEN));
        System.out.printf("runtime distribution: %d bytes packed, %d bytes unpacked (runtime %d)%n",
                Files.size(ARCHIVE), size(home), size(home.resolve("runtime")));
    }

    @AfterAll
    static void stop() throws Exception {
        if (service != null) {
            service.close();
        }
        if (unpacked != null) {
            run("rm", "-rf", unpacked.toString());
        }
    }

    @Test
    void runsOnItsOwnJava25() throws Exception {
        Path java = unpacked.resolve("stig-service/runtime/bin/java");
        Process version = new ProcessBuilder(java.toString(), "-version").redirectErrorStream(true).start();
        String text = new String(version.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(version.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(text).contains("version \"25");
        assertThat(service.output()).anyMatch(line -> line.contains("Server Running"));
    }

    @Test
    void servesTheSamplesInEveryFormatAndItsMetrics() throws Exception {
        // Dates in release-info ("01 Apr 2026") need the runtime's locale data.
        assertThat(new String(service.get("/api/v1/stigs", null).body(), StandardCharsets.UTF_8))
                .contains("\"total\":22", "\"slug\":\"rhel-9-stig\"", "\"benchmarkDate\":\"2026-04-01\"");
        for (String format : new String[] {"json", "csv", "xml"}) {
            HttpResponse<byte[]> download = service.get("/api/v1/stigs/rhel-9-stig/download?format=" + format, TOKEN);
            assertThat(download.statusCode()).as(format).isEqualTo(200);
            assertThat(download.body().length).as(format).isGreaterThan(500_000);
        }
        HttpResponse<byte[]> metrics = service.get("/prometheus", null);
        assertThat(metrics.statusCode()).isEqualTo(200);
        // process_cpu_usage comes from com.sun.management, that is the jdk.management module.
        assertThat(new String(metrics.body(), StandardCharsets.UTF_8)).contains("jvm_memory_used_bytes", "process_cpu_usage");
        assertThat(service.output()).noneMatch(line -> line.contains("NoClassDefFoundError")
                || line.contains("ClassNotFoundException") || line.contains("ERROR"));
    }

    /**
     * A jar in lib/ext/ (where an extra module's jars go) is on the class path of every command, after the service's
     * jar, and the launcher still starts with its AOT cache: -XX:AOTMode=on refuses to start where the cache cannot be
     * used (a class path that does not extend the trained one), and the JVM's log says it uses the cache's classes.
     */
    @Test
    void aJarInLibExtIsOnTheClassPathAndTheAotCacheIsStillUsed() throws Exception {
        Path home = unpacked.resolve("stig-service");
        Path extra = home.resolve("lib/ext/extra-module.jar");
        try (var jar = new java.util.zip.ZipOutputStream(Files.newOutputStream(extra))) {
            jar.putNextEntry(new java.util.zip.ZipEntry("extra-module.txt"));
            jar.write("from lib/ext".getBytes(StandardCharsets.UTF_8));
        }
        try {
            ProcessBuilder command = new ProcessBuilder(home.resolve("bin/stig-service").toString(), "no-such-command").redirectErrorStream(true);
            command.environment().put("PATH", "/usr/bin:/bin");
            command.environment().put("JAVA_OPTS", "-XX:AOTMode=on -Xlog:aot -Xlog:class+path=info");
            Process process = command.start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
            assertThat(output).contains("Opened AOT cache " + home.resolve("lib/stig-service.aot"))
                    .contains("Using AOT-linked classes: true").contains("unknown command or argument 'no-such-command'")
                    .contains("extra-module.jar").doesNotContain("mismatch");
            assertThat(process.exitValue()).isEqualTo(2);
        } finally {
            Files.delete(extra);
        }
    }

    private static void run(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).inheritIO().start();
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(String.join(" ", command)).isZero();
    }

    private static long size(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile).mapToLong(file -> file.toFile().length()).sum();
        }
    }
}
