package dev.stigservice.adapter.auth.canary.callsusecase;

import dev.stigservice.application.list.ListBenchmarksUseCase;

/** Canary for rule 'outbound-adapters-call-no-use-case': an outbound adapter driving the core. */
public class CallsUseCase {
    ListBenchmarksUseCase listBenchmarks;
}
