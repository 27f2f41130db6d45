package dev.stigservice.application.canary.usecasename;

/** Canary for USE_CASES_ARE_NAMED_AND_IMPLEMENTED_BY_SERVICES: an in-port without the UseCase suffix. */
public interface FetchBenchmarks {
}
