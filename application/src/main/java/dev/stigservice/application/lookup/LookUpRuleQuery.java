package dev.stigservice.application.lookup;

import dev.stigservice.domain.model.Credentials;

import java.util.Objects;

/**
 * @param id         any id of a rule, as sent: a group, rule, STIG, legacy or SRG id
 */
public record LookUpRuleQuery(Credentials credentials, String id) {

    public LookUpRuleQuery {
        Objects.requireNonNull(credentials, "credentials");
    }
}
