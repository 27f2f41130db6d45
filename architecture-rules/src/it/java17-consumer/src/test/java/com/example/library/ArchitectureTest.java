package com.example.library;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import dev.stigservice.archrules.HexagonConventions;
import dev.stigservice.archrules.HexagonRule;
import dev.stigservice.archrules.HexagonRules;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

/** The hexagon's rules on this codebase, one test per rule, as the guide shows a team to add them. */
class ArchitectureTest {

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("com.example.library");

    @TestFactory
    Stream<DynamicTest> everyRuleHolds() {
        HexagonRules rules = HexagonRules.of(HexagonConventions.forBasePackage("com.example.library").withInboundAdapters("adapter.(cli).."));
        return rules.all().stream().map((HexagonRule rule) -> DynamicTest.dynamicTest(rule.id(), () -> rule.rule().check(CLASSES)));
    }
}
