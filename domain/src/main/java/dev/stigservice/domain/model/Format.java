package dev.stigservice.domain.model;

import java.util.regex.Pattern;

/**
 * What a renderer writes: the name a client asks for ({@code ?format=csv}), which is also the file extension, the
 * media type of the body, and the version of the bytes the renderer writes in it. The version is part of an answer's
 * version, so no one keeps a body written by an older renderer as current; it changes whenever the renderer starts
 * writing other bytes for the same document (a new field, another order).
 */
public record Format(String name, String mediaType, String version) {

    private static final Pattern NAME = Pattern.compile("[a-z0-9]{1,16}");

    public Format {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("a format name matches " + NAME.pattern());
        }
        Text.requireText(mediaType, "media type");
        Text.requireText(version, "version");
    }
}
