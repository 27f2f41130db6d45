package dev.stigservice.application.catalog;

import dev.stigservice.domain.model.CatalogState;

/** Whether the store has been read, what the published catalog holds, and why the last read failed. */
public interface CatalogReadiness {

    CatalogState state();
}
