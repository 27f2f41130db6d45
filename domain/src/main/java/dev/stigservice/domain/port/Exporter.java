package dev.stigservice.domain.port;

import dev.stigservice.domain.model.Export;

import java.util.List;

/** Writes a benchmark in one download format. Output depends only on the export, so it may be cached by content. */
public interface Exporter extends Renderer<Export> {

    /**
     * Whether the bytes depend on the CCI list as well as on the benchmark; then the list's content is part of the
     * download's version, and a new list makes a new version. Formats that write the benchmark alone say false.
     */
    default boolean readsCciList() {
        return false;
    }

    /**
     * The revisions of NIST SP 800-53 a request may ask the CCI list to be read in for this format ({@code 4}, {@code 5});
     * empty for any the list references. Asked once, when the download is wired.
     */
    default List<String> nistRevisions() {
        return List.of();
    }
}
