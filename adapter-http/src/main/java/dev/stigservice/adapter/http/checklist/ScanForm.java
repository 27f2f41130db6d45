package dev.stigservice.adapter.http.checklist;

import dev.stigservice.domain.model.MalformedUpload;
import org.apache.commons.fileupload2.core.FileUploadException;
import org.apache.commons.fileupload2.core.MultipartInput;
import org.apache.commons.fileupload2.core.ParameterParser;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;

/**
 * A {@code multipart/form-data} body with a scan's results and, optionally, the checklist to fill: its two parts as the
 * core reads them, in that order, each a stream over the one body as it arrives. Nothing is read before the core reads
 * the results (after the token), so a malformed form is said then, as {@link MalformedUpload}. The results come first
 * because they are streamed, never held: a checklist before them would have to be held while they are sought. A form
 * without a checklist part gives an empty one, as a browser sends a file field left empty.
 */
final class ScanForm {

    static final String RESULTS = "results";
    static final String CHECKLIST = "checklist";

    private final InputStream body;
    private final String contentType;
    private MultipartInput form;
    private MultipartInput.ItemInputStream results;
    private boolean ended;

    ScanForm(InputStream body, String contentType) {
        this.body = body;
        this.contentType = contentType;
    }

    static boolean isForm(String contentType) {
        return contentType != null && contentType.strip().toLowerCase(Locale.ROOT).startsWith("multipart/form-data");
    }

    /** The results part, read from the start of the body. */
    InputStream results() {
        return new OpenedAtFirstRead() {
            @Override
            InputStream open() throws IOException {
                results = next(RESULTS).orElseThrow(() -> new MalformedUpload("The form has no '" + RESULTS + "' part"));
                return results;
            }

            @Override
            public int read(byte[] buffer, int offset, int length) throws IOException {
                // Closed once the checklist after them is opened: nothing of them is left to read.
                return results != null && results.isClosed() ? -1 : super.read(buffer, offset, length);
            }
        };
    }

    /** The checklist part, read after the results: empty when the form ends after them. */
    InputStream checklist() {
        return new OpenedAtFirstRead() {
            @Override
            InputStream open() throws IOException {
                if (results == null) {
                    throw new IllegalStateException("the results are read before the checklist");
                }
                results.close(); // reads what is left of the results, up to the next boundary
                return next(CHECKLIST).<InputStream>map(part -> part).orElse(InputStream.nullInputStream());
            }
        };
    }

    /** The next part, which must be named {@code expected}; empty at the form's end. */
    private Optional<MultipartInput.ItemInputStream> next(String expected) throws IOException {
        try {
            boolean another;
            if (form == null) {
                form = MultipartInput.builder().setInputStream(body).setBoundary(boundary()).get();
                another = form.skipPreamble();
            } else {
                another = !ended && form.readBoundary();
            }
            if (!another) {
                ended = true;
                return Optional.empty();
            }
            String name = new ParameterParser().parse(dispositionOf(form.readHeaders()), ';').get("name");
            if (!expected.equals(name)) {
                throw new MalformedUpload(RESULTS.equals(expected) && CHECKLIST.equals(name)
                        ? "The form's '" + RESULTS + "' part must come before its '" + CHECKLIST + "' part"
                        : "The form's parts are '" + RESULTS + "', then optionally '" + CHECKLIST + "'; it holds another");
            }
            return Optional.of(form.newInputStream());
        } catch (FileUploadException malformed) {
            throw new MalformedUpload("The form is not well-formed: a part's headers or its closing boundary are missing");
        }
    }

    private byte[] boundary() throws MalformedUpload {
        String boundary = new ParameterParser().parse(contentType, new char[] {';', ','}).get("boundary");
        if (boundary == null || boundary.isEmpty() || boundary.length() > 70) {
            throw new MalformedUpload("The form's Content-Type names no boundary of 1 to 70 characters");
        }
        return boundary.getBytes(StandardCharsets.ISO_8859_1);
    }

    /** The Content-Disposition line's value among a part's headers; empty when there is none. */
    private static String dispositionOf(String headers) {
        for (String line : headers.split("\r\n")) {
            int colon = line.indexOf(':');
            if (colon > 0 && line.substring(0, colon).strip().equalsIgnoreCase("Content-Disposition")) {
                return line.substring(colon + 1);
            }
        }
        return "";
    }
}
