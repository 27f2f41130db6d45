package dev.stigservice.archrules;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import com.tngtech.archunit.lang.EvaluationResult;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Proves a rule can fail: given classes that pass every rule plus one canary (a class that breaks the rule on
 * purpose), the rule must report the canary and no other rule of the set may report anything. A canary that
 * breaks two rules proves neither. Canaries live in packages with a segment named {@code canary}, e.g.
 * {@code com.acme.shop.adapter.web.canary.holdsport}, so that the ordinary import leaves them out.
 */
public final class Canaries {

    private static final Pattern ANY_CANARY = Pattern.compile(".*/canary/.*");
    private static final Pattern CANARY_PACKAGE = Pattern.compile("(.*\\.)?canary(\\..*)?");

    private Canaries() {
    }

    /** The classes of {@code basePackage} that {@code option} lets through, without any canary. */
    public static JavaClasses importWithoutCanaries(String basePackage, ImportOption option) {
        return new ClassFileImporter()
                .withImportOption((Location location) -> option.includes(location) && !location.matches(ANY_CANARY))
                .importPackages(basePackage);
    }

    /** The same classes plus the one canary package and its sub-packages, wherever compiled (test classes included). */
    public static JavaClasses importWithCanary(String basePackage, ImportOption option, String canaryPackage) {
        Pattern canary = Pattern.compile(".*/" + Pattern.quote(canaryPackage.replace('.', '/')) + "/.*\\.class$");
        return new ClassFileImporter()
                .withImportOption((Location location) -> (option.includes(location) && !location.matches(ANY_CANARY))
                        || location.matches(canary))
                .importPackages(basePackage);
    }

    /**
     * The classes {@code option} lets through plus every canary, imported once: with {@link #withOnly} a suite of
     * canaries reads the class files once instead of once per canary.
     */
    public static JavaClasses importWithEveryCanary(String basePackage, ImportOption option) {
        return new ClassFileImporter()
                .withImportOption((Location location) -> option.includes(location) || location.matches(ANY_CANARY))
                .importPackages(basePackage);
    }

    /** Of classes imported with every canary, those {@link #importWithCanary} would import for this one canary package. */
    public static JavaClasses withOnly(JavaClasses withEveryCanary, String canaryPackage) {
        return withEveryCanary.that(DescribedPredicate.describe("no canary but " + canaryPackage, (JavaClass type) ->
                !CANARY_PACKAGE.matcher(type.getPackageName()).matches() || type.getPackageName().equals(canaryPackage)
                        || type.getPackageName().startsWith(canaryPackage + ".")));
    }

    /** @throws AssertionError naming what went wrong: the rule missed the canary, or other rules fired too */
    public static void assertBreaksOnly(HexagonRules rules, String ruleId, JavaClasses classesWithCanary, String canaryClass) {
        EvaluationResult result = rules.rule(ruleId).rule().evaluate(classesWithCanary);
        if (!result.hasViolation() || !result.getFailureReport().toString().contains(canaryClass)) {
            throw new AssertionError("rule '" + ruleId + "' does not report canary " + canaryClass + ": it guards nothing");
        }
        List<String> alsoBroken = rules.all().stream()
                .filter(other -> !other.id().equals(ruleId))
                .filter(other -> other.rule().evaluate(classesWithCanary).hasViolation())
                .map(HexagonRule::id)
                .toList();
        if (!alsoBroken.isEmpty()) {
            throw new AssertionError("canary " + canaryClass + " breaks '" + ruleId + "' and also " + alsoBroken
                    + ": a canary must break exactly one rule");
        }
    }
}
