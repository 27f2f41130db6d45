package dev.stigservice.domain.model;

import java.util.Objects;

/**
 * What a renderer writes: the format (its name and media type) and the version of the bytes it writes in it. The
 * version is part of an answer's version, so no one keeps a body written by an older renderer as current; it changes
 * whenever the renderer starts writing other bytes for the same document (a new field, another order).
 */
public record FormatVersion(ExportFormat format, String version) {

    public FormatVersion {
        Objects.requireNonNull(format, "format");
        Text.requireText(version, "version");
    }
}
