package dev.stigservice.application.scap;

import dev.stigservice.application.answer.ProtectedAnswer;

import java.util.Optional;
import java.util.concurrent.CompletionStage;

/** A SCAP benchmark's source data stream, exactly as it was stored (docs/guides/scap-benchmarks.md). */
public interface DownloadScapBenchmarkUseCase {

    CompletionStage<ProtectedAnswer> download(ScapBenchmarkQuery query);

    /** The bytes of the rendering the same query was answered with as {@code version}; empty when it is answered otherwise now. */
    Optional<byte[]> render(ScapBenchmarkQuery query, String version);
}
