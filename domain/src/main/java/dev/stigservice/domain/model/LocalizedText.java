package dev.stigservice.domain.model;

/**
 * A text with its {@code xml:lang}, as the benchmark's front and rear matter are written.
 *
 * @param lang null when the source gives none
 * @param text empty stays empty
 */
public record LocalizedText(String lang, String text) {

    public LocalizedText {
        lang = Text.blankToNull(lang);
        text = text == null ? "" : text;
    }
}
