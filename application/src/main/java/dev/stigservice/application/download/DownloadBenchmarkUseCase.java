package dev.stigservice.application.download;

import dev.stigservice.application.answer.ProtectedAnswer;

import java.util.concurrent.CompletionStage;

/**
 * In-port: one benchmark in one format for an authorised caller. Checks run in the contract's order:
 * authorization, then format, then slug; the first that fails decides the result.
 */
public interface DownloadBenchmarkUseCase {

    CompletionStage<ProtectedAnswer> download(DownloadBenchmarkQuery query);
}
