package dev.stigservice.adapter.http.oscal;

import dev.stigservice.application.download.DownloadBenchmarkUseCase;

import java.util.Objects;

/**
 * The OSCAL documents of a benchmark are downloads, each with its own exporters (bootstrap registers them): one use
 * case per document, held together so that the download's own use case stays the only one of its type.
 *
 * @param catalog the benchmark as an OSCAL catalog
 * @param profile the OSCAL profile of the NIST SP 800-53 controls its rules map to
 */
public record OscalDownloads(DownloadBenchmarkUseCase catalog, DownloadBenchmarkUseCase profile) {

    public OscalDownloads {
        Objects.requireNonNull(catalog, "catalog");
        Objects.requireNonNull(profile, "profile");
    }
}
