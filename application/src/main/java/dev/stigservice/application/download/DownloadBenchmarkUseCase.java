package dev.stigservice.application.download;

import dev.stigservice.application.answer.ProtectedAnswer;

import java.util.Optional;
import java.util.concurrent.CompletionStage;

/**
 * In-port: one benchmark in one format for an authorised caller. Checks run in the contract's order:
 * authorization, then format, then slug; the first that fails decides the result.
 */
public interface DownloadBenchmarkUseCase {

    CompletionStage<ProtectedAnswer> download(DownloadBenchmarkQuery query);

    /**
     * The bytes of the rendering that the same query was answered with as {@code version}; empty when it is answered
     * otherwise now (the catalog changed, the token is no longer good): ask again. Waits for the token's verdict, then
     * loads and renders.
     */
    Optional<byte[]> render(DownloadBenchmarkQuery query, String version);
}
