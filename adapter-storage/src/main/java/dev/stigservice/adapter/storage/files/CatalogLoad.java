package dev.stigservice.adapter.storage.files;

/**
 * The outcome of one load of the catalog, for the summary line at startup and after each refresh.
 *
 * @param skippedFiles documents that were skipped: not a manual benchmark, broken, hostile or over a limit
 */
public record CatalogLoad(String source, int benchmarks, int rules, int skippedFiles, long millis) {

    public String summary() {
        return "%d benchmarks, %d rules, %d skipped files from %s in %d ms"
                .formatted(benchmarks, rules, skippedFiles, source, millis);
    }
}
