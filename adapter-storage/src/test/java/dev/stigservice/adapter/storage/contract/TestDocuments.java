package dev.stigservice.adapter.storage.contract;

import dev.stigservice.domain.model.Document;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;

/** The documents the kit stores: the shapes of bytes a store gets wrong, each as a file name the files backend reads. */
public final class TestDocuments {

    /** A stored time with milliseconds, far from midnight and from any whole hour, so a shifted or rounded time shows. */
    public static final Instant STORED = Instant.parse("2026-03-14T15:09:26.535Z");

    /** Larger than every DISA file in the samples, smaller than MariaDB's default max_allowed_packet (16 MiB). */
    static final int LARGE_BYTES = 9 * 1024 * 1024;

    private TestDocuments() {
    }

    /** A document stored {@code offsetMillis} after {@link #STORED}. */
    public static Document document(String fileName, byte[] content, long offsetMillis) {
        return Document.of(fileName, content, STORED.plusMillis(offsetMillis));
    }

    /** A small benchmark; the number makes each one's bytes, and so its key, its own. */
    public static Document benchmark(String fileName, int number) {
        return document(fileName, TestBenchmarks.xccdf("Kit_" + number + "_STIG", "1", String.valueOf(number), "01 Jan 2026", 1 + number % 4),
                number);
    }

    /** Every byte value, 0 to 255, twice: a store that keeps text instead of bytes changes some of them. */
    static Document everyByteValue() {
        byte[] bytes = new byte[512];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) i;
        }
        return document("every-byte-value.xml", bytes, 1);
    }

    /** UTF-8 beyond ASCII after a byte-order mark, with CRLF line ends and whitespace at the end. */
    static Document nonAscii() {
        String text = "\uFEFF<?xml version=\"1.0\" encoding=\"utf-8\"?>\r\n<Benchmark>Überprüfung – ✓ „quoted“ 日本語 \uD83D\uDD12</Benchmark>\r\n \t\r\n";
        return document("non-ascii-ünïcödé.xml", text.getBytes(StandardCharsets.UTF_8), 2);
    }

    /** Over 9 MiB of a real-looking benchmark. */
    static Document large() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(LARGE_BYTES + 4096);
        byte[] shapes = TestBenchmarks.everyShape("Large_STIG", "1");
        for (int copy = 0; bytes.size() < LARGE_BYTES; copy++) {
            bytes.writeBytes(("<!-- copy " + copy + " -->\n").getBytes(StandardCharsets.US_ASCII));
            bytes.writeBytes(shapes);
        }
        return document("large.xml", bytes.toByteArray(), 3);
    }
}
