package dev.stigservice.architecture;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Every architecture rule, over the production classes of every module. */
class ArchitectureTest {

    @TestFactory
    Stream<DynamicTest> everyRuleHolds() {
        assertThat(ProductionClasses.all().containPackage("dev.stigservice.adapter.http"))
                .as("the import sees every module").isTrue();
        return ArchitectureRules.ALL.stream()
                .map(rule -> DynamicTest.dynamicTest(rule.getDescription(), () -> rule.check(ProductionClasses.all())));
    }
}
