package dev.stigservice.archrules;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
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
    void importedOnceAndFilteredIsImportedPerCanary() {
        JavaClasses every = Canaries.importWithEveryCanary(SHOP, location -> true);
        for (String canary : List.of(SHOP + ".adapter.web.canary.holdsport", SHOP + ".adapter.web.canary.twice")) {
            assertThat(names(Canaries.withOnly(every, canary))).as(canary)
                    .isEqualTo(names(Canaries.importWithCanary(SHOP, location -> true, canary)));
        }
        assertThatThrownBy(() -> Canaries.assertBreaksOnly(HexagonRulesTest.SHOP_RULES, HexagonRules.INBOUND_ADAPTERS_USE_USE_CASES,
                Canaries.withOnly(every, SHOP + ".adapter.web.canary.twice"), "OrderEndpoint"))
                .hasMessageContaining("and also [controllers-are-named-and-placed]");
    }

    private static Set<String> names(JavaClasses classes) {
        return classes.stream().map(JavaClass::getName).collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void aRuleThatMissesItsCanaryIsCaught() {
        assertThatThrownBy(() -> Canaries.assertBreaksOnly(HexagonRulesTest.SHOP_RULES, HexagonRules.PORTS_ARE_INTERFACES,
                Canaries.importWithCanary(SHOP, location -> true, SHOP + ".adapter.web.canary.holdsport"), "OrderShortcut"))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("does not report canary OrderShortcut");
    }
}
