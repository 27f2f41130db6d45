package dev.stigservice.application.publication;

import java.util.List;

/** The index of every rule id and CCI of the stored revisions, built once per published catalog. */
public interface IndexedRules {

    /**
     * The rules of the stored revisions of served benchmarks that answer to an id or cite a CCI, by its key
     * ({@code RuleIds.key}): by slug, newest revision first, then file order. The caller checks the id against each
     * rule it reads (see {@link RuleIndex}).
     */
    List<IndexedRule> rulesAnswering(String key);
}
