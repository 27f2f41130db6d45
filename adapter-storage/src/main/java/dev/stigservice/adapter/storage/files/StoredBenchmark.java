package dev.stigservice.adapter.storage.files;

import dev.stigservice.xccdf.XccdfException;
import dev.stigservice.xccdf.XccdfReader;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.InflaterInputStream;

/**
 * A benchmark of the files backend as it is kept between downloads: the summary the listing shows, and the
 * XCCDF document it was read from, compressed. The model with every rule is parsed again when the benchmark
 * is downloaded, so a catalog's memory grows with its compressed sources, not with the text of its rules.
 * Keeping the source, rather than re-reading the file, is what lets a benchmark outlive a file that was
 * replaced by a broken one.
 */
record StoredBenchmark(BenchmarkSummary summary, String fileName, byte[] deflatedSource) {

    static StoredBenchmark of(BundleReader.Document document) {
        ByteArrayOutputStream compressed = new ByteArrayOutputStream(document.content().length / 4);
        Deflater deflater = new Deflater(Deflater.BEST_SPEED);
        try (DeflaterOutputStream out = new DeflaterOutputStream(compressed, deflater)) {
            out.write(document.content());
        } catch (IOException e) {
            throw new UncheckedIOException(e); // in memory: cannot happen
        } finally {
            deflater.end();
        }
        return new StoredBenchmark(document.benchmark().summary(), document.fileName(), compressed.toByteArray());
    }

    /** The whole model, read again from the stored source with the reader that read it the first time. */
    Benchmark parse(XccdfReader reader) {
        try (InflaterInputStream in = new InflaterInputStream(new ByteArrayInputStream(deflatedSource))) {
            return reader.read(fileName, in.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (XccdfException e) {
            throw new IllegalStateException("the stored source of " + fileName + " no longer reads: " + e.getMessage(), e);
        }
    }
}
