package dev.stigservice.adapter.snapshot;

/**
 * What reading one snapshot may cost, whatever its headers claim. Entries are stored uncompressed, so a compressed
 * entry (a zip bomb's way) is refused before it is read; these bound the rest.
 *
 * @param maxEntries    entries in one zip (DISA's whole library is a few thousand documents)
 * @param maxEntryBytes what one entry may hold (the files backend's bound on one document)
 */
record SnapshotLimits(int maxEntries, long maxEntryBytes) {

    static final SnapshotLimits DEFAULT = new SnapshotLimits(100_000, 64L << 20);

    SnapshotLimits {
        if (maxEntries < 1 || maxEntryBytes < 1) {
            throw new IllegalArgumentException("snapshot limits are positive");
        }
    }
}
