package dev.stigservice.application.checklist;

import dev.stigservice.application.answer.Upload;
import dev.stigservice.domain.model.Credentials;

import java.util.Objects;

/**
 * Carry an uploaded checklist to another revision of its benchmark.
 *
 * @param credentials the caller's bearer token, or {@link Credentials#NONE}
 * @param slug        the requested slug as sent
 * @param to          the target revision's label as sent; null for the one the slug serves
 * @param format      {@code ckl} or {@code cklb} as sent; null for the upload's own
 * @param checklist   the uploaded body, unread: the protected path reads it last
 * @param summary     whether the answer is the summary of what was carried instead of the checklist
 */
public record UpgradeChecklistCommand(Credentials credentials, String slug, String to, String format, Upload checklist,
                                      boolean summary) {

    public UpgradeChecklistCommand {
        Objects.requireNonNull(credentials, "credentials");
        Objects.requireNonNull(slug, "slug");
        Objects.requireNonNull(checklist, "checklist");
    }
}
