package dev.stigservice.archrules;

import com.tngtech.archunit.core.domain.JavaClasses;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Three layouts other teams use, each a small hexagon in the tests configured by a properties file the command line
 * reads too (src/test/resources/layouts): every rule holds on the clean classes and every role claims a class; each
 * canary (a domain class using an adapter, an inbound adapter holding an out-port, an outbound adapter calling a use
 * case, an adapter using another) breaks exactly one rule, naming the class.
 */
class LayoutsTest {

    /** Per layout, each canary package (under the base package) with the rule it must break and its class. */
    private static final Map<String, List<String[]>> CANARIES = Map.of(
            "buckpal", List.of(
                    new String[]{"application.domain.model.canary.usesadapter", HexagonRules.RINGS, "Ledger"},
                    new String[]{"adapter.in.web.canary.holdsport", HexagonRules.INBOUND_ADAPTERS_USE_USE_CASES, "BalanceShortcut"},
                    new String[]{"adapter.out.persistence.canary.callsusecase", HexagonRules.OUTBOUND_ADAPTERS_CALL_NO_USE_CASE, "Replay"},
                    new String[]{"adapter.out.persistence.canary.usesweb", HexagonRules.ADAPTERS_ARE_ISOLATED, "AuditTrail"}),
            "modular", List.of(
                    new String[]{"model.canary.usesadapter", HexagonRules.RINGS, "PricedOrder"},
                    new String[]{"rest.canary.holdsport", HexagonRules.INBOUND_ADAPTERS_USE_USE_CASES, "DirectOrderResource"},
                    new String[]{"jpa.canary.callsusecase", HexagonRules.OUTBOUND_ADAPTERS_CALL_NO_USE_CASE, "Replayer"},
                    new String[]{"messaging.canary.usesjpa", HexagonRules.ADAPTERS_ARE_ISOLATED, "EventStore"}),
            "contexts", List.of(
                    new String[]{"domain.lending.core.model.canary.usesadapter", HexagonRules.RINGS, "OverdueLoan"},
                    new String[]{"domain.lending.adapters.rest.canary.holdsport", HexagonRules.INBOUND_ADAPTERS_USE_USE_CASES, "LoansShortcut"},
                    new String[]{"domain.catalog.adapters.jdbc.canary.callsusecase", HexagonRules.OUTBOUND_ADAPTERS_CALL_NO_USE_CASE, "Reindexer"},
                    new String[]{"domain.catalog.adapters.rest.canary.usesjdbc", HexagonRules.ADAPTERS_ARE_ISOLATED, "ShelfView"}));

    static Map<String, String> configuration(String layout) {
        Properties properties = new Properties();
        try (InputStream in = LayoutsTest.class.getResourceAsStream("/layouts/" + layout + ".properties")) {
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, String> options = new LinkedHashMap<>();
        properties.stringPropertyNames().forEach(key -> options.put(key, properties.getProperty(key)));
        return options;
    }

    @TestFactory
    Stream<DynamicContainer> eachLayoutPassesCleanAndEachCanaryBreaksExactlyItsRule() {
        return Stream.of("buckpal", "modular", "contexts").map(layout -> {
            Map<String, String> options = configuration(layout);
            HexagonConventions conventions;
            try {
                conventions = HexagonRulesCli.conventions(options); // the same reading as the command line's --config
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            HexagonRules rules = HexagonRules.of(conventions);
            String base = conventions.basePackage();
            DynamicTest clean = DynamicTest.dynamicTest("clean", () -> {
                JavaClasses classes = Canaries.importWithoutCanaries(base, location -> true);
                assertThat(classes.size()).isGreaterThanOrEqualTo(8);
                assertThat(rules.rolesWithoutClasses(classes)).as("every role claims a class").isEmpty();
                assertThat(classes.stream().map(c -> Place.of(c, conventions).role())).doesNotContain(Role.UNPLACED);
                rules.all().forEach(rule -> rule.rule().check(classes));
            });
            Stream<DynamicTest> canaries = CANARIES.get(layout).stream().map(canary -> DynamicTest.dynamicTest(canary[2] + " breaks " + canary[1],
                    () -> Canaries.assertBreaksOnly(rules, canary[1],
                            Canaries.importWithCanary(base, location -> true, base + "." + canary[0]), canary[2])));
            return DynamicContainer.dynamicContainer(layout, Stream.concat(Stream.of(clean), canaries));
        });
    }
}
