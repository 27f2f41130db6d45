package dev.stigservice.application.imports;

import java.util.List;

/**
 * @param imported  revisions added to the store
 * @param unchanged revisions the store already held (same content)
 * @param skipped   one line per file or document that was not imported, naming it and the reason
 */
public record ImportReport(int imported, int unchanged, List<String> skipped) {

    public ImportReport {
        skipped = List.copyOf(skipped);
    }

    public String line() {
        return "Import finished: %d imported, %d unchanged, %d skipped".formatted(imported, unchanged, skipped.size());
    }
}
