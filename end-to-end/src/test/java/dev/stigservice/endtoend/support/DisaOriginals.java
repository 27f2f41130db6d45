package dev.stigservice.endtoend.support;

import dev.stigservice.adapter.export.StandardExporters;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Export;
import dev.stigservice.domain.port.Exporter;
import dev.stigservice.xccdf.StigSamples;
import dev.stigservice.xccdf.XccdfException;
import dev.stigservice.xccdf.XccdfReader;
import org.junit.jupiter.api.DynamicTest;
import org.opentest4j.TestAbortedException;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/** Every manual benchmark among the shared samples (zip members included) as DISA published it, with the model read from it. */
public record DisaOriginals(String name, byte[] bytes, Benchmark model) {

    private static List<DisaOriginals> read;

    /**
     * Read once per test JVM; without the samples, an assumption fails (see {@link #tests}).
     */
    public static synchronized List<DisaOriginals> all() throws IOException {
        if (read == null) {
            read = read();
        }
        return read;
    }

    /**
     * The tests {@code tests} builds from the originals; without the samples, one test skipped with the reason (an
     * aborted test factory would report no test at all).
     */
    public static Stream<DynamicTest> tests(Function<List<DisaOriginals>, Stream<DynamicTest>> tests) throws IOException {
        List<DisaOriginals> originals;
        try {
            originals = all();
        } catch (TestAbortedException samplesAbsent) {
            return Stream.of(DynamicTest.dynamicTest("DISA samples", () -> {
                throw samplesAbsent;
            }));
        }
        return tests.apply(originals);
    }

    private static List<DisaOriginals> read() throws IOException {
        XccdfReader reader = new XccdfReader();
        List<DisaOriginals> originals = new ArrayList<>();
        try (Stream<Path> files = Files.list(StigSamples.directory())) {
            for (Path file : files.sorted().toList()) {
                String name = file.getFileName().toString();
                if (name.endsWith(".xml")) {
                    add(reader, name, Files.readAllBytes(file), originals);
                } else if (name.endsWith(".zip")) {
                    try (ZipFile zip = new ZipFile(file.toFile())) {
                        for (ZipEntry entry : zip.stream().filter(e -> e.getName().endsWith(".xml")).toList()) {
                            try (InputStream in = zip.getInputStream(entry)) {
                                add(reader, Path.of(entry.getName()).getFileName().toString(), in.readAllBytes(), originals);
                            }
                        }
                    }
                }
            }
        }
        return originals;
    }

    private static void add(XccdfReader reader, String name, byte[] bytes, List<DisaOriginals> into) {
        try {
            into.add(new DisaOriginals(name, bytes, reader.read(name, bytes)));
        } catch (XccdfException e) {
            // A SCAP data stream or another file that is not a manual benchmark: the service does not serve it as one either.
        }
    }

    /** The download of this benchmark in {@code format}, as the exporter writes it. */
    public byte[] download(String format) throws IOException {
        return render(format, model);
    }

    /** What the service's exporter for {@code format} writes for a model. */
    public static byte[] render(String format, Benchmark model) throws IOException {
        Exporter exporter = StandardExporters.all().stream().filter(e -> e.format().name().equals(format)).findFirst().orElseThrow();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        exporter.write(new Export(model, null), out);
        return out.toByteArray();
    }
}
