package dev.stigservice.adapter.snapshot;

/**
 * What reading one snapshot may cost, whatever its headers claim, so that a zip bomb is refused with memory and time
 * bounded.
 *
 * @param maxEntries          entries in one zip (DISA's whole library is a few thousand documents)
 * @param maxEntryBytes       what one entry may decompress to (the files backend's bound on one document)
 * @param maxCompressionRatio decompressed over compressed bytes, once past {@code ratioGraceBytes} (XCCDF deflates
 *                            about 10 to 1)
 * @param ratioGraceBytes     how much of an entry is read before the ratio counts
 */
record SnapshotLimits(int maxEntries, long maxEntryBytes, int maxCompressionRatio, long ratioGraceBytes) {

    static final SnapshotLimits DEFAULT = new SnapshotLimits(100_000, 64L << 20, 100, 64L << 10);

    SnapshotLimits {
        if (maxEntries < 1 || maxEntryBytes < 1 || maxCompressionRatio < 1 || ratioGraceBytes < 0) {
            throw new IllegalArgumentException("snapshot limits are positive");
        }
    }
}
