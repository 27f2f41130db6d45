package dev.stigservice.application.snapshot;

import dev.stigservice.application.answer.ProtectedAnswer;

import java.util.concurrent.CompletionStage;

/**
 * In-port: the signed snapshot on request, for a connected mirror (a DMZ copy pulling with curl). Protected as a
 * download is: the token first; then the snapshot of every stored document, or of those stored after a time.
 */
public interface DownloadSnapshotUseCase {

    CompletionStage<ProtectedAnswer> download(DownloadSnapshotQuery query);
}
