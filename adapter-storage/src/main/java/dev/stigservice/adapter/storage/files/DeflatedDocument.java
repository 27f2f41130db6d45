package dev.stigservice.adapter.storage.files;

import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.DocumentEntry;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.InflaterInputStream;

/**
 * A document of the files backend as it is kept between reads: its entry, where it was found and its bytes, compressed, so a catalog's
 * memory grows with compressed sources. Keeping the bytes, rather than re-reading the file, is what lets a document
 * outlive a file that is being replaced.
 */
record DeflatedDocument(DocumentEntry entry, String origin, byte[] deflated) {

    /** @param origin where it was found: its path in the folder, and inside a library ({@code library.zip!/U_X_STIG.zip!/...}) */
    static DeflatedDocument of(Document document, String origin) {
        byte[] content = document.content();
        ByteArrayOutputStream compressed = new ByteArrayOutputStream(content.length / 4);
        Deflater deflater = new Deflater(Deflater.BEST_SPEED);
        try (DeflaterOutputStream out = new DeflaterOutputStream(compressed, deflater)) {
            out.write(content);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // in memory: cannot happen
        } finally {
            deflater.end();
        }
        return new DeflatedDocument(document.entry(), origin, compressed.toByteArray());
    }

    Document inflate() {
        try (InflaterInputStream in = new InflaterInputStream(new ByteArrayInputStream(deflated))) {
            return new Document(entry, in.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e); // in memory: cannot happen
        }
    }
}
