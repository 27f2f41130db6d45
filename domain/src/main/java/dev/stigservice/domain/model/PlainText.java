package dev.stigservice.domain.model;

/** A benchmark's {@code plain-text} other than release-info, such as DISA's {@code generator} and {@code conventionsVersion}. */
public record PlainText(String id, String text) {

    public PlainText {
        Text.requireText(id, "plain-text id");
        text = text == null ? "" : text;
    }
}
