package dev.stigservice.adapter.storage.files;

import dev.stigservice.domain.model.Document;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipInputStream;

/**
 * Takes the documents out of one file: a plain XML document, or a DISA zip bundle whose {@code .xml}
 * entries are all documents (DISA does not always name its XCCDF {@code *xccdf.xml}; the core reads each and
 * skips what is not a benchmark) and whose {@code .zip} entries are opened in turn, within {@link BundleLimits}.
 */
public final class BundleReader {

    /** Why a file that is neither XML nor a zip is skipped. */
    public static final String NOT_CATALOG_CONTENT = "not an XCCDF .xml file or a .zip bundle";
    private static final long RATIO_GRACE_BYTES = 1L << 20;

    private final BundleLimits limits;

    public BundleReader(BundleLimits limits) {
        this.limits = limits;
    }

    public static boolean isXml(String name) {
        return name.toLowerCase(Locale.ROOT).endsWith(".xml");
    }

    public static boolean isZip(String name) {
        return name.toLowerCase(Locale.ROOT).endsWith(".zip");
    }

    /**
     * @param name     how messages name the file: its path below the catalog folder
     * @param storedAt the time its documents are given, the file's modification time
     * @throws IOException when the file cannot be read, or breaks a limit
     */
    public List<Document> read(Path file, String name, Instant storedAt) throws IOException {
        List<Document> documents = new ArrayList<>();
        if (isZip(name)) {
            // ZipFile needs the central directory at the end: a bundle still being copied fails as a whole.
            try (ZipFile zip = new ZipFile(file.toFile())) {
                Budget budget = new Budget();
                Enumeration<? extends ZipEntry> entries = zip.entries();
                while (entries.hasMoreElements()) {
                    ZipEntry entry = entries.nextElement();
                    if (!entry.isDirectory()) {
                        try (InputStream in = zip.getInputStream(entry)) {
                            readEntry(name, entry, in, 0, budget, storedAt, documents);
                        }
                    }
                }
            }
        } else {
            if (Files.size(file) > limits.maxEntryBytes()) {
                throw new IOException("larger than " + limits.maxEntryBytes() + " bytes");
            }
            documents.add(Document.of(file.getFileName().toString(), Files.readAllBytes(file), storedAt));
        }
        return documents;
    }

    /** Editors and copy tools write dot-files (".file.xml.swp", ".~tmp") that are not catalog content. */
    public static boolean isHidden(Path relative) {
        for (Path part : relative) {
            if (part.toString().startsWith(".")) {
                return true;
            }
        }
        return false;
    }

    /** Every regular, non-hidden file at or below {@code path}, in a stable order. */
    public static List<Path> filesBelow(Path path) throws IOException {
        if (Files.isRegularFile(path)) {
            return List.of(path);
        }
        try (var walk = Files.walk(path)) {
            return walk.filter(Files::isRegularFile).filter(file -> !isHidden(path.relativize(file))).sorted().toList();
        }
    }

    private void readEntry(String location, ZipEntry entry, InputStream in, int depth, Budget budget, Instant storedAt,
                           List<Document> documents) throws IOException {
        String entryName = entry.getName();
        String here = location + "!/" + entryName;
        if (isXml(entryName)) {
            documents.add(Document.of(lastSegment(entryName), readBounded(in, entry, budget), storedAt));
        } else if (isZip(entryName)) {
            if (depth + 1 > limits.maxNestingDepth()) {
                throw new IOException("zips nested deeper than " + limits.maxNestingDepth() + " levels at " + here);
            }
            byte[] bytes = readBounded(in, entry, budget);
            try (ZipInputStream nested = new ZipInputStream(new ByteArrayInputStream(bytes))) {
                ZipEntry inner;
                while ((inner = nested.getNextEntry()) != null) {
                    if (!inner.isDirectory()) {
                        readEntry(here, inner, nested, depth + 1, budget, storedAt, documents);
                    }
                }
            }
        }
        // PDFs, the XSL and the logo that DISA ships beside each benchmark are not catalog content.
    }

    /** Decompresses one entry, counting the real bytes (headers can lie) against every limit. */
    private byte[] readBounded(InputStream in, ZipEntry entry, Budget budget) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[64 * 1024];
        long compressed = Math.max(entry.getCompressedSize(), 1);
        long total = 0;
        int read;
        while ((read = in.read(buffer)) > 0) {
            total += read;
            budget.spend(read);
            if (total > limits.maxEntryBytes()) {
                throw new IOException("entry " + entry.getName() + " is larger than " + limits.maxEntryBytes() + " bytes");
            }
            if (total > RATIO_GRACE_BYTES && entry.getCompressedSize() > 0 && total / compressed > limits.maxCompressionRatio()) {
                throw new IOException("entry " + entry.getName() + " expands more than " + limits.maxCompressionRatio() + " times");
            }
            out.write(buffer, 0, read);
        }
        return out.toByteArray();
    }

    private static String lastSegment(String entryName) {
        return entryName.substring(entryName.lastIndexOf('/') + 1);
    }

    /** Bytes decompressed so far from one top-level bundle. */
    private final class Budget {
        private long spent;

        void spend(long bytes) throws IOException {
            spent += bytes;
            if (spent > limits.maxBundleBytes()) {
                throw new IOException("bundle expands to more than " + limits.maxBundleBytes() + " bytes");
            }
        }
    }
}
