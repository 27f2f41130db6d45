package dev.stigservice.archrules;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The harness itself: it passes a canary that breaks one rule, and catches one that breaks two or none. */
class CanariesTest {

    private static final String SHOP = "com.example.shop";

    @Test
    void aCanaryThatBreaksExactlyItsRulePasses() {
        assertThatCode(() -> Canaries.assertBreaksOnly(HexagonRulesTest.SHOP_RULES, HexagonRules.INBOUND_ADAPTERS_USE_USE_CASES,
                Canaries.importWithCanary(SHOP, location -> true, SHOP + ".adapter.web.canary.holdsport"), "OrderShortcut"))
                .doesNotThrowAnyException();
    }

    @Test
    void aCanaryThatBreaksTwoRulesIsCaught() {
        assertThatThrownBy(() -> Canaries.assertBreaksOnly(HexagonRulesTest.SHOP_RULES, HexagonRules.INBOUND_ADAPTERS_USE_USE_CASES,
                Canaries.importWithCanary(SHOP, location -> true, SHOP + ".adapter.web.canary.twice"), "OrderEndpoint"))
                .isInstanceOf(AssertionError.class)
                .hasMessage("canary OrderEndpoint breaks 'inbound-adapters-use-use-cases' and also [controllers-are-named-and-placed]: "
                        + "a canary must break exactly one rule");
    }

    @Test
    void aRuleThatMissesItsCanaryIsCaught() {
        assertThatThrownBy(() -> Canaries.assertBreaksOnly(HexagonRulesTest.SHOP_RULES, HexagonRules.PORTS_ARE_INTERFACES,
                Canaries.importWithCanary(SHOP, location -> true, SHOP + ".adapter.web.canary.holdsport"), "OrderShortcut"))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("does not report canary OrderShortcut");
    }
}
