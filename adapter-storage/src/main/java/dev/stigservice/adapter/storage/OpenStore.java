package dev.stigservice.adapter.storage;

import dev.stigservice.domain.port.BenchmarkArchive;
import dev.stigservice.domain.port.BenchmarkCatalog;

import java.util.Optional;

/**
 * A store as its backend built it.
 *
 * @param name    how the startup line and messages name it: a folder, "the bundled demo catalog", "PostgreSQL"
 * @param catalog the store
 */
public record OpenStore(String name, BenchmarkCatalog catalog) {

    /** The store as the import command fills it, when it takes imports. */
    public Optional<BenchmarkArchive> archive() {
        return catalog instanceof BenchmarkArchive archive ? Optional.of(archive) : Optional.empty();
    }
}
