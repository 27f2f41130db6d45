package dev.stigservice.domain.port;

import dev.stigservice.domain.model.Export;

/** Writes a benchmark in one download format. Output depends only on the export, so it may be cached by content. */
public interface Exporter extends Renderer<Export> {

    /**
     * Whether the bytes depend on the CCI list as well as on the benchmark; then the list's content is part of the
     * download's version, and a new list makes a new version. Formats that write the benchmark alone say false.
     */
    default boolean readsCciList() {
        return false;
    }
}
