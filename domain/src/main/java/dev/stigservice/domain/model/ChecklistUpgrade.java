package dev.stigservice.domain.model;

import java.util.List;
import java.util.Objects;

/**
 * A checklist carried to newer revisions: the new checklist, what happened to each benchmark carried, and the
 * benchmarks kept as they were (the catalog does not hold them).
 *
 * @param kept the benchmark ids of the checklist's benchmarks left as they were
 */
public record ChecklistUpgrade(Checklist checklist, List<StigUpgrade> upgrades, List<String> kept) {

    public ChecklistUpgrade {
        Objects.requireNonNull(checklist, "checklist");
        upgrades = List.copyOf(upgrades);
        kept = List.copyOf(kept);
        if (upgrades.isEmpty()) {
            throw new IllegalArgumentException("an upgrade carries at least one benchmark");
        }
    }
}
