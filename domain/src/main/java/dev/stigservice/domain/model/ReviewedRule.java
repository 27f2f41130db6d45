package dev.stigservice.domain.model;

import java.util.Objects;

/** One rule of a checklist: the rule as the checklist states it, and the assessor's result. */
public record ReviewedRule(Rule rule, Review review) {

    public ReviewedRule {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(review, "review");
    }
}
