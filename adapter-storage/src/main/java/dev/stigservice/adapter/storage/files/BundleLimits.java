package dev.stigservice.adapter.storage.files;

/**
 * Bounds on what one file, or one member of a library, may cost to read, so that a zip bomb or an absurdly nested
 * bundle is skipped instead of exhausting memory. Members of a library are read one at a time, so the memory a
 * library needs is bounded by its largest member, not by the number of members.
 *
 * @param maxEntryBytes        largest single XML document or member zip, also largest plain file read
 * @param maxMemberBytes       most bytes decompressed for one member of a zip (one of its entries, with the zips nested in it)
 * @param maxCompressionRatio  largest decompressed/compressed ratio of an entry past the first MiB
 * @param maxNestingDepth      zips inside zips allowed below a top-level file (DISA's library nests one level, its bundles two)
 */
public record BundleLimits(long maxEntryBytes, long maxMemberBytes, int maxCompressionRatio, int maxNestingDepth) {

    public static final BundleLimits DEFAULT = new BundleLimits(64L << 20, 256L << 20, 100, 3);

    public BundleLimits {
        if (maxEntryBytes <= 0 || maxMemberBytes < maxEntryBytes || maxCompressionRatio < 1 || maxNestingDepth < 0) {
            throw new IllegalArgumentException("bundle limits must be positive and the member limit at least the entry limit");
        }
    }
}
