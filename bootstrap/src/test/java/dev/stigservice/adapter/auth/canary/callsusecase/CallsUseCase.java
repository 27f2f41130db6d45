package dev.stigservice.adapter.auth.canary.callsusecase;

import dev.stigservice.application.list.ListBenchmarksUseCase;

/** Canary for OUTBOUND_ADAPTERS_DO_NOT_CALL_USE_CASES: an outbound adapter driving the core. */
public class CallsUseCase {
    ListBenchmarksUseCase listBenchmarks;
}
