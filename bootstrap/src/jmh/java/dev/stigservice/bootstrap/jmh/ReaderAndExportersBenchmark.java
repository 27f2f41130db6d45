package dev.stigservice.bootstrap.jmh;

import dev.stigservice.adapter.export.StandardExporters;
import dev.stigservice.xccdf.XccdfReader;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Export;
import dev.stigservice.domain.port.Exporter;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.OptionsBuilder;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/**
 * The XCCDF reader and the three exporters on real DISA samples, in MB/s (input bytes for the reader, output
 * bytes for the exporters). Run on purpose, never in the test suite:
 * {@code ./mvnw -q -Pjmh -pl bootstrap -am verify -DskipTests} (samples from {@code -Dstig.samples.dir}).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ReaderAndExportersBenchmark {

    /** Small, mid-size and the largest manual sample. */
    @Param({"U_MS_DotNet_Framework_4-0_STIG_V2R8_Manual-xccdf.xml", "U_MS_Outlook_2010_STIG_V1R13_Manual-xccdf.xml",
            "U_RHEL_9_STIG_V2R8_Manual-xccdf.xml"})
    public String file;

    private final XccdfReader reader = new XccdfReader();
    private final Map<String, Exporter> exporters = new TreeMap<>();
    private byte[] content;
    private Benchmark benchmark;

    @Setup(Level.Trial)
    public void load() throws Exception {
        content = Files.readAllBytes(samples().resolve(file));
        benchmark = reader.read(file, content);
        StandardExporters.all().forEach(exporter -> exporters.put(exporter.format().name(), exporter));
    }

    @org.openjdk.jmh.annotations.Benchmark
    public Benchmark read() throws Exception {
        return reader.read(file, content);
    }

    @org.openjdk.jmh.annotations.Benchmark
    public long exportJson() throws IOException {
        return export("json");
    }

    @org.openjdk.jmh.annotations.Benchmark
    public long exportCsv() throws IOException {
        return export("csv");
    }

    @org.openjdk.jmh.annotations.Benchmark
    public long exportXml() throws IOException {
        return export("xml");
    }

    private long export(String format) throws IOException {
        CountingStream out = new CountingStream();
        exporters.get(format).write(new Export(benchmark, null), out);
        return out.count;
    }

    public static void main(String[] args) throws Exception {
        Collection<RunResult> results = new Runner(new OptionsBuilder()
                .include(ReaderAndExportersBenchmark.class.getSimpleName())
                .jvmArgsAppend("-Dstig.samples.dir=" + samples().toAbsolutePath())
                .build()).run();
        System.out.println("\n| sample | bytes | read MB/s | JSON MB/s | CSV MB/s | XML MB/s |");
        System.out.println("|---|---|---|---|---|---|");
        Map<String, Map<String, Double>> millisPerOp = new TreeMap<>();
        for (RunResult result : results) {
            String sample = result.getParams().getParam("file");
            String method = result.getParams().getBenchmark().replaceFirst(".*\\.", "");
            millisPerOp.computeIfAbsent(sample, k -> new TreeMap<>()).put(method, result.getPrimaryResult().getScore());
        }
        XccdfReader reader = new XccdfReader();
        Map<String, Exporter> exporters = new TreeMap<>();
        StandardExporters.all().forEach(exporter -> exporters.put(exporter.format().name(), exporter));
        for (Map.Entry<String, Map<String, Double>> sample : millisPerOp.entrySet()) {
            byte[] content = Files.readAllBytes(samples().resolve(sample.getKey()));
            Benchmark benchmark = reader.read(sample.getKey(), content);
            Map<String, Double> ms = sample.getValue();
            System.out.printf("| %s (%d rules) | %d | %.0f | %.0f | %.0f | %.0f |%n", sample.getKey(), benchmark.rules().size(),
                    content.length, mbPerSecond(content.length, ms.get("read")),
                    mbPerSecond(rendered(exporters.get("json"), benchmark), ms.get("exportJson")),
                    mbPerSecond(rendered(exporters.get("csv"), benchmark), ms.get("exportCsv")),
                    mbPerSecond(rendered(exporters.get("xml"), benchmark), ms.get("exportXml")));
        }
    }

    private static long rendered(Exporter exporter, Benchmark benchmark) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        exporter.write(new Export(benchmark, null), out);
        return out.size();
    }

    private static double mbPerSecond(long bytes, double millisPerOp) {
        return bytes / 1_000_000.0 / (millisPerOp / 1000.0);
    }

    private static Path samples() {
        return Path.of(System.getProperty("stig.samples.dir", "../shared/stig-samples"));
    }

    /** Counts what an exporter writes, keeping nothing: measures rendering, not memory copies. */
    private static final class CountingStream extends OutputStream {
        long count;

        @Override
        public void write(int b) {
            count++;
        }

        @Override
        public void write(byte[] bytes, int offset, int length) {
            count += length;
        }
    }
}
