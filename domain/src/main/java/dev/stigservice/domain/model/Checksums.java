package dev.stigservice.domain.model;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A snapshot's {@code SHA256SUMS}: one line per entry, {@code <sha-256 hex>  <entry name>}, exactly as
 * {@code sha256sum} writes it and {@code sha256sum -c} reads it. It is the file the snapshot's signature covers, so
 * a receiving site checks the signature and these sums with standard tools before anything touches the service.
 *
 * @param sha256ByName each entry's name and digest, in the order written
 */
public record Checksums(Map<String, String> sha256ByName) {

    /** The file's name in a snapshot, and the name of its detached signature. */
    public static final String FILE_NAME = "SHA256SUMS";
    public static final String SIGNATURE_FILE_NAME = "SHA256SUMS.sig";

    // sha256sum writes "hex  name" (text mode) or "hex *name" (binary); a name with a backslash or a line break it
    // escapes, and no snapshot entry has one.
    private static final Pattern LINE = Pattern.compile("([0-9a-f]{64}) [ *]([^\\\\\\r\\n]+)");

    public Checksums {
        sha256ByName = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(sha256ByName));
        sha256ByName.forEach((name, sha256) -> {
            if (!LINE.matcher(sha256 + "  " + name).matches()) {
                throw new IllegalArgumentException("not a SHA256SUMS line: " + sha256 + "  " + name);
            }
        });
    }

    /** The file's bytes: UTF-8, one line per entry, each ended by a line feed. */
    public byte[] bytes() {
        StringBuilder text = new StringBuilder();
        sha256ByName.forEach((name, sha256) -> text.append(sha256).append("  ").append(name).append('\n'));
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** @throws RefusedSnapshot naming the first line that is not a sum, or a name given twice */
    public static Checksums parse(byte[] file) throws RefusedSnapshot {
        String text = new String(file, StandardCharsets.UTF_8);
        if (!text.isEmpty() && !text.endsWith("\n")) {
            throw new RefusedSnapshot(FILE_NAME + ": the last line has no line feed (a truncated file?)");
        }
        Map<String, String> sums = new LinkedHashMap<>();
        String[] lines = text.isEmpty() ? new String[0] : text.split("\n", -1);
        for (int i = 0; i < lines.length - 1; i++) {
            Matcher line = LINE.matcher(lines[i]);
            if (!line.matches()) {
                throw new RefusedSnapshot(FILE_NAME + " line " + (i + 1) + ": not '<sha-256 hex>  <name>'");
            }
            if (sums.put(line.group(2), line.group(1)) != null) {
                throw new RefusedSnapshot(FILE_NAME + " line " + (i + 1) + ": " + line.group(2) + " is named twice");
            }
        }
        return new Checksums(sums);
    }
}
