package dev.stigservice.application.scap;

import dev.stigservice.application.answer.ProtectedAnswer;

import java.util.concurrent.CompletionStage;

/** Which manual rule each rule of a SCAP benchmark automates, and the manual rules none automates (docs/guides/scap-benchmarks.md). */
public interface MapScapBenchmarkUseCase {

    CompletionStage<ProtectedAnswer> map(ScapBenchmarkQuery query);
}
