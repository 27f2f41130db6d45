package dev.stigservice.endtoend.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import dev.stigservice.archrules.Canaries;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Every rule of the architecture-rules library, over the production classes of every module. */
class ArchitectureTest {

    @TestFactory
    Stream<DynamicTest> everyRuleHolds() {
        JavaClasses production = Canaries.importWithoutCanaries(ThisHexagon.BASE_PACKAGE, ThisHexagon.PRODUCTION);
        assertThat(production.containPackage("dev.stigservice.adapter.http")).as("the import sees every module").isTrue();
        return ThisHexagon.RULES.all().stream().map(rule -> DynamicTest.dynamicTest(rule.id(), () -> rule.rule().check(production)));
    }
}
