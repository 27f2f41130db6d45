package dev.stigservice.application.imports;

import java.util.List;

/**
 * @param imported  revisions added to the store
 * @param unchanged revisions the store already held (same content)
 * @param skipped   one line per file, library member or document that was not imported, naming it and the reason
 */
public record ImportReport(int imported, int unchanged, List<String> skipped) {

    public ImportReport {
        skipped = List.copyOf(skipped);
    }

    /** Something was imported or already there: an import that skipped some members still stored the others. */
    public boolean storedAny() {
        return imported + unchanged > 0;
    }

    public String line() {
        return "Import finished: %d imported, %d unchanged, %d skipped".formatted(imported, unchanged, skipped.size());
    }
}
