package dev.stigservice.domain.model;

import java.util.Objects;

/**
 * One part of a file that is read on its own: a plain XML file, or one XML entry of a bundle or library with the path
 * of the zips it is in, holding its document; or a part that was skipped (a zip inside a library that is cut short or
 * not a zip, an entry over a limit), with why. A member that cannot be read loses only itself.
 *
 * @param where    its path, inside the library when it is in one ({@code library.zip!/U_X_V1R2_STIG.zip})
 * @param document what it holds; null when it was skipped
 * @param problem  why it was skipped and what to do, in words; null when it was read
 */
public record FileMember(String where, Document document, String problem) {

    public FileMember {
        Text.requireText(where, "member path");
        if ((document == null) == (problem == null) || (problem != null && problem.isBlank())) {
            throw new IllegalArgumentException("a member holds a document or says why it was skipped, not both");
        }
    }

    public static FileMember read(String where, Document document) {
        return new FileMember(where, Objects.requireNonNull(document, "member document"), null);
    }

    public static FileMember skipped(String where, String problem) {
        return new FileMember(where, null, Objects.requireNonNull(problem, "why the member was skipped"));
    }

    public boolean isSkipped() {
        return problem != null;
    }
}
