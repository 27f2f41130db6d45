package dev.stigservice.application.scap;

import dev.stigservice.application.answer.ProtectedAnswer;

import java.util.concurrent.CompletionStage;

/** A SCAP benchmark's source data stream, exactly as it was stored (docs/guides/scap-benchmarks.md). */
public interface DownloadScapBenchmarkUseCase {

    CompletionStage<ProtectedAnswer> download(ScapBenchmarkQuery query);
}
