package dev.stigservice.domain.model.canary.layers;

import dev.stigservice.adapter.storage.files.BundleLimits;

/** Canary for rule 'rings': the domain reaching out to an adapter. */
public class DomainKnowsAdapter {
    BundleLimits limits;
}
