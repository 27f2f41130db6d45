package dev.stigservice.application.lookup;

import dev.stigservice.application.answer.Conditions;
import dev.stigservice.domain.model.Credentials;

import java.util.Objects;

/**
 * @param id         any id of a rule, as sent: a group, rule, STIG, legacy or SRG id
 * @param conditions what the client holds and prefers ({@link Conditions#NONE} for nothing)
 */
public record LookUpRuleQuery(Credentials credentials, String id, Conditions conditions) {

    public LookUpRuleQuery {
        Objects.requireNonNull(credentials, "credentials");
        Objects.requireNonNull(conditions, "conditions");
    }

    /** A request that holds no representation yet and takes the identity bytes. */
    public LookUpRuleQuery(Credentials credentials, String id) {
        this(credentials, id, Conditions.NONE);
    }
}
