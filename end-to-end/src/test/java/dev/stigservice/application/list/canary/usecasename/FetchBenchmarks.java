package dev.stigservice.application.list.canary.usecasename;

/** Canary for rule 'use-cases-are-named': an in-port without the UseCase suffix. */
public interface FetchBenchmarks {
}
