package dev.stigservice.archrules;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.PackageMatchers;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.library.freeze.FreezingArchRule;
import com.tngtech.archunit.library.plantuml.rules.PlantUmlArchCondition;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The rules of a hexagon for one set of {@link HexagonConventions}. Every rule judges its own kind of mistake, so
 * one mistake breaks one rule (the PlantUML rule leaves alone what the others judge); every report says why the
 * rule exists and what to do instead.
 */
public final class HexagonRules {

    public static final String RINGS = "rings";
    public static final String CORE_IS_FRAMEWORK_FREE = "core-is-framework-free";
    public static final String ADAPTERS_IMPLEMENT_DOMAIN_PORTS = "adapters-implement-domain-ports";
    public static final String PORTS_ARE_INTERFACES = "ports-are-interfaces";
    public static final String ADAPTERS_ARE_ISOLATED = "adapters-are-isolated";
    public static final String INBOUND_ADAPTERS_USE_USE_CASES = "inbound-adapters-use-use-cases";
    public static final String OUTBOUND_ADAPTERS_CALL_NO_USE_CASE = "outbound-adapters-call-no-use-case";
    public static final String NO_PACKAGE_CYCLES = "no-package-cycles";
    public static final String USE_CASES_ARE_NAMED = "use-cases-are-named";
    public static final String SERVICES_IMPLEMENT_A_USE_CASE = "services-implement-a-use-case";
    public static final String CONTROLLERS_ARE_NAMED_AND_PLACED = "controllers-are-named-and-placed";
    public static final String MATCHES_DIAGRAM = "matches-diagram";
    public static final String ADAPTERS_USE_THEIR_OWN_LIBRARIES = "adapters-use-their-own-libraries";
    /** The JDK's database access: a library like any other, which only an adapter that declares it may use. */
    private static final List<String> JDK_LIBRARIES = List.of("java.sql..", "javax.sql..");

    private final HexagonConventions conventions;
    private final List<HexagonRule> rules;

    private HexagonRules(HexagonConventions conventions) {
        this.conventions = conventions;
        List<HexagonRule> all = new ArrayList<>(List.of(rings(), coreIsFrameworkFree(), adaptersImplementDomainPorts(),
                portsAreInterfaces(), adaptersAreIsolated(), inboundAdaptersUseUseCases(), outboundAdaptersCallNoUseCase(),
                noPackageCycles(), useCasesAreNamed(), servicesImplementAUseCase(), controllersAreNamedAndPlaced()));
        conventions.diagram().ifPresent(diagram -> all.add(matchesDiagram()));
        if (!conventions.adapterUses().isEmpty()) {
            all.add(adaptersUseTheirOwnLibraries());
        }
        this.rules = List.copyOf(all);
    }

    public static HexagonRules of(HexagonConventions conventions) {
        return new HexagonRules(conventions);
    }

    public List<HexagonRule> all() {
        return rules;
    }

    public HexagonRule rule(String id) {
        return rules.stream().filter(rule -> rule.id().equals(id)).findFirst()
                .orElseThrow(() -> new NoSuchElementException("no rule '" + id + "' in this set"));
    }

    /**
     * The same rules, each frozen against a baseline of the violations it finds the first time, stored in
     * {@code baseline} (one text file per rule): a codebase that breaks some rules today fails only on new
     * violations, and a fixed one leaves the baseline for good.
     */
    public List<HexagonRule> frozenIn(Path baseline) {
        return rules.stream().map(rule -> new HexagonRule(rule.id(),
                FreezingArchRule.freeze(rule.rule()).persistIn(new BaselineStore(baseline)))).toList();
    }

    private HexagonRule rings() {
        return new HexagonRule(RINGS, classes().that().resideInAPackage(conventions.basePackage() + "..")
                .should(new ArchCondition<>("depend only inward") {
                    @Override
                    public void check(JavaClass origin, ConditionEvents events) {
                        Place from = Place.of(origin, conventions);
                        if (from.ring() == Place.Ring.UNPLACED) {
                            events.add(SimpleConditionEvent.violated(origin, origin.getName() + " is in no ring: move it under "
                                    + String.join(", ", conventions.domainModel(), conventions.ports(), conventions.application(),
                                    conventions.adapters() + ".<name>", conventions.compositionRoot()) + " or declare its package a library"));
                            return;
                        }
                        for (Dependency dependency : origin.getDirectDependenciesFromSelf()) {
                            Place to = Place.of(dependency.getTargetClass(), conventions);
                            if (!from.mayDependOn(to)) {
                                events.add(SimpleConditionEvent.violated(dependency, dependency.getDescription() + ": "
                                        + from.describe() + " must not know " + to.describe()));
                            }
                        }
                    }
                })
                .as("each ring depends only on the rings inside it (domain model < ports < application < adapters < composition root)")
                .because("the core must build and run without any adapter; move what the inner class needs behind a port in "
                        + conventions.ports() + " and implement it in an adapter, or move the class outward")
                .allowEmptyShould(true));
    }

    private HexagonRule coreIsFrameworkFree() {
        PackageMatchers allowed = PackageMatchers.of(conventions.coreMayUse());
        return new HexagonRule(CORE_IS_FRAMEWORK_FREE, noClasses().that(areInTheCore())
                .should().dependOnClassesThat(DescribedPredicate.describe("are outside the base package and not in " + conventions.coreMayUse(),
                        target -> !target.getPackageName().isEmpty() && Place.of(target, conventions).ring() == Place.Ring.OUTSIDE
                                && !allowed.test(target.getPackageName())))
                .as("domain and application depend on " + String.join(", ", conventions.coreMayUse()) + " only")
                .because("a framework in the core ties the business rules to it; keep the framework in an adapter or the "
                        + "composition root, or allow a library on purpose with withCoreAlsoUsing(...)")
                .allowEmptyShould(true));
    }

    private HexagonRule adaptersImplementDomainPorts() {
        return new HexagonRule(ADAPTERS_IMPLEMENT_DOMAIN_PORTS, classes().that(areAdapters())
                .should(new ArchCondition<>("implement only interfaces of the base package that are domain ports") {
                    @Override
                    public void check(JavaClass javaClass, ConditionEvents events) {
                        javaClass.getRawInterfaces().stream()
                                .filter(port -> Place.of(port, conventions).ring() != Place.Ring.OUTSIDE)
                                .filter(port -> Place.of(port, conventions).ring() != Place.Ring.PORTS)
                                .forEach(port -> events.add(SimpleConditionEvent.violated(javaClass, javaClass.getName()
                                        + " implements " + port.getName() + ", which is not in " + conventions.full(conventions.ports()))));
                    }
                })
                .as("adapters implement only ports declared in " + conventions.full(conventions.ports()))
                .because("a port is what the core needs, so the core declares it; move the interface to "
                        + conventions.full(conventions.ports()) + " and name it for what the core needs")
                .allowEmptyShould(true));
    }

    private HexagonRule portsAreInterfaces() {
        return new HexagonRule(PORTS_ARE_INTERFACES, classes().that().resideInAPackage(conventions.tree(conventions.ports()))
                .should().beInterfaces()
                .as(conventions.full(conventions.ports()) + " holds only port interfaces")
                .because("an implementation beside the ports is an adapter in the wrong place; move it to an adapter, or "
                        + "a value type to " + conventions.full(conventions.domainModel()))
                .allowEmptyShould(true));
    }

    private HexagonRule adaptersAreIsolated() {
        return new HexagonRule(ADAPTERS_ARE_ISOLATED, slices().matching(conventions.full(conventions.adapters()) + ".(*)..")
                .should().notDependOnEachOther()
                .as("adapters never depend on each other")
                .because("each adapter must be replaceable alone; share through a port of the core, a library declared with "
                        + "withLibraries(...), or wiring in the composition root")
                .allowEmptyShould(true));
    }

    private HexagonRule adaptersUseTheirOwnLibraries() {
        PackageMatchers jdkLibraries = PackageMatchers.of(JDK_LIBRARIES);
        return new HexagonRule(ADAPTERS_USE_THEIR_OWN_LIBRARIES, classes().that(areAdapters())
                .should(new ArchCondition<>("use only the JDK and the libraries declared for their adapter") {
                    @Override
                    public void check(JavaClass origin, ConditionEvents events) {
                        String adapter = Place.of(origin, conventions).adapter();
                        List<String> declared = conventions.adapterUses().get(adapter);
                        if (declared == null) {
                            events.add(SimpleConditionEvent.violated(origin, origin.getName() + ": adapter '" + adapter
                                    + "' declares no libraries; say what it may use with withAdapterUsing(\"" + adapter + "\", ...)"));
                            return;
                        }
                        PackageMatchers allowed = PackageMatchers.of(declared);
                        for (Dependency dependency : origin.getDirectDependenciesFromSelf()) {
                            String target = dependency.getTargetClass().getBaseComponentType().getPackageName();
                            boolean jdk = target.startsWith("java.") || target.startsWith("javax.") || target.startsWith("jdk.");
                            boolean library = !target.isEmpty() && Place.of(target, conventions).ring() == Place.Ring.OUTSIDE
                                    && (!jdk || jdkLibraries.test(target));
                            if (library && !allowed.test(target)) {
                                events.add(SimpleConditionEvent.violated(dependency, dependency.getDescription()
                                        + ": adapter '" + adapter + "' may use only " + declared));
                            }
                        }
                    }
                })
                .as("each adapter uses only the JDK and its own libraries")
                .because("a library in the wrong adapter (a database driver in the HTTP adapter, say) does that adapter's "
                        + "work out of its place; move the work behind a port into the adapter that owns the library, or "
                        + "declare the library for this adapter with withAdapterUsing(...)")
                .allowEmptyShould(true));
    }

    private HexagonRule inboundAdaptersUseUseCases() {
        return new HexagonRule(INBOUND_ADAPTERS_USE_USE_CASES, noClasses().that(areInboundAdapters())
                .should().dependOnClassesThat().resideInAPackage(conventions.tree(conventions.ports()))
                .orShould().dependOnClassesThat(areUseCaseImplementations())
                .as("inbound adapters reach the core only through *UseCase interfaces")
                .because("an inbound adapter that holds a port or a service skips the use case and its rules; "
                        + "depend on the *UseCase interface and let the composition root pass the service")
                .allowEmptyShould(true));
    }

    private HexagonRule outboundAdaptersCallNoUseCase() {
        return new HexagonRule(OUTBOUND_ADAPTERS_CALL_NO_USE_CASE, noClasses().that(areOutboundAdapters())
                .should().dependOnClassesThat().resideInAPackage(conventions.tree(conventions.application()))
                .as("outbound adapters never call the application")
                .because("the core drives outbound adapters through ports, never the other way round; return what the core "
                        + "needs from the port instead")
                .allowEmptyShould(true));
    }

    private HexagonRule noPackageCycles() {
        return new HexagonRule(NO_PACKAGE_CYCLES, slices().matching(conventions.basePackage() + ".(**)")
                .should().beFreeOfCycles()
                .as("no package cycles")
                .because("packages in a cycle can only be understood and changed together; move the shared part into a "
                        + "package both use, or invert one dependency with an interface")
                .allowEmptyShould(true));
    }

    private HexagonRule useCasesAreNamed() {
        return new HexagonRule(USE_CASES_ARE_NAMED, classes().that().resideInAPackage(conventions.tree(conventions.application()))
                .and().areInterfaces().and(areOpen())
                .should().haveSimpleNameEndingWith("UseCase")
                .as("open interfaces in the application are in-ports named <Verb><Noun>UseCase")
                .because("the name says what the application offers; rename the interface, or seal it if it closes a set of results")
                .allowEmptyShould(true));
    }

    private HexagonRule servicesImplementAUseCase() {
        return new HexagonRule(SERVICES_IMPLEMENT_A_USE_CASE, classes().that().resideInAPackage(conventions.tree(conventions.application()))
                .and().haveSimpleNameEndingWith("Service")
                .should(new ArchCondition<>("implement a *UseCase interface of their own package") {
                    @Override
                    public void check(JavaClass javaClass, ConditionEvents events) {
                        boolean implementsOne = javaClass.getRawInterfaces().stream().anyMatch(i ->
                                i.getSimpleName().endsWith("UseCase") && i.getPackageName().equals(javaClass.getPackageName()));
                        if (!implementsOne) {
                            events.add(SimpleConditionEvent.violated(javaClass, javaClass.getName()
                                    + " implements no *UseCase of package " + javaClass.getPackageName()));
                        }
                    }
                })
                .as("*Service classes implement a *UseCase of their own package")
                .because("a service is a use case's implementation; add the *UseCase interface it implements, or rename it")
                .allowEmptyShould(true));
    }

    private HexagonRule controllersAreNamedAndPlaced() {
        return new HexagonRule(CONTROLLERS_ARE_NAMED_AND_PLACED, classes().that().resideInAPackage(conventions.basePackage() + "..").and().areAnnotatedWith(conventions.controllerAnnotation())
                .should().haveSimpleNameEndingWith("Controller")
                .andShould(beInAnInboundAdapter())
                .as("@" + simpleName(conventions.controllerAnnotation()) + " classes are named *Controller and live in an inbound adapter")
                .because("entry points are found by name and place; rename the class or move it to one of the inbound adapters "
                        + conventions.inboundAdapters())
                .allowEmptyShould(true));
    }

    private HexagonRule matchesDiagram() {
        return new HexagonRule(MATCHES_DIAGRAM, classes()
                .should(PlantUmlArchCondition.adhereToPlantUmlDiagram(conventions.diagram().orElseThrow(),
                                PlantUmlArchCondition.Configuration.consideringOnlyDependenciesInDiagram())
                        .ignoreDependencies(judgedByAnotherRule()))
                .as("the code matches the diagram " + conventions.diagram().orElseThrow().getPath().replaceAll(".*/", ""))
                .because("the diagram is the picture people read; draw the new arrow in the diagram if the dependency is "
                        + "meant, or remove the dependency")
                .allowEmptyShould(true));
    }

    /** What the other rules forbid, so that one mistake is reported by one rule, not by them and the diagram. */
    private DescribedPredicate<Dependency> judgedByAnotherRule() {
        return DescribedPredicate.describe("dependencies another rule judges", dependency -> {
            Place from = Place.of(dependency.getOriginClass(), conventions);
            Place to = Place.of(dependency.getTargetClass(), conventions);
            boolean betweenAdapters = from.ring() == Place.Ring.ADAPTER && to.ring() == Place.Ring.ADAPTER && !from.adapter().equals(to.adapter());
            boolean outboundToApplication = from.isOutboundAdapter(conventions) && to.ring() == Place.Ring.APPLICATION;
            boolean inboundToPorts = from.isInboundAdapter(conventions) && to.ring() == Place.Ring.PORTS;
            return !from.mayDependOn(to) || betweenAdapters || outboundToApplication || inboundToPorts;
        });
    }

    private DescribedPredicate<JavaClass> areInTheCore() {
        return DescribedPredicate.describe("are in the domain or the application", c -> Place.of(c, conventions).ring().isCore());
    }

    private DescribedPredicate<JavaClass> areAdapters() {
        return DescribedPredicate.describe("are in an adapter", c -> Place.of(c, conventions).ring() == Place.Ring.ADAPTER);
    }

    private DescribedPredicate<JavaClass> areInboundAdapters() {
        return DescribedPredicate.describe("are in an inbound adapter " + conventions.inboundAdapters(),
                c -> Place.of(c, conventions).isInboundAdapter(conventions));
    }

    private DescribedPredicate<JavaClass> areOutboundAdapters() {
        return DescribedPredicate.describe("are in an outbound adapter (not " + conventions.inboundAdapters() + ")",
                c -> Place.of(c, conventions).isOutboundAdapter(conventions));
    }

    private DescribedPredicate<JavaClass> areUseCaseImplementations() {
        return DescribedPredicate.describe("implement a *UseCase", c -> Place.of(c, conventions).ring() == Place.Ring.APPLICATION
                && !c.isInterface() && c.getAllRawInterfaces().stream().anyMatch(i -> i.getSimpleName().endsWith("UseCase")));
    }

    private ArchCondition<JavaClass> beInAnInboundAdapter() {
        return new ArchCondition<>("be in an inbound adapter") {
            @Override
            public void check(JavaClass javaClass, ConditionEvents events) {
                if (!Place.of(javaClass, conventions).isInboundAdapter(conventions)) {
                    events.add(SimpleConditionEvent.violated(javaClass, javaClass.getName() + " is not in an inbound adapter "
                            + conventions.inboundAdapters()));
                }
            }
        };
    }

    /**
     * A sealed interface whose implementations are its own nested records closes a set of results; it is not an
     * in-port. Read from the bytecode alone (no class loading), so that the command line runner can judge it.
     */
    private static DescribedPredicate<JavaClass> areOpen() {
        return DescribedPredicate.describe("are not result sets", javaClass -> javaClass.getSubclasses().isEmpty()
                || !javaClass.getSubclasses().stream().allMatch(sub -> sub.getEnclosingClass().map(javaClass::equals).orElse(false)));
    }

    private static String simpleName(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }
}
