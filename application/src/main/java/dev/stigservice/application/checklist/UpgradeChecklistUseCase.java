package dev.stigservice.application.checklist;

import dev.stigservice.application.answer.ProtectedAnswer;

/**
 * In-port: an uploaded checklist carried to a revision of its benchmark. Checked like a download (the token, the
 * format, the slug, the revision), then the upload: unreadable is a bad request, of another benchmark a conflict.
 */
public interface UpgradeChecklistUseCase {

    ProtectedAnswer upgrade(UpgradeChecklistCommand command);
}
