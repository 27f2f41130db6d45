package dev.stigservice.adapter.export;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Export;
import dev.stigservice.domain.port.Exporter;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The export guide's worked example works: it writes a benchmark built in code (no DISA file needed), and it can be
 * registered beside the standard formats, after them, without clashing with any of them.
 */
class MarkdownExporterTest {

    @Test
    void writesTheTitleAndOneLinePerRule() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new MarkdownExporter().write(new Export(ExampleBenchmarks.first(), null), out);

        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("""
                # Example OS Security Technical Implementation Guide V1R1

                - **V-100001** (high) The rule EX-00-000010.
                - **V-100002** (medium) The rule EX-00-000020.
                """);
    }

    @Test
    void aTitleCannotBecomeMarkup() throws IOException {
        Benchmark benchmark = ExampleBenchmarks.first();
        Benchmark hostile = new Benchmark(benchmark.benchmarkId(), "# *Not* a [link](x)\n<b>", null, null, null,
                benchmark.revision(), null, null, benchmark.source(), List.of(), List.of());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new MarkdownExporter().write(new Export(hostile, null), out);

        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("# \\# \\*Not\\* a \\[link\\](x) \\<b\\> V1R1\n");
    }

    @Test
    void registersAfterTheStandardFormatsUnderANameOfItsOwn() {
        List<String> names = Stream.concat(StandardExporters.all().stream(), Stream.of(new MarkdownExporter()))
                .map(Exporter::format).map(format -> format.name()).toList();

        assertThat(names).containsExactly("json", "csv", "xml", "md").doesNotHaveDuplicates();
    }
}
