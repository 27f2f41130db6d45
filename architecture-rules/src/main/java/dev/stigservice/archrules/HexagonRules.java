package dev.stigservice.archrules;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.PackageMatchers;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.library.freeze.FreezingArchRule;
import com.tngtech.archunit.library.plantuml.rules.PlantUmlArchCondition;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The rules of a hexagon for one set of {@link HexagonConventions}, written over the roles the conventions assign.
 * Every rule judges its own kind of mistake, so one mistake breaks one rule (the cycle and diagram rules leave alone
 * what the others judge); every report says why the rule exists and what to do instead.
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
    public static final String IN_PORTS_CARRY_DATA = "in-ports-carry-data";
    public static final String SERVICES_DEPEND_ON_INTERFACES = "services-depend-on-interfaces";
    public static final String CORE_IS_FREE_OF_DELIVERY_VOCABULARY = "core-is-free-of-delivery-vocabulary";
    /** The JDK's database access: a library like any other, which only an adapter that declares it may use. */
    private static final List<String> JDK_LIBRARIES = List.of("java.sql..", "javax.sql..");

    private final HexagonConventions conventions;
    private final List<HexagonRule> rules;

    private HexagonRules(HexagonConventions conventions) {
        this.conventions = conventions;
        List<HexagonRule> all = new ArrayList<>(List.of(rings(), coreIsFrameworkFree(), adaptersImplementDomainPorts(),
                portsAreInterfaces(), adaptersAreIsolated(), inboundAdaptersUseUseCases(), outboundAdaptersCallNoUseCase(),
                noPackageCycles(), inPortsCarryData(), servicesDependOnInterfaces()));
        conventions.naming().ifPresent(naming -> all.addAll(List.of(useCasesAreNamed(naming), servicesImplementAUseCase(naming),
                controllersAreNamedAndPlaced(naming))));
        conventions.diagram().ifPresent(diagram -> all.add(matchesDiagram()));
        if (!conventions.adapterUses().isEmpty()) {
            all.add(adaptersUseTheirOwnLibraries());
        }
        if (!conventions.deliveryNames().isEmpty() || !conventions.deliveryPackages().isEmpty()) {
            all.add(coreIsFreeOfDeliveryVocabulary());
        }
        this.rules = List.copyOf(all);
    }

    public static HexagonRules of(HexagonConventions conventions) {
        return new HexagonRules(conventions);
    }

    public List<HexagonRule> all() {
        return rules;
    }

    /** The rules but those named: for a codebase that keeps all but a few, or a rule that does not apply to it. */
    public List<HexagonRule> without(Collection<String> ids) {
        ids.forEach(this::rule); // an unknown id is a mistake, not a no-op
        return rules.stream().filter(rule -> !ids.contains(rule.id())).toList();
    }

    public HexagonRule rule(String id) {
        return rules.stream().filter(rule -> rule.id().equals(id)).findFirst()
                .orElseThrow(() -> new NoSuchElementException("no rule '" + id + "' in this set"));
    }

    /**
     * The roles that claim no class of {@code classes}, each with its identifiers: a role configured for another
     * layout (the command line refuses to check such a configuration, since every rule would pass on nothing).
     */
    public Map<Role, List<String>> rolesWithoutClasses(JavaClasses classes) {
        Set<Role> claimed = EnumSet.noneOf(Role.class);
        classes.forEach(javaClass -> claimed.add(Place.of(javaClass, conventions).role()));
        Map<Role, List<String>> empty = new LinkedHashMap<>();
        conventions.roles().forEach((role, identifiers) -> {
            if (!identifiers.isEmpty() && !claimed.contains(role)) {
                empty.put(role, identifiers);
            }
        });
        return empty;
    }

    /**
     * The same rules, each frozen against a baseline of the violations it finds the first time, stored in
     * {@code baseline} (one text file per rule): a codebase that breaks some rules today fails only on new
     * violations, and a fixed one leaves the baseline for good.
     */
    public List<HexagonRule> frozenIn(Path baseline) {
        return frozen(rules, baseline);
    }

    /** {@link #frozenIn} for some of the rules (those {@link #without} leaves, say). */
    public static List<HexagonRule> frozen(List<HexagonRule> rules, Path baseline) {
        return rules.stream().map(rule -> new HexagonRule(rule.id(),
                FreezingArchRule.freeze(rule.rule()).persistIn(new BaselineStore(baseline)))).toList();
    }

    private HexagonRule rings() {
        return new HexagonRule(RINGS, classes().that().resideInAPackage(conventions.basePackage() + "..")
                .should(new ArchCondition<>("depend only inward") {
                    @Override
                    public void check(JavaClass origin, ConditionEvents events) {
                        Place from = Place.of(origin, conventions);
                        if (from.role() == Role.UNPLACED) {
                            events.add(SimpleConditionEvent.violated(origin, origin.getName() + " is in no role: move it into one of "
                                    + roleList() + " or add its package to one"));
                            return;
                        }
                        for (Dependency dependency : origin.getDirectDependenciesFromSelf()) {
                            Place to = Place.of(dependency.getTargetClass(), conventions);
                            if (ringsForbid(from, to)) {
                                events.add(SimpleConditionEvent.violated(dependency, dependency.getDescription() + ": "
                                        + from.describe() + " must not know " + to.describe()));
                            }
                        }
                    }
                })
                .as("each ring depends only on the rings inside it (domain model < ports < application < adapters < composition root)")
                .because("the core must build and run without any adapter; move what the inner class needs behind an out-port "
                        + "and implement it in an adapter, or move the class outward")
                .allowEmptyShould(true));
    }

    /**
     * What the rings rule judges: the core knowing anything outside it but inward or a shared package, a shared
     * package knowing more than the domain model and other shared packages, anything but the composition root knowing
     * the composition root, and a class of no role.
     * What an adapter may know of the core and of other adapters is the adapter rules' business.
     */
    private static boolean ringsForbid(Place from, Place to) {
        if (to.role() == Role.OUTSIDE || from.role() == Role.COMPOSITION_ROOT) {
            return false;
        }
        if (to.role() == Role.UNPLACED || to.role() == Role.COMPOSITION_ROOT) {
            return true;
        }
        if (to.role() == Role.SHARED) {
            return false; // every ring may use a shared package
        }
        return switch (from.role()) {
            case DOMAIN_MODEL, SHARED -> to.role() != Role.DOMAIN_MODEL;
            case OUT_PORT -> to.role() != Role.DOMAIN_MODEL && to.role() != Role.OUT_PORT;
            case IN_PORT -> !(to.role() == Role.DOMAIN_MODEL || to.role() == Role.OUT_PORT || to.role() == Role.IN_PORT);
            case SERVICE -> !to.role().isCore();
            default -> false;
        };
    }

    /** What one of the adapter rules judges: another adapter, or a part of the core the adapter's side may not reach. */
    private static boolean adapterRulesForbid(Place from, Place to) {
        return from.isOtherAdapterThan(to)
                || from.role() == Role.INBOUND_ADAPTER && (to.role() == Role.OUT_PORT || to.role() == Role.SERVICE)
                || from.role() == Role.OUTBOUND_ADAPTER && (to.role() == Role.IN_PORT || to.role() == Role.SERVICE);
    }

    private String roleList() {
        return conventions.roles().entrySet().stream().filter(role -> !role.getValue().isEmpty())
                .map(role -> role.getKey().option() + " " + role.getValue()).toList().toString();
    }

    private HexagonRule coreIsFrameworkFree() {
        PackageMatchers allowed = PackageMatchers.of(conventions.coreMayUse());
        return new HexagonRule(CORE_IS_FRAMEWORK_FREE, noClasses().that(playA("the core", Role::isCore))
                .should().dependOnClassesThat(DescribedPredicate.describe("are outside the base package and not in " + conventions.coreMayUse(),
                        target -> !target.getBaseComponentType().getPackageName().isEmpty()
                                && Place.of(target, conventions).role() == Role.OUTSIDE
                                && !allowed.test(target.getBaseComponentType().getPackageName())))
                .as("domain and application depend on " + String.join(", ", conventions.coreMayUse()) + " only")
                .because("a framework in the core ties the business rules to it; keep the framework in an adapter or the "
                        + "composition root, or allow a library on purpose with withCoreAlsoUsing(...)")
                .allowEmptyShould(true));
    }

    private HexagonRule coreIsFreeOfDeliveryVocabulary() {
        List<Pattern> names = conventions.deliveryNames().stream().map(Pattern::compile).toList();
        PackageMatchers packages = PackageMatchers.of(conventions.deliveryPackages());
        PackageMatchers coreMayUse = PackageMatchers.of(conventions.coreMayUse());
        return new HexagonRule(CORE_IS_FREE_OF_DELIVERY_VOCABULARY, classes().that(playA("the core", Role::isCore))
                .should(new ArchCondition<>("be neither named by the delivery's words nor depend on what is") {
                    @Override
                    public void check(JavaClass origin, ConditionEvents events) {
                        String named = deliveryWord(origin, names, packages);
                        if (named != null) {
                            // What such a class depends on goes with it: one line says what to remove or rename.
                            events.add(SimpleConditionEvent.violated(origin, origin.getName() + " is the delivery's own: " + named));
                            return;
                        }
                        Place from = Place.of(origin, conventions);
                        Set<JavaClass> reported = new HashSet<>();
                        for (Dependency dependency : origin.getDirectDependenciesFromSelf()) {
                            JavaClass target = dependency.getTargetClass().getBaseComponentType();
                            Place to = Place.of(target, conventions);
                            String package_ = target.getPackageName();
                            boolean judgedElsewhere = ringsForbid(from, to) // an adapter's or a stray class: the rings rule's
                                    || to.role() == Role.OUTSIDE && !package_.isEmpty() && !coreMayUse.test(package_); // framework-free's
                            String word = judgedElsewhere ? null : deliveryWord(target, names, packages);
                            if (word != null && reported.add(target)) {
                                events.add(SimpleConditionEvent.violated(dependency, dependency.getDescription() + ": " + word));
                            }
                        }
                    }
                })
                .as("the core neither names nor uses the delivery's vocabulary " + conventions.deliveryNames()
                        + (conventions.deliveryPackages().isEmpty() ? "" : " nor its packages " + conventions.deliveryPackages()))
                .because("how an answer travels (entity tags, content codings, \"not modified\", an event loop) is the inbound "
                        + "adapter's business; let the use case return a domain result and the adapter map it, or drop a word "
                        + "that is the domain's own from withDeliveryNames(...)")
                .allowEmptyShould(true));
    }

    /** Which of the delivery's words or packages names {@code type}, or null. */
    private static String deliveryWord(JavaClass type, List<Pattern> names, PackageMatchers packages) {
        for (Pattern name : names) {
            if (name.matcher(type.getSimpleName()).matches()) {
                return type.getSimpleName() + " matches " + name.pattern();
            }
        }
        return packages.test(type.getPackageName()) ? type.getPackageName() + " is a package of the delivery" : null;
    }

    private HexagonRule adaptersImplementDomainPorts() {
        return new HexagonRule(ADAPTERS_IMPLEMENT_DOMAIN_PORTS, classes().that(playA("an adapter", Role::isAdapter))
                .should(new ArchCondition<>("implement only interfaces of the base package that are out-ports") {
                    @Override
                    public void check(JavaClass javaClass, ConditionEvents events) {
                        Place from = Place.of(javaClass, conventions);
                        for (JavaClass port : javaClass.getRawInterfaces()) {
                            Place to = Place.of(port, conventions);
                            boolean allowed = to.role() == Role.OUTSIDE || to.role() == Role.OUT_PORT || to.role() == Role.SHARED
                                    || from.isOtherAdapterThan(to); // that is isolation's business
                            if (!allowed) {
                                events.add(SimpleConditionEvent.violated(javaClass, javaClass.getName() + " implements "
                                        + port.getName() + ", which is " + to.describe() + ", not an out-port " + conventions.outPorts()));
                            }
                        }
                    }
                })
                .as("adapters implement only the core's out-ports")
                .because("a port is what the core needs, so the core declares it; move the interface to the out-ports "
                        + conventions.outPorts() + " and name it for what the core needs")
                .allowEmptyShould(true));
    }

    private HexagonRule portsAreInterfaces() {
        return new HexagonRule(PORTS_ARE_INTERFACES, classes().that(playA("an out-port", role -> role == Role.OUT_PORT))
                .should().beInterfaces()
                .as("out-ports " + conventions.outPorts() + " are interfaces")
                .because("an implementation beside the ports is an adapter in the wrong place; move it to an adapter, or "
                        + "a value type to the domain model " + conventions.domainModel())
                .allowEmptyShould(true));
    }

    private HexagonRule adaptersAreIsolated() {
        return new HexagonRule(ADAPTERS_ARE_ISOLATED, classes().that(playA("an adapter", Role::isAdapter))
                .should(new ArchCondition<>("not depend on another adapter") {
                    @Override
                    public void check(JavaClass origin, ConditionEvents events) {
                        Place from = Place.of(origin, conventions);
                        for (Dependency dependency : origin.getDirectDependenciesFromSelf()) {
                            Place to = Place.of(dependency.getTargetClass(), conventions);
                            if (from.isOtherAdapterThan(to)) {
                                events.add(SimpleConditionEvent.violated(dependency, dependency.getDescription() + ": "
                                        + from.describe() + " must not know " + to.describe()));
                            }
                        }
                    }
                })
                .as("adapters never depend on each other")
                .because("each adapter must be replaceable alone; share through a port of the core, a shared package, or "
                        + "wiring in the composition root")
                .allowEmptyShould(true));
    }

    private HexagonRule adaptersUseTheirOwnLibraries() {
        PackageMatchers jdkLibraries = PackageMatchers.of(JDK_LIBRARIES);
        return new HexagonRule(ADAPTERS_USE_THEIR_OWN_LIBRARIES, classes().that(playA("an adapter", Role::isAdapter))
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
                            boolean library = !target.isEmpty() && !Place.within(target, conventions.basePackage())
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
        return new HexagonRule(INBOUND_ADAPTERS_USE_USE_CASES, noClasses().that(playA("an inbound adapter", role -> role == Role.INBOUND_ADAPTER))
                .should().dependOnClassesThat(playA("an out-port or an application service",
                        role -> role == Role.OUT_PORT || role == Role.SERVICE))
                .as("inbound adapters reach the core only through its in-ports")
                .because("an inbound adapter that holds an out-port or a service skips the use case and its rules (an access "
                        + "check, say); depend on the in-port interface and let the composition root pass the service")
                .allowEmptyShould(true));
    }

    private HexagonRule outboundAdaptersCallNoUseCase() {
        return new HexagonRule(OUTBOUND_ADAPTERS_CALL_NO_USE_CASE, noClasses().that(playA("an outbound adapter", role -> role == Role.OUTBOUND_ADAPTER))
                .should().dependOnClassesThat(playA("an in-port or an application service",
                        role -> role == Role.IN_PORT || role == Role.SERVICE))
                .as("outbound adapters never call the application")
                .because("the core drives outbound adapters through ports, never the other way round; return what the core "
                        + "needs from the port instead")
                .allowEmptyShould(true));
    }

    private HexagonRule inPortsCarryData() {
        return new HexagonRule(IN_PORTS_CARRY_DATA, classes().that(playA("an in-port", role -> role == Role.IN_PORT))
                .should(new ArchCondition<>("hold no out-port, application service or functional interface of the core") {
                    @Override
                    public void check(JavaClass javaClass, ConditionEvents events) {
                        for (JavaField field : javaClass.getFields()) {
                            if (field.getModifiers().contains(JavaModifier.STATIC)) {
                                continue;
                            }
                            for (JavaClass held : field.getType().getAllInvolvedRawTypes()) {
                                String what = behaviour(held);
                                if (what != null) {
                                    events.add(SimpleConditionEvent.violated(field, field.getFullName() + " holds "
                                            + held.getName() + ", " + what));
                                }
                            }
                        }
                    }
                })
                .as("in-ports carry data: what a use case takes and returns holds no out-port, service or function of the core")
                .because("behaviour handed across the in-port (a renderer, a supplier that reaches into the core) makes the "
                        + "adapter drive the core after the use case has returned; let the use case do the work and return "
                        + "its result as a value")
                .allowEmptyShould(true));
    }

    /** What a held type is when it is behaviour rather than data; null for data. */
    private String behaviour(JavaClass held) {
        Role role = Place.of(held, conventions).role();
        if (role == Role.OUT_PORT) {
            return "an out-port";
        }
        if (role == Role.SERVICE) {
            return "an application service";
        }
        // A function of the core's own; a JDK function (a progress callback the adapter passes in) is the caller's.
        boolean function = role != Role.OUTSIDE && held.isInterface() && (held.isAnnotatedWith(FunctionalInterface.class)
                || held.getMethods().stream().filter(method -> method.getModifiers().contains(JavaModifier.ABSTRACT)).count() == 1);
        return function ? "a functional interface of the core" : null;
    }

    private HexagonRule servicesDependOnInterfaces() {
        return new HexagonRule(SERVICES_DEPEND_ON_INTERFACES, classes().that(playA("an application service", role -> role == Role.SERVICE))
                .and().areNotInterfaces()
                .should(new ArchCondition<>("reach the services of other packages only through interfaces") {
                    @Override
                    public void check(JavaClass origin, ConditionEvents events) {
                        for (Dependency dependency : origin.getDirectDependenciesFromSelf()) {
                            JavaClass target = dependency.getTargetClass().getBaseComponentType();
                            if (Place.of(target, conventions).role() == Role.SERVICE && doesWork(target)
                                    && !target.getPackageName().equals(origin.getPackageName())) {
                                events.add(SimpleConditionEvent.violated(dependency, dependency.getDescription()
                                        + ": " + target.getSimpleName() + " is a concrete class of another package"));
                            }
                        }
                    }
                })
                .as("services depend on interfaces of the core, not on other packages' concrete classes")
                .because("a service that holds another package's class is tied to how it works and cannot be tested "
                        + "against a fake of it; depend on an interface named for the role it plays (and let the "
                        + "composition root pass the class)")
                .allowEmptyShould(true));
    }

    /** A class that does work, as opposed to an interface, a value (record, enum), an annotation or an exception. */
    private static boolean doesWork(JavaClass type) {
        return !type.isInterface() && !type.isRecord() && !type.isEnum() && !type.isAnnotation()
                && !type.isAssignableTo(Throwable.class);
    }

    private HexagonRule noPackageCycles() {
        return new HexagonRule(NO_PACKAGE_CYCLES, classes().that().resideInAPackage(conventions.basePackage() + "..")
                .should(new PackageCycles(conventions.basePackage(), dependency -> {
                    Place from = Place.of(dependency.getOriginClass(), conventions);
                    Place to = Place.of(dependency.getTargetClass(), conventions);
                    return ringsForbid(from, to) || adapterRulesForbid(from, to);
                }))
                .as("no package cycles")
                .because("packages in a cycle can only be understood and changed together; move the shared part into a "
                        + "package both use, or invert one dependency with an interface")
                .allowEmptyShould(true));
    }

    private HexagonRule useCasesAreNamed(HexagonConventions.Naming naming) {
        return new HexagonRule(USE_CASES_ARE_NAMED, classes().that(playA("an in-port", role -> role == Role.IN_PORT))
                .and().areInterfaces().and(areOpen())
                .should().haveSimpleNameEndingWith(naming.useCaseSuffix())
                .as("open interfaces among the in-ports are named <Verb><Noun>" + naming.useCaseSuffix())
                .because("the name says what the application offers; rename the interface, or seal it if it closes a set of results")
                .allowEmptyShould(true));
    }

    private HexagonRule servicesImplementAUseCase(HexagonConventions.Naming naming) {
        return new HexagonRule(SERVICES_IMPLEMENT_A_USE_CASE, classes().that(playA("an application service", role -> role == Role.SERVICE))
                .and().haveSimpleNameEndingWith(naming.serviceSuffix())
                .should(new ArchCondition<>("implement an in-port interface named *" + naming.useCaseSuffix()) {
                    @Override
                    public void check(JavaClass javaClass, ConditionEvents events) {
                        boolean implementsOne = javaClass.getAllRawInterfaces().stream().anyMatch(port ->
                                port.getSimpleName().endsWith(naming.useCaseSuffix()) && Place.of(port, conventions).role() == Role.IN_PORT);
                        if (!implementsOne) {
                            events.add(SimpleConditionEvent.violated(javaClass, javaClass.getName()
                                    + " implements no *" + naming.useCaseSuffix() + " among the in-ports " + conventions.inPorts()));
                        }
                    }
                })
                .as("*" + naming.serviceSuffix() + " classes implement a *" + naming.useCaseSuffix() + " in-port")
                .because("a service is a use case's implementation; add the in-port interface it implements, or rename it")
                .allowEmptyShould(true));
    }

    private HexagonRule controllersAreNamedAndPlaced(HexagonConventions.Naming naming) {
        return new HexagonRule(CONTROLLERS_ARE_NAMED_AND_PLACED, classes().that().resideInAPackage(conventions.basePackage() + "..")
                .and().areAnnotatedWith(naming.controllerAnnotation())
                .should().haveSimpleNameEndingWith(naming.controllerSuffix())
                .andShould(beInAnInboundAdapter())
                .as("@" + simpleName(naming.controllerAnnotation()) + " classes are named *" + naming.controllerSuffix()
                        + " and live in an inbound adapter")
                .because("entry points are found by name and place; rename the class or move it to an inbound adapter "
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
            return ringsForbid(from, to) || adapterRulesForbid(from, to);
        });
    }

    private DescribedPredicate<JavaClass> playA(String description, Predicate<Role> role) {
        return DescribedPredicate.describe("are " + description, javaClass -> role.test(Place.of(javaClass, conventions).role()));
    }

    private ArchCondition<JavaClass> beInAnInboundAdapter() {
        return new ArchCondition<>("be in an inbound adapter") {
            @Override
            public void check(JavaClass javaClass, ConditionEvents events) {
                if (Place.of(javaClass, conventions).role() != Role.INBOUND_ADAPTER) {
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
        return DescribedPredicate.describe("are not result sets", javaClass -> !isResultSet(javaClass));
    }

    /**
     * Whether every implementation of this type is nested in it, or is a record, an enum or itself such a set beside it
     * in its package: a sealed interface of records, say, whose cases Java keeps in its package.
     */
    static boolean isResultSet(JavaClass javaClass) {
        return !javaClass.getSubclasses().isEmpty() && javaClass.getSubclasses().stream().allMatch(sub ->
                sub.getEnclosingClass().map(javaClass::equals).orElse(false)
                        || sub.getPackageName().equals(javaClass.getPackageName())
                        && (sub.isRecord() || sub.isEnum() || sub.isInterface() && isResultSet(sub)));
    }

    private static String simpleName(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }
}
