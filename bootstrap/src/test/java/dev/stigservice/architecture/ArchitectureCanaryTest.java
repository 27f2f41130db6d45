package dev.stigservice.architecture;

import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * Proves each architecture rule can fail: each canary is a class that breaks exactly one rule, compiled
 * only into this module's tests. A rule that passes with its canary present guards nothing.
 */
class ArchitectureCanaryTest {

    static Stream<Arguments> canaries() {
        return Stream.of(
                arguments(ArchitectureRules.HEXAGONAL_LAYERS, "canary/layers", "DomainKnowsAdapter"),
                arguments(ArchitectureRules.CORE_IS_FRAMEWORK_FREE, "canary/frameworkfree", "FrameworkInCore"),
                arguments(ArchitectureRules.ADAPTERS_IMPLEMENT_ONLY_DOMAIN_PORTS, "canary/ownport", "PrivatePortAdapter"),
                arguments(ArchitectureRules.PORT_PACKAGE_HOLDS_ONLY_INTERFACES, "canary/portclass", "ConcretePort"),
                arguments(ArchitectureRules.ADAPTERS_DO_NOT_DEPEND_ON_EACH_OTHER, "canary/crossadapter", "ExportReadsXccdf"),
                arguments(ArchitectureRules.HTTP_USES_ONLY_USE_CASES, "canary/httpholdsport", "HoldsCatalog"),
                arguments(ArchitectureRules.OUTBOUND_ADAPTERS_DO_NOT_CALL_USE_CASES, "canary/callsusecase", "CallsUseCase"),
                arguments(ArchitectureRules.NO_PACKAGE_CYCLES, "canary/cycle", "CycleA"),
                arguments(ArchitectureRules.USE_CASES_ARE_NAMED_AND_IMPLEMENTED_BY_SERVICES, "canary/usecasename", "FetchBenchmarks"),
                arguments(ArchitectureRules.SERVICES_IMPLEMENT_A_USE_CASE, "canary/servicename", "OrphanService"),
                arguments(ArchitectureRules.CONTROLLERS_ARE_NAMED_AND_PLACED, "canary/controllername", "StigEndpoint"),
                arguments(ArchitectureRules.ADHERES_TO_DIAGRAM, "canary/crossadapter", "ExportReadsXccdf"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("canaries")
    void ruleFailsOnItsCanary(ArchRule rule, String canaryFolder, String canaryClass) {
        assertThatThrownBy(() -> rule.check(ProductionClasses.withCanary(canaryFolder)))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("Architecture Violation")
                .hasMessageContaining(canaryClass);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("canaries")
    void everyRuleHasACanary(ArchRule rule, String canaryFolder, String canaryClass) {
        assertThat(ArchitectureRules.ALL).contains(rule);
        assertThat(canaries().count()).isEqualTo(ArchitectureRules.ALL.size());
    }
}
