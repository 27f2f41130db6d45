package dev.stigservice.adapter.export;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Export;
import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.port.Exporter;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/** A benchmark as a Markdown page: a heading, then one line per rule (the worked example of the export guide). */
final class MarkdownExporter implements Exporter {

    /**
     * The ?format= value and file extension, the Content-Type, and the version of the bytes: raise it whenever the same
     * benchmark is written as other bytes (it is part of the ETag).
     */
    static final Format FORMAT = new Format("md", "text/markdown; charset=utf-8", "1");

    @Override
    public Format format() {
        return FORMAT;
    }

    @Override
    public void write(Export export, OutputStream out) throws IOException {
        Benchmark benchmark = export.benchmark(); // export.cciList(): DISA's CCI list, or null
        Writer text = new OutputStreamWriter(out, StandardCharsets.UTF_8); // flushed, never closed: `out` is not ours
        text.write("# " + plain(benchmark.title()) + " " + benchmark.revision().label() + "\n\n");
        for (Rule rule : benchmark.rules()) {
            String severity = rule.severity() == null ? "unknown" : rule.severity().code();
            text.write("- **" + rule.groupId() + "** (" + severity + ") " + plain(rule.title()) + "\n");
        }
        text.flush();
    }

    /** DISA's text on one line, with Markdown's own characters escaped so that a title cannot become markup. */
    private static String plain(String text) {
        return text == null ? "" : text.replaceAll("\\s+", " ").replaceAll("([\\\\`*_\\[\\]<>#|])", "\\\\$1");
    }
}
