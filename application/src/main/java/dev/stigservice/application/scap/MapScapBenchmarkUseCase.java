package dev.stigservice.application.scap;

import dev.stigservice.application.answer.ProtectedAnswer;

import java.util.Optional;
import java.util.concurrent.CompletionStage;

/** Which manual rule each rule of a SCAP benchmark automates, and the manual rules none automates (docs/guides/scap-benchmarks.md). */
public interface MapScapBenchmarkUseCase {

    CompletionStage<ProtectedAnswer> map(ScapBenchmarkQuery query);

    /** The bytes of the rendering the same query was answered with as {@code version}; empty when it is answered otherwise now. */
    Optional<byte[]> render(ScapBenchmarkQuery query, String version);
}
