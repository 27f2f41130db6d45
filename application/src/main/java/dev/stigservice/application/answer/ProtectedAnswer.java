package dev.stigservice.application.answer;

/**
 * What a protected use case answers, in the contract's order of checks: a {@link Refusal}, or the {@link Reply}
 * to send. Domain terms only: how it travels (entity tags, threads) is the inbound adapter's.
 */
public sealed interface ProtectedAnswer permits Refusal, Reply {
}
