package dev.stigservice.application.imports;

import dev.stigservice.application.Fakes;
import dev.stigservice.domain.model.UnreadableDocument;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.FileMember;
import dev.stigservice.domain.port.BenchmarkArchive;
import dev.stigservice.domain.port.BenchmarkFiles;
import dev.stigservice.domain.port.BenchmarkReader;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class ImportBenchmarksServiceTest {

    private final Benchmark one = Fakes.benchmark("One_STIG", "One STIG", "1", "1");
    private final Benchmark two = Fakes.benchmark("Two_STIG", "Two STIG", "2", "3");
    private static final Document BROKEN = Document.of("broken.xml", "<Benchmark".getBytes(StandardCharsets.UTF_8), Instant.EPOCH);
    private static final Instant NOW = Instant.parse("2026-11-23T10:00:00.123Z");
    private final BenchmarkReader reader = document -> {
        if (document.equals(BROKEN)) {
            throw new UnreadableDocument("not well-formed XML", null);
        }
        return Fakes.READER.read(document);
    };
    /**
     * A folder of three files: a library of two benchmarks with one broken document and one member cut short, a PDF, and
     * a repeat of one.
     */
    private final BenchmarkFiles files = new BenchmarkFiles() {
        private final Map<Path, Object> contents = Map.of(
                Path.of("in/bundle.zip"), List.of(Fakes.document(one), BROKEN, "the zip is cut short", Fakes.document(two)),
                Path.of("in/readme.pdf"), new IOException("not an XCCDF .xml file or a .zip bundle"),
                Path.of("in/z-one-again.xml"), List.of(Fakes.document(one)));

        @Override
        public List<Path> filesBelow(Path path) {
            return contents.keySet().stream().sorted().toList();
        }

        @Override
        @SuppressWarnings("unchecked")
        public Members open(Path file) throws IOException {
            Object content = contents.get(file);
            if (content instanceof IOException e) {
                throw e;
            }
            Iterator<FileMember> members = ((List<Object>) content).stream().map(member -> member instanceof Document document
                    ? FileMember.read(file + (file.toString().endsWith(".zip") ? "!/" + document.fileName() : ""), document)
                    : FileMember.skipped(file + "!/cut-short.zip", (String) member)).iterator();
            return new Members() {
                @Override
                public Optional<FileMember> next() {
                    return members.hasNext() ? Optional.of(members.next()) : Optional.empty();
                }

                @Override
                public void close() {
                }
            };
        }
    };

    private final List<Document> kept = new ArrayList<>();
    private final BenchmarkArchive archive = document -> !kept.contains(document) && kept.add(document);

    private ImportBenchmarksService service(BenchmarkArchive into) {
        return new ImportBenchmarksService(files, Fakes.content(reader), into, Clock.fixed(NOW, ZoneOffset.UTC));
    }

    @Test
    void storesEveryBenchmarkReportsEachFileAndSkipsWhatCannotBeRead() throws IOException {
        List<String> progress = new ArrayList<>();
        ImportReport report = service(archive).importBenchmarks(new ImportBenchmarksCommand(List.of(Path.of("in")), progress::add));

        assertThat(report).isEqualTo(new ImportReport(2, 1, List.of("in/bundle.zip!/broken.xml: not well-formed XML",
                "in/bundle.zip!/cut-short.zip: the zip is cut short", "in/readme.pdf: not an XCCDF .xml file or a .zip bundle")));
        assertThat(report.line()).isEqualTo("Import finished: 2 imported, 1 unchanged, 3 skipped");
        assertThat(kept).as("the documents as they were given, stored at the time of the import")
                .containsExactly(Fakes.document(one).restampedAt(NOW), Fakes.document(two).restampedAt(NOW));
        assertThat(progress).containsExactly(
                "[1/3] in/bundle.zip!/" + Fakes.document(one).fileName() + ": imported One_STIG V1R1 (1 rules)",
                "[1/3] in/bundle.zip!/broken.xml: skipped, not well-formed XML",
                "[1/3] in/bundle.zip!/cut-short.zip: skipped, the zip is cut short",
                "[1/3] in/bundle.zip!/" + Fakes.document(two).fileName() + ": imported Two_STIG V2R3 (1 rules)",
                "[2/3] in/readme.pdf: skipped, not an XCCDF .xml file or a .zip bundle",
                "[3/3] in/z-one-again.xml: unchanged One_STIG V1R1 (1 rules)");
    }

    @Test
    void aStoreThatFailsOnOneBenchmarkDoesNotStopTheOthers() throws IOException {
        BenchmarkArchive failing = document -> {
            if (document.key().equals(two.source().key())) {
                throw new IllegalStateException("disk full");
            }
            return archive.save(document);
        };
        ImportReport report = service(failing).importBenchmarks(new ImportBenchmarksCommand(List.of(Path.of("in")), line -> { }));
        assertThat(report.imported()).isEqualTo(1);
        assertThat(report.skipped()).contains("in/bundle.zip!/" + Fakes.document(two).fileName() + " Two_STIG: disk full");
    }
}
