package dev.stigservice.architecture;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.library.plantuml.rules.PlantUmlArchCondition;

import java.util.List;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.onionArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The architecture, as rules a build can fail on. The Maven module graph already keeps the core free
 * of adapters and adapters apart; these rules check what Maven cannot see. Each rule has a canary in
 * {@code ArchitectureCanaryTest} that proves it can fail.
 */
public final class ArchitectureRules {

    public static final String ROOT = "dev.stigservice";
    static final String DOMAIN = "dev.stigservice.domain..";
    static final String DOMAIN_MODEL = "dev.stigservice.domain.model..";
    static final String PORTS = "dev.stigservice.domain.port..";
    static final String APPLICATION = "dev.stigservice.application..";
    static final String ADAPTERS = "dev.stigservice.adapter..";
    static final String HTTP_ADAPTER = "dev.stigservice.adapter.http..";
    static final String[] OUTBOUND_ADAPTERS = {
            "dev.stigservice.adapter.auth..", "dev.stigservice.adapter.storage..", "dev.stigservice.adapter.export.."};
    static final String BOOTSTRAP = "dev.stigservice.bootstrap..";
    /** The XCCDF codec: a library of the adapters, outside the rings (docs/adr/0006); it may use the domain model only. */
    static final String CODEC = "dev.stigservice.xccdf..";

    private ArchitectureRules() {
    }

    /** Rings of the hexagon: the core knows no adapter, adapters know no other adapter; only bootstrap knows all. */
    public static final ArchRule HEXAGONAL_LAYERS = onionArchitecture()
            .domainModels(DOMAIN_MODEL)
            .domainServices(PORTS)
            .applicationServices(APPLICATION)
            .adapter("http", HTTP_ADAPTER)
            .adapter("auth", OUTBOUND_ADAPTERS[0])
            .adapter("storage", OUTBOUND_ADAPTERS[1])
            .adapter("export", OUTBOUND_ADAPTERS[2])
            .ignoreDependency(resideInAPackage(BOOTSTRAP), DescribedPredicate.alwaysTrue())
            .ignoreDependency(resideInAPackage(CODEC), resideInAPackage(DOMAIN_MODEL))
            .ensureAllClassesAreContainedInArchitectureIgnoring(BOOTSTRAP, CODEC);

    /** Domain and application are plain Java: no framework, no serialisation or I/O library, no logging. */
    public static final ArchRule CORE_IS_FRAMEWORK_FREE = noClasses()
            .that().resideInAnyPackage(DOMAIN, APPLICATION)
            .should().dependOnClassesThat().resideInAnyPackage(
                    "io.micronaut..", "jakarta..", "javax.inject..", "com.fasterxml..", "tools.jackson..",
                    "com.opencsv..", "org.slf4j..", "io.netty..", "java.sql..", "javax.sql..")
            .as("domain and application depend on the JDK only");

    /** Out-ports are the domain's: every interface an adapter implements from this codebase lives in domain.port. */
    public static final ArchRule ADAPTERS_IMPLEMENT_ONLY_DOMAIN_PORTS = classes()
            .that().resideInAPackage(ADAPTERS)
            .should(implementOnlyPortsOfTheDomain())
            .as("adapters implement only ports declared in " + PORTS);

    /** And the port package holds ports only. */
    public static final ArchRule PORT_PACKAGE_HOLDS_ONLY_INTERFACES = classes()
            .that().resideInAPackage(PORTS)
            .should().beInterfaces()
            .as("domain.port holds only port interfaces");

    public static final ArchRule ADAPTERS_DO_NOT_DEPEND_ON_EACH_OTHER = slices()
            .matching("dev.stigservice.adapter.(*)..")
            .should().notDependOnEachOther()
            .as("adapters never depend on each other");

    /** The inbound adapter reaches the core only through in-ports: no port, and no use-case implementation. */
    public static final ArchRule HTTP_USES_ONLY_USE_CASES = noClasses()
            .that().resideInAPackage(HTTP_ADAPTER)
            .should().dependOnClassesThat().resideInAPackage(PORTS)
            .orShould().dependOnClassesThat(useCaseImplementations())
            .as("adapter-http reaches the core only through *UseCase interfaces");

    public static final ArchRule OUTBOUND_ADAPTERS_DO_NOT_CALL_USE_CASES = noClasses()
            .that().resideInAnyPackage(OUTBOUND_ADAPTERS)
            .should().dependOnClassesThat().resideInAPackage(APPLICATION)
            .as("outbound adapters never call use cases");

    public static final ArchRule NO_PACKAGE_CYCLES = slices()
            .matching("dev.stigservice.(**)")
            .should().beFreeOfCycles()
            .as("no package cycles");

    /** Naming: in-ports are {@code <Verb><Noun>UseCase} interfaces, implemented by a {@code *Service} beside them. */
    public static final ArchRule USE_CASES_ARE_NAMED_AND_IMPLEMENTED_BY_SERVICES = classes()
            .that().resideInAPackage(APPLICATION).and().areInterfaces().and(areOpen())
            .should().haveSimpleNameEndingWith("UseCase")
            .as("open interfaces in application are in-ports named *UseCase (sealed ones are result types)");

    public static final ArchRule SERVICES_IMPLEMENT_A_USE_CASE = classes()
            .that().resideInAPackage(APPLICATION).and().haveSimpleNameEndingWith("Service")
            .should(implementAUseCaseFromTheirPackage())
            .as("*Service classes implement a *UseCase of their own package");

    /** Naming: HTTP entry points are {@code *Controller} classes in adapter-http. */
    public static final ArchRule CONTROLLERS_ARE_NAMED_AND_PLACED = classes()
            .that().areAnnotatedWith("io.micronaut.http.annotation.Controller")
            .should().haveSimpleNameEndingWith("Controller")
            .andShould().resideInAPackage(HTTP_ADAPTER)
            .as("@Controller classes are named *Controller and live in adapter-http");

    /** docs/architecture.puml is the picture of the hexagon in the docs; this keeps the code and the picture the same. */
    public static final ArchRule ADHERES_TO_DIAGRAM = classes()
            .should(PlantUmlArchCondition.adhereToPlantUmlDiagram(diagram(),
                    PlantUmlArchCondition.Configuration.consideringOnlyDependenciesInDiagram()))
            .as("the code matches docs/architecture.puml");

    public static final List<ArchRule> ALL = List.of(
            HEXAGONAL_LAYERS, CORE_IS_FRAMEWORK_FREE, ADAPTERS_IMPLEMENT_ONLY_DOMAIN_PORTS,
            PORT_PACKAGE_HOLDS_ONLY_INTERFACES, ADAPTERS_DO_NOT_DEPEND_ON_EACH_OTHER, HTTP_USES_ONLY_USE_CASES,
            OUTBOUND_ADAPTERS_DO_NOT_CALL_USE_CASES, NO_PACKAGE_CYCLES, USE_CASES_ARE_NAMED_AND_IMPLEMENTED_BY_SERVICES,
            SERVICES_IMPLEMENT_A_USE_CASE, CONTROLLERS_ARE_NAMED_AND_PLACED, ADHERES_TO_DIAGRAM);

    private static java.net.URL diagram() {
        try {
            return java.nio.file.Path.of(System.getProperty("stig.docs.dir", "../docs"), "architecture.puml").toUri().toURL();
        } catch (java.net.MalformedURLException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Sealed interfaces such as {@code DownloadResult} close a set of result records; they are not ports. */
    private static DescribedPredicate<JavaClass> areOpen() {
        return DescribedPredicate.describe("are not sealed", javaClass -> !javaClass.reflect().isSealed());
    }

    private static DescribedPredicate<JavaClass> useCaseImplementations() {
        return DescribedPredicate.describe("use-case implementations",
                javaClass -> javaClass.getPackageName().startsWith("dev.stigservice.application")
                        && !javaClass.isInterface()
                        && javaClass.getAllRawInterfaces().stream().anyMatch(i -> i.getSimpleName().endsWith("UseCase")));
    }

    private static ArchCondition<JavaClass> implementOnlyPortsOfTheDomain() {
        return new ArchCondition<>("implement only interfaces of this codebase that live in " + PORTS) {
            @Override
            public void check(JavaClass javaClass, ConditionEvents events) {
                javaClass.getRawInterfaces().stream()
                        .filter(i -> i.getPackageName().startsWith(ROOT))
                        .filter(i -> !i.getPackageName().startsWith("dev.stigservice.domain.port"))
                        .forEach(i -> events.add(SimpleConditionEvent.violated(javaClass,
                                javaClass.getName() + " implements " + i.getName() + ", which is not a domain port")));
            }
        };
    }

    private static ArchCondition<JavaClass> implementAUseCaseFromTheirPackage() {
        return new ArchCondition<>("implement a *UseCase interface of their own package") {
            @Override
            public void check(JavaClass javaClass, ConditionEvents events) {
                boolean ok = javaClass.getRawInterfaces().stream().anyMatch(i ->
                        i.getSimpleName().endsWith("UseCase") && i.getPackageName().equals(javaClass.getPackageName()));
                if (!ok) {
                    events.add(SimpleConditionEvent.violated(javaClass,
                            javaClass.getName() + " implements no *UseCase of package " + javaClass.getPackageName()));
                }
            }
        };
    }
}
