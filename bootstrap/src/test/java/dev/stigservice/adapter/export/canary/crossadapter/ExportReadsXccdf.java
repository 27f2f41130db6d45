package dev.stigservice.adapter.export.canary.crossadapter;

import dev.stigservice.adapter.storage.files.BundleLimits;

/** Canary for ADAPTERS_DO_NOT_DEPEND_ON_EACH_OTHER: one adapter using another. */
public class ExportReadsXccdf {
    BundleLimits limits;
}
