package dev.stigservice.adapter.storage.files;


import java.util.List;

/**
 * What one top-level file of the catalog folder gave on its last read.
 *
 * @param stamp      size and modification time when read; an unchanged stamp means the file need not be read again
 * @param benchmarks every benchmark found in it (a bundle holds many)
 * @param problems   one line per document that was skipped, naming it and the reason
 * @param failed     true when the file as a whole could not be read (truncated zip, unreadable file)
 */
record LoadedFile(FileStamp stamp, List<StoredBenchmark> benchmarks, List<String> problems, boolean failed) {

    LoadedFile {
        benchmarks = List.copyOf(benchmarks);
        problems = List.copyOf(problems);
    }

    /** Size and modification time: the cheap test of whether a file changed since it was read. */
    record FileStamp(long size, long modifiedMillis) {
    }
}
