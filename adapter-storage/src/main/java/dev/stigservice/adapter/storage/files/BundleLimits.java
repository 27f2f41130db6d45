package dev.stigservice.adapter.storage.files;

/**
 * Bounds on what one file or zip bundle may cost to read, so that a zip bomb or an absurdly nested
 * bundle is skipped instead of exhausting memory.
 *
 * @param maxEntryBytes        largest single XML document, also largest plain file read
 * @param maxBundleBytes       most bytes decompressed from one top-level bundle, nested zips included
 * @param maxCompressionRatio  largest decompressed/compressed ratio of an entry past the first MiB
 * @param maxNestingDepth      zips inside zips allowed below a top-level bundle (DISA's library nests one level)
 */
public record BundleLimits(long maxEntryBytes, long maxBundleBytes, int maxCompressionRatio, int maxNestingDepth) {

    public static final BundleLimits DEFAULT = new BundleLimits(64L << 20, 1L << 30, 100, 3);

    public BundleLimits {
        if (maxEntryBytes <= 0 || maxBundleBytes < maxEntryBytes || maxCompressionRatio < 1 || maxNestingDepth < 0) {
            throw new IllegalArgumentException("bundle limits must be positive and the bundle limit at least the entry limit");
        }
    }
}
