package dev.stigservice.domain.port;

import dev.stigservice.domain.model.Benchmark;

/**
 * A store that takes imports (a database); the files backend has none, its folder is its input. A port of
 * its own rather than a method of {@link BenchmarkCatalog}, so a read-only store is not made to refuse writes
 * at run time (docs/adr/0005-storage-port-is-storage-only.md).
 */
public interface BenchmarkArchive {

    /**
     * Keeps the revision, all of it or nothing, beside every revision kept before.
     *
     * @return true when it was added; false when a revision with the same content key was already kept
     */
    boolean save(Benchmark benchmark);
}
