package dev.stigservice.domain.model;

/**
 * A benchmark's {@code notice}, such as DISA's {@code terms-of-use}.
 *
 * @param lang its {@code xml:lang}; null when the source gives none
 * @param text its text; empty stays empty
 */
public record Notice(String id, String lang, String text) {

    public Notice {
        Text.requireText(id, "notice id");
        lang = Text.blankToNull(lang);
        text = text == null ? "" : text;
    }
}
