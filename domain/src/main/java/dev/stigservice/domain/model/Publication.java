package dev.stigservice.domain.model;

import java.util.List;
import java.util.Objects;

/**
 * What DISA's file carries around the rules besides the metadata: kept so that a download holds everything the
 * original does. Absent stays absent (null or empty lists); empty stays empty.
 *
 * @param schemaLocation the root's {@code xsi:schemaLocation}, where validators find the schema
 * @param notices        the {@code notice} elements, in order
 * @param frontMatter    the {@code front-matter}; null when absent
 * @param rearMatter     the {@code rear-matter}; null when absent
 * @param plainTexts     the {@code plain-text} elements other than release-info, in order
 */
public record Publication(String schemaLocation, List<Notice> notices, LocalizedText frontMatter, LocalizedText rearMatter,
                          List<PlainText> plainTexts) {

    public static final Publication NONE = new Publication(null, List.of(), null, null, List.of());

    public Publication {
        schemaLocation = Text.blankToNull(schemaLocation);
        notices = List.copyOf(Objects.requireNonNull(notices, "notices"));
        plainTexts = List.copyOf(Objects.requireNonNull(plainTexts, "plain texts"));
    }
}
