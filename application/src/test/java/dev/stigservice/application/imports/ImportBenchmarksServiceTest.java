package dev.stigservice.application.imports;

import dev.stigservice.application.Fakes;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.FileContents;
import dev.stigservice.domain.port.BenchmarkArchive;
import dev.stigservice.domain.port.BenchmarkFiles;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class ImportBenchmarksServiceTest {

    private final Benchmark one = Fakes.benchmark("One_STIG", "One STIG", "1", "1");
    private final Benchmark two = Fakes.benchmark("Two_STIG", "Two STIG", "2", "3");

    /** A folder of three files: a bundle of two benchmarks with one broken document, a PDF, and a repeat of one. */
    private final BenchmarkFiles files = new BenchmarkFiles() {
        private final Map<Path, Object> contents = Map.of(
                Path.of("in/bundle.zip"), new FileContents(List.of(one, two), List.of("in/bundle.zip!/broken.xml: not well-formed XML")),
                Path.of("in/readme.pdf"), new IOException("not an XCCDF .xml file or a .zip bundle"),
                Path.of("in/z-one-again.xml"), new FileContents(List.of(one), List.of()));

        @Override
        public List<Path> filesBelow(Path path) {
            return contents.keySet().stream().sorted().toList();
        }

        @Override
        public FileContents read(Path file) throws IOException {
            Object content = contents.get(file);
            if (content instanceof IOException e) {
                throw e;
            }
            return (FileContents) content;
        }
    };

    private final Set<String> kept = new HashSet<>();
    private final BenchmarkArchive archive = benchmark -> kept.add(benchmark.source().sha256());

    @Test
    void storesEveryBenchmarkReportsEachFileAndSkipsWhatCannotBeRead() throws IOException {
        List<String> progress = new ArrayList<>();
        ImportReport report = new ImportBenchmarksService(files, archive)
                .importBenchmarks(new ImportBenchmarksCommand(List.of(Path.of("in")), progress::add));

        assertThat(report).isEqualTo(new ImportReport(2, 1, List.of(
                "in/bundle.zip!/broken.xml: not well-formed XML", "in/readme.pdf: not an XCCDF .xml file or a .zip bundle")));
        assertThat(report.line()).isEqualTo("Import finished: 2 imported, 1 unchanged, 2 skipped");
        assertThat(progress).containsExactly(
                "[1/3] in/bundle.zip: skipped in/bundle.zip!/broken.xml: not well-formed XML",
                "[1/3] in/bundle.zip: imported One_STIG V1R1 (1 rules)",
                "[1/3] in/bundle.zip: imported Two_STIG V2R3 (1 rules)",
                "[2/3] in/readme.pdf: skipped, not an XCCDF .xml file or a .zip bundle",
                "[3/3] in/z-one-again.xml: unchanged One_STIG V1R1 (1 rules)");
    }

    @Test
    void aStoreThatFailsOnOneBenchmarkDoesNotStopTheOthers() throws IOException {
        BenchmarkArchive failing = benchmark -> {
            if (benchmark == two) {
                throw new IllegalStateException("disk full");
            }
            return kept.add(benchmark.source().sha256());
        };
        ImportReport report = new ImportBenchmarksService(files, failing)
                .importBenchmarks(new ImportBenchmarksCommand(List.of(Path.of("in")), line -> { }));
        assertThat(report.imported()).isEqualTo(1);
        assertThat(report.skipped()).contains("in/bundle.zip Two_STIG: disk full");
    }
}
