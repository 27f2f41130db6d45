package dev.stigservice.adapter.export.canary.crossadapter;

import dev.stigservice.adapter.storage.files.BundleLimits;

/** Canary for rule 'adapters-are-isolated': one adapter using another. */
public class ExportReadsStorage {
    BundleLimits limits;
}
