package dev.stigservice.adapter.search;

import dev.stigservice.domain.port.RuleSearch;
import dev.stigservice.domain.port.contract.RuleSearchContract;

class LuceneRuleSearchContractTest extends RuleSearchContract {

    @Override
    protected RuleSearch newSearch() {
        return new LuceneRuleSearch();
    }
}
