package dev.stigservice.archrules;

import com.tngtech.archunit.core.domain.JavaClasses;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Gradual adoption: today's violations become the baseline; only a new one fails. */
class FreezingTest {

    @Test
    void aFrozenBaselineToleratesTodaysViolationsAndFailsOnANewOne(@TempDir Path baseline) {
        HexagonRules rules = HexagonRules.of(HexagonConventions.forBasePackage("com.example.brokenshop"));
        JavaClasses today = Canaries.importWithoutCanaries("com.example.brokenshop", location -> !location.contains("OrphanService"));
        JavaClasses tomorrow = Canaries.importWithoutCanaries("com.example.brokenshop", location -> true);

        List<HexagonRule> frozen = rules.frozenIn(baseline);
        assertThatCode(() -> frozen.forEach(rule -> rule.rule().check(today))).as("first run records the baseline").doesNotThrowAnyException();
        assertThatCode(() -> frozen.forEach(rule -> rule.rule().check(today))).as("same violations again").doesNotThrowAnyException();
        assertThatThrownBy(() -> rules.frozenIn(baseline).forEach(rule -> rule.rule().check(tomorrow)))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("OrphanService implements no *UseCase");
    }
}
