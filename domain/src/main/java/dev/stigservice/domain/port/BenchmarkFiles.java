package dev.stigservice.domain.port;

import dev.stigservice.domain.model.FileContents;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** Reads benchmarks out of files: the one XCCDF reading path, for imports as for the files backend. */
public interface BenchmarkFiles {

    /** Every regular, non-hidden file at or below {@code path} (a file or a folder), in a stable order. */
    List<Path> filesBelow(Path path) throws IOException;

    /**
     * The benchmarks of one plain XCCDF file or DISA zip bundle; a document inside a bundle that cannot be read
     * is listed among the problems.
     *
     * @throws IOException when the file as a whole cannot be read, or is neither XCCDF nor a bundle
     */
    FileContents read(Path file) throws IOException;
}
