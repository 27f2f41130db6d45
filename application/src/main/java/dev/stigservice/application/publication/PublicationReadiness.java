package dev.stigservice.application.publication;

import dev.stigservice.domain.model.PublicationState;

/** Whether the store has been read, what the published catalog holds, and why the last read failed. */
public interface PublicationReadiness {

    PublicationState state();
}
