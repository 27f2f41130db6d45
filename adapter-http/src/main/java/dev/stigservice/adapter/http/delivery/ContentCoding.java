package dev.stigservice.adapter.http.delivery;

/**
 * The content codings a document's bytes are kept in (RFC 9110 8.4). Each coding of one answer is a representation of
 * its own, with a strong entity tag of its own.
 */
public enum ContentCoding {
    IDENTITY(""),
    GZIP("-gzip");

    private final String tagSuffix;

    ContentCoding(String tagSuffix) {
        this.tagSuffix = tagSuffix;
    }

    /** The strong entity tag of this coding of the document whose identity bytes are tagged {@code identityTag} (unquoted). */
    public String tag(String identityTag) {
        return identityTag + tagSuffix;
    }
}
