package dev.stigservice.domain.model;

import java.util.regex.Pattern;

/**
 * A download format: the name a client asks for ({@code ?format=csv}), which is also the file
 * extension, and the media type of the body.
 */
public record ExportFormat(String name, String mediaType) {

    private static final Pattern NAME = Pattern.compile("[a-z0-9]{1,16}");

    public ExportFormat {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("a format name matches " + NAME.pattern());
        }
        Text.requireText(mediaType, "media type");
    }
}
