package dev.stigservice.domain.model;

import java.util.List;
import java.util.Objects;

/** An assessment of one asset against one or more benchmarks: STIG Viewer's CKL, or its CKLB. */
public record Checklist(ChecklistAsset asset, List<ChecklistStig> stigs) {

    public Checklist {
        Objects.requireNonNull(asset, "asset");
        stigs = List.copyOf(stigs);
        if (stigs.isEmpty()) {
            throw new IllegalArgumentException("a checklist holds at least one benchmark");
        }
    }

    /** A blank checklist of one revision: every rule not reviewed. */
    public static Checklist blank(Benchmark benchmark, ChecklistAsset asset) {
        return new Checklist(asset, List.of(ChecklistStig.blank(benchmark)));
    }
}
