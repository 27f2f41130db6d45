package dev.stigservice.adapter.oscal;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.CciList;
import dev.stigservice.xccdf.CciListParser;
import dev.stigservice.xccdf.StigSamples;
import dev.stigservice.xccdf.XccdfException;
import dev.stigservice.xccdf.XccdfReader;
import org.junit.jupiter.api.DynamicTest;
import org.opentest4j.TestAbortedException;

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

/** Every manual benchmark among the shared DISA samples (zip members too), its bytes and the model the service reads from them. */
record Samples(String name, byte[] bytes, Benchmark model) {

    private static List<Samples> read;
    private static CciList cciList;

    /** One dynamic test per sample; without the samples, one test skipped with the reason. */
    static Stream<DynamicTest> tests(Function<Samples, DynamicTest> test) throws IOException {
        List<Samples> samples;
        try {
            samples = all();
        } catch (TestAbortedException absent) {
            return Stream.of(DynamicTest.dynamicTest("DISA samples", () -> {
                throw absent;
            }));
        }
        return samples.stream().map(test);
    }

    static synchronized List<Samples> all() throws IOException {
        if (read == null) {
            read = read();
        }
        return read;
    }

    /** DISA's CCI list beside the samples, as the service's parser reads it. */
    static synchronized CciList cciList() throws IOException, XccdfException {
        if (cciList == null) {
            cciList = new CciListParser().read("U_CCI_List.xml", Files.readAllBytes(StigSamples.cciList())).orElseThrow();
        }
        return cciList;
    }

    /** The same file read once more: a second run of the service on the same revision. */
    Benchmark readAgain() throws XccdfException {
        return new XccdfReader().read(name, bytes);
    }

    private static List<Samples> read() throws IOException {
        List<Samples> samples = new ArrayList<>();
        try (Stream<Path> files = Files.list(StigSamples.directory())) {
            for (Path file : files.sorted().toList()) {
                String name = file.getFileName().toString();
                if (name.endsWith(".xml")) {
                    add(name, Files.readAllBytes(file), samples);
                } else if (name.endsWith(".zip")) {
                    try (ZipFile zip = new ZipFile(file.toFile())) {
                        for (ZipEntry entry : zip.stream().filter(e -> e.getName().endsWith(".xml")).toList()) {
                            try (InputStream in = zip.getInputStream(entry)) {
                                add(Path.of(entry.getName()).getFileName().toString(), in.readAllBytes(), samples);
                            }
                        }
                    }
                }
            }
        }
        return samples;
    }

    private static void add(String name, byte[] bytes, List<Samples> into) {
        try {
            into.add(new Samples(name, bytes, new XccdfReader().read(name, bytes)));
        } catch (XccdfException notServed) {
            // A SCAP data stream or another file that is not a manual benchmark: the service does not serve it as one either.
        }
    }
}
