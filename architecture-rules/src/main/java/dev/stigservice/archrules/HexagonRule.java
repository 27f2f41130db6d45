package dev.stigservice.archrules;

import com.tngtech.archunit.lang.ArchRule;

/**
 * One rule of the set: a short id to name it in reports, baselines and canaries, and the ArchUnit rule whose
 * report says what is wrong, why the rule exists and what to do instead.
 */
public record HexagonRule(String id, ArchRule rule) {
}
