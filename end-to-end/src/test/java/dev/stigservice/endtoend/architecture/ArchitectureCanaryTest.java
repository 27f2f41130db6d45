package dev.stigservice.endtoend.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import dev.stigservice.archrules.Canaries;
import dev.stigservice.archrules.HexagonRule;
import dev.stigservice.archrules.HexagonRules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * Proves each rule can fail: each canary is a class, compiled only into this module's tests, that breaks its rule
 * and no other (the library's harness checks both). A rule that passes with its canary present guards nothing. The
 * inbound rule has two: an HTTP class holding an out-port, and one holding the application's CurrentPublication.
 */
class ArchitectureCanaryTest {

    static Stream<Arguments> canaries() {
        return Stream.of(
                arguments(HexagonRules.RINGS, "dev.stigservice.domain.model.canary.layers", "DomainKnowsAdapter"),
                arguments(HexagonRules.CORE_IS_FRAMEWORK_FREE, "dev.stigservice.application.list.canary.frameworkfree", "FrameworkInCore"),
                arguments(HexagonRules.ADAPTERS_IMPLEMENT_DOMAIN_PORTS, "dev.stigservice.adapter.storage.canary.ownport", "PrivatePortAdapter"),
                arguments(HexagonRules.PORTS_ARE_INTERFACES, "dev.stigservice.domain.port.canary.portclass", "ConcretePort"),
                arguments(HexagonRules.ADAPTERS_ARE_ISOLATED, "dev.stigservice.adapter.export.canary.crossadapter", "ExportReadsStorage"),
                arguments(HexagonRules.INBOUND_ADAPTERS_USE_USE_CASES, "dev.stigservice.adapter.http.canary.httpholdsport", "HoldsCatalog"),
                arguments(HexagonRules.INBOUND_ADAPTERS_USE_USE_CASES, "dev.stigservice.adapter.http.canary.holdspublication", "HoldsCurrentPublication"),
                arguments(HexagonRules.OUTBOUND_ADAPTERS_CALL_NO_USE_CASE, "dev.stigservice.adapter.auth.canary.callsusecase", "CallsUseCase"),
                arguments(HexagonRules.NO_PACKAGE_CYCLES, "dev.stigservice.adapter.storage.canary.cycle", "CycleA"),
                arguments(HexagonRules.USE_CASES_ARE_NAMED, "dev.stigservice.application.list.canary.usecasename", "FetchBenchmarks"),
                arguments(HexagonRules.SERVICES_IMPLEMENT_A_USE_CASE, "dev.stigservice.application.list.canary.servicename", "OrphanService"),
                arguments(HexagonRules.CONTROLLERS_ARE_NAMED_AND_PLACED, "dev.stigservice.adapter.http.canary.controllername", "StigEndpoint"),
                arguments(HexagonRules.MATCHES_DIAGRAM, "dev.stigservice.adapter.http.canary.diagram", "HttpReadsXccdf"),
                arguments(HexagonRules.ADAPTERS_USE_THEIR_OWN_LIBRARIES, "dev.stigservice.adapter.http.canary.jdbc", "OpensConnection"),
                arguments(HexagonRules.IN_PORTS_CARRY_DATA, "dev.stigservice.application.download.canary.carriesexporter", "RenderLater"),
                arguments(HexagonRules.SERVICES_DEPEND_ON_INTERFACES, "dev.stigservice.application.lookup.canary.holdspublication",
                        "CurrentPublicationReader"),
                arguments(HexagonRules.CORE_IS_FREE_OF_DELIVERY_VOCABULARY, "dev.stigservice.application.list.canary.deliveryvocabulary",
                        "ListingNotModified"));
    }

    private static JavaClasses withEveryCanary;

    /** Read once for all canaries: reading the class files was most of each case's time. */
    private static synchronized JavaClasses withEveryCanary() {
        if (withEveryCanary == null) {
            withEveryCanary = Canaries.importWithEveryCanary(ThisHexagon.BASE_PACKAGE, ThisHexagon.PRODUCTION);
        }
        return withEveryCanary;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("canaries")
    void eachRuleFailsOnItsCanaryAndNoOtherRuleDoes(String ruleId, String canaryPackage, String canaryClass) {
        Canaries.assertBreaksOnly(ThisHexagon.RULES, ruleId, Canaries.withOnly(withEveryCanary(), canaryPackage), canaryClass);
    }

    @Test
    void everyRuleHasACanary() {
        assertThat(canaries().map(arguments -> (String) arguments.get()[0]).distinct().toList())
                .containsExactlyInAnyOrderElementsOf(ThisHexagon.RULES.all().stream().map(HexagonRule::id).toList());
    }
}
