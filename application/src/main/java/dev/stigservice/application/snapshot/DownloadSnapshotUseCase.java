package dev.stigservice.application.snapshot;

import dev.stigservice.application.answer.ProtectedAnswer;

import java.util.Optional;
import java.util.concurrent.CompletionStage;

/**
 * In-port: the signed snapshot on request, for a connected mirror (a DMZ copy pulling with curl). Protected as a
 * download is: the token first; then the snapshot of every stored document, or of those stored after a time.
 */
public interface DownloadSnapshotUseCase {

    CompletionStage<ProtectedAnswer> download(DownloadSnapshotQuery query);

    /**
     * The bytes of the rendering that the same query was answered with as {@code version}; empty when it is answered
     * otherwise now (the catalog changed, the token is no longer good): ask again. Waits for the token's verdict, then
     * loads and renders.
     */
    Optional<byte[]> render(DownloadSnapshotQuery query, String version);
}
