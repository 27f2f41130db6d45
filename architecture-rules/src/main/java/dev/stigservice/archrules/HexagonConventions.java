package dev.stigservice.archrules;

import java.net.URL;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Which packages play which role in a hexagon. Each role is one or more ArchUnit package identifiers relative to the
 * base package ({@code domain.model..}, {@code adapter.(*)..}): {@code ..} and {@code *} as ArchUnit reads them, a
 * capture group {@code (*)} names each adapter (or each bounded context), {@code .} alone is the base package itself
 * without its sub-packages, and an identifier that starts with the base package is taken as written.
 * <p>
 * With {@link #withContexts contexts}, each captured context is a hexagon of its own: the domain model, ports,
 * services and adapters are then relative to each context's package, while the composition root and the shared
 * packages stay relative to the base package.
 * <p>
 * A class takes the first role that claims it, in this order: composition root, shared, domain model, out-ports,
 * services, in-ports, inbound adapters, outbound adapters. In-ports and services may share packages, as
 * {@code <Verb><Noun>UseCase} beside its service does, and then a convention tells them apart, so that a new use case
 * needs no edit here: in a package that holds a use case (an interface named {@code *UseCase}, or the naming's
 * suffix), its interfaces, records and enums are in-ports; so are the records, enums and closed result sets the
 * in-ports' public signatures name in packages that hold no use case (results that several use cases share). Every
 * other type there is a service: the concrete classes, and the interfaces of a package without a use case, which are
 * roles the core's services depend on (a catalog, a cache of models) that no adapter may reach. In a package that
 * only the services claim, every type is a service.
 *
 * @param basePackage      e.g. {@code com.acme.shop}
 * @param domainModel      the domain's types
 * @param outPorts         the interfaces the core needs implemented (its driven side)
 * @param inPorts          what the core offers to inbound adapters: use-case interfaces and their commands and results;
 *                         where they share packages with the services, the convention above picks them
 * @param services         the use cases' implementations and any other class of the application
 * @param inboundAdapters  the adapters that drive the core; a capture group names each
 * @param outboundAdapters the adapters the core drives; a capture group names each
 * @param compositionRoot  what wires everything, and so may depend on everything
 * @param shared           packages outside the rings that every ring may use (a shared kernel, a codec); they may use
 *                         only the domain model and each other
 * @param contexts         an identifier with a capture group whose every match is a hexagon of its own; empty for one
 * @param coreMayUse       packages outside the base that the core may depend on ({@code java..} by default)
 * @param adapterUses      per adapter name, the packages outside the base (third-party libraries, and the JDK's
 *                         {@code java.sql}/{@code javax.sql}) it may use; empty means this is not checked
 * @param deliveryNames    regular expressions over simple class names ({@code .*(ETag|NotModified).*}): the words of
 *                         how answers are delivered, which the core may neither be named by nor depend on
 * @param deliveryPackages packages (ArchUnit syntax, as written: {@code io.micronaut.http..}) of the delivery that the
 *                         core may not depend on, even where {@code coreMayUse} lets in the framework around them
 * @param naming           the naming rules, or empty when names are not checked
 * @param diagram          an optional PlantUML picture of the hexagon that the code must match
 */
public record HexagonConventions(String basePackage, List<String> domainModel, List<String> outPorts, List<String> inPorts,
                                 List<String> services, List<String> inboundAdapters, List<String> outboundAdapters,
                                 List<String> compositionRoot, List<String> shared, Optional<String> contexts,
                                 List<String> coreMayUse, Map<String, List<String>> adapterUses, List<String> deliveryNames,
                                 List<String> deliveryPackages, Optional<Naming> naming, Optional<URL> diagram) {

    /**
     * Names the rules {@code use-cases-are-named}, {@code services-implement-a-use-case} and
     * {@code controllers-are-named-and-placed} check.
     *
     * @param useCaseSuffix        what open in-port interfaces end with, e.g. {@code UseCase}
     * @param serviceSuffix        services named so must implement an in-port interface, e.g. {@code Service}
     * @param controllerSuffix     what classes with the controller annotation end with, e.g. {@code Controller}
     * @param controllerAnnotation the annotation that marks an entry point; such classes live in inbound adapters
     */
    public record Naming(String useCaseSuffix, String serviceSuffix, String controllerSuffix, String controllerAnnotation) {

        /** {@code *UseCase}, {@code *Service}, {@code *Controller} and Micronaut's {@code @Controller}. */
        public static final Naming DEFAULT = new Naming("UseCase", "Service", "Controller", "io.micronaut.http.annotation.Controller");

        public Naming {
            Objects.requireNonNull(useCaseSuffix, "useCaseSuffix");
            Objects.requireNonNull(serviceSuffix, "serviceSuffix");
            Objects.requireNonNull(controllerSuffix, "controllerSuffix");
            Objects.requireNonNull(controllerAnnotation, "controllerAnnotation");
        }
    }

    public HexagonConventions {
        if (basePackage == null || !basePackage.matches("[A-Za-z_$][\\w$]*(\\.[A-Za-z_$][\\w$]*)*")) {
            throw new IllegalArgumentException("base package must be a Java package name such as com.acme.shop, not " + basePackage);
        }
        domainModel = identifiers(domainModel, "domain model");
        outPorts = identifiers(outPorts, "out-ports");
        inPorts = identifiers(inPorts, "in-ports");
        services = identifiers(services, "services");
        inboundAdapters = identifiers(inboundAdapters, "inbound adapters");
        outboundAdapters = identifiers(outboundAdapters, "outbound adapters");
        compositionRoot = identifiers(compositionRoot, "composition root");
        shared = identifiers(shared, "shared");
        Objects.requireNonNull(contexts, "contexts");
        contexts.ifPresent(identifier -> {
            if (!identifier.contains("(*)")) {
                throw new IllegalArgumentException("contexts needs a capture group (*) that names each context, not " + identifier);
            }
        });
        coreMayUse = List.copyOf(coreMayUse);
        adapterUses = Map.copyOf(adapterUses);
        for (String pattern : deliveryNames) {
            try {
                Pattern.compile(pattern);
            } catch (PatternSyntaxException e) {
                throw new IllegalArgumentException("delivery names: '" + pattern + "' is not a regular expression: " + e.getDescription());
            }
        }
        deliveryNames = List.copyOf(deliveryNames);
        deliveryPackages = List.copyOf(deliveryPackages);
        Objects.requireNonNull(naming, "naming");
        Objects.requireNonNull(diagram, "diagram");
    }

    /**
     * This project's layout for {@code basePackage}: {@code domain.model}, {@code domain.port} (out-ports),
     * {@code application} (in-ports and services side by side), {@code adapter.<name>} (inbound: {@code http} and
     * {@code web}; every other adapter outbound), {@code bootstrap}; the core on the JDK only; the naming rules on.
     */
    public static HexagonConventions forBasePackage(String basePackage) {
        return new HexagonConventions(basePackage, List.of("domain.model.."), List.of("domain.port.."), List.of("application.."),
                List.of("application.."), List.of("adapter.(http)..", "adapter.(web).."), List.of("adapter.(*).."),
                List.of("bootstrap.."), List.of(), Optional.empty(), List.of("java.."), Map.of(), List.of(), List.of(),
                Optional.of(Naming.DEFAULT), Optional.empty());
    }

    public HexagonConventions withDomainModel(String... identifiers) {
        return new HexagonConventions(basePackage, List.of(identifiers), outPorts, inPorts, services, inboundAdapters, outboundAdapters,
                compositionRoot, shared, contexts, coreMayUse, adapterUses, deliveryNames, deliveryPackages, naming, diagram);
    }

    public HexagonConventions withOutPorts(String... identifiers) {
        return new HexagonConventions(basePackage, domainModel, List.of(identifiers), inPorts, services, inboundAdapters, outboundAdapters,
                compositionRoot, shared, contexts, coreMayUse, adapterUses, deliveryNames, deliveryPackages, naming, diagram);
    }

    public HexagonConventions withInPorts(String... identifiers) {
        return new HexagonConventions(basePackage, domainModel, outPorts, List.of(identifiers), services, inboundAdapters, outboundAdapters,
                compositionRoot, shared, contexts, coreMayUse, adapterUses, deliveryNames, deliveryPackages, naming, diagram);
    }

    public HexagonConventions withServices(String... identifiers) {
        return new HexagonConventions(basePackage, domainModel, outPorts, inPorts, List.of(identifiers), inboundAdapters, outboundAdapters,
                compositionRoot, shared, contexts, coreMayUse, adapterUses, deliveryNames, deliveryPackages, naming, diagram);
    }

    /** E.g. {@code adapter.(http)..}: the capture group names the adapter (for isolation and {@link #withAdapterUsing}). */
    public HexagonConventions withInboundAdapters(String... identifiers) {
        return new HexagonConventions(basePackage, domainModel, outPorts, inPorts, services, List.of(identifiers), outboundAdapters,
                compositionRoot, shared, contexts, coreMayUse, adapterUses, deliveryNames, deliveryPackages, naming, diagram);
    }

    /** E.g. {@code adapter.(*)..}; a class an inbound identifier claims stays inbound. */
    public HexagonConventions withOutboundAdapters(String... identifiers) {
        return new HexagonConventions(basePackage, domainModel, outPorts, inPorts, services, inboundAdapters, List.of(identifiers),
                compositionRoot, shared, contexts, coreMayUse, adapterUses, deliveryNames, deliveryPackages, naming, diagram);
    }

    /** E.g. {@code bootstrap..}, or {@code .} for an application class in the base package itself. */
    public HexagonConventions withCompositionRoot(String... identifiers) {
        return new HexagonConventions(basePackage, domainModel, outPorts, inPorts, services, inboundAdapters, outboundAdapters,
                List.of(identifiers), shared, contexts, coreMayUse, adapterUses, deliveryNames, deliveryPackages, naming, diagram);
    }

    public HexagonConventions withShared(String... identifiers) {
        return new HexagonConventions(basePackage, domainModel, outPorts, inPorts, services, inboundAdapters, outboundAdapters,
                compositionRoot, List.of(identifiers), contexts, coreMayUse, adapterUses, deliveryNames, deliveryPackages, naming, diagram);
    }

    /** E.g. {@code domain.(*)..}: each context a hexagon whose other roles are relative to its package. */
    public HexagonConventions withContexts(String identifier) {
        return new HexagonConventions(basePackage, domainModel, outPorts, inPorts, services, inboundAdapters, outboundAdapters,
                compositionRoot, shared, Optional.of(identifier), coreMayUse, adapterUses, deliveryNames, deliveryPackages, naming, diagram);
    }

    /** Packages (ArchUnit syntax, {@code java..}) the core may use besides the JDK, e.g. a units library. */
    public HexagonConventions withCoreAlsoUsing(String... packages) {
        List<String> allowed = new ArrayList<>(coreMayUse);
        allowed.addAll(List.of(packages));
        return new HexagonConventions(basePackage, domainModel, outPorts, inPorts, services, inboundAdapters, outboundAdapters,
                compositionRoot, shared, contexts, allowed, adapterUses, deliveryNames, deliveryPackages, naming, diagram);
    }

    /**
     * The packages outside the base (ArchUnit syntax, {@code io.micronaut..}) that adapter {@code name} may use.
     * Once one adapter is declared, every adapter must be, and each may use only the JDK (without {@code java.sql}
     * and {@code javax.sql}, which count as libraries) and what it declares.
     */
    public HexagonConventions withAdapterUsing(String name, String... packages) {
        Map<String, List<String>> uses = new LinkedHashMap<>(adapterUses);
        uses.put(name, List.of(packages));
        return new HexagonConventions(basePackage, domainModel, outPorts, inPorts, services, inboundAdapters, outboundAdapters,
                compositionRoot, shared, contexts, coreMayUse, uses, deliveryNames, deliveryPackages, naming, diagram);
    }

    /**
     * The words of the delivery (HTTP's, say) as regular expressions over simple class names, e.g.
     * {@code .*(EntityTag|ETag|NotModified|Gzip).*}: no class of the core may be named by one, nor depend on a class that
     * is. How an answer travels is the inbound adapter's business; the core answers in the domain's words.
     */
    public HexagonConventions withDeliveryNames(String... patterns) {
        return new HexagonConventions(basePackage, domainModel, outPorts, inPorts, services, inboundAdapters, outboundAdapters,
                compositionRoot, shared, contexts, coreMayUse, adapterUses, List.of(patterns), deliveryPackages, naming, diagram);
    }

    /**
     * The delivery's packages (ArchUnit syntax, as written, e.g. {@code io.micronaut.http..}) the core may not depend on:
     * for a core that {@link #withCoreAlsoUsing} lets use a framework, all but its delivery.
     */
    public HexagonConventions withDeliveryPackages(String... packages) {
        return new HexagonConventions(basePackage, domainModel, outPorts, inPorts, services, inboundAdapters, outboundAdapters,
                compositionRoot, shared, contexts, coreMayUse, adapterUses, deliveryNames, List.of(packages), naming, diagram);
    }

    public HexagonConventions withNaming(Naming names) {
        return new HexagonConventions(basePackage, domainModel, outPorts, inPorts, services, inboundAdapters, outboundAdapters,
                compositionRoot, shared, contexts, coreMayUse, adapterUses, deliveryNames, deliveryPackages, Optional.of(names), diagram);
    }

    /** Names are not checked: for a codebase whose names follow conventions of its own. */
    public HexagonConventions withoutNaming() {
        return new HexagonConventions(basePackage, domainModel, outPorts, inPorts, services, inboundAdapters, outboundAdapters,
                compositionRoot, shared, contexts, coreMayUse, adapterUses, deliveryNames, deliveryPackages, Optional.empty(), diagram);
    }

    public HexagonConventions withDiagram(URL plantUml) {
        return new HexagonConventions(basePackage, domainModel, outPorts, inPorts, services, inboundAdapters, outboundAdapters,
                compositionRoot, shared, contexts, coreMayUse, adapterUses, deliveryNames, deliveryPackages, naming, Optional.of(plantUml));
    }

    /** Every role by the name the command line and the reports give it, with its identifiers. */
    Map<Role, List<String>> roles() {
        Map<Role, List<String>> roles = new LinkedHashMap<>();
        roles.put(Role.COMPOSITION_ROOT, compositionRoot);
        roles.put(Role.SHARED, shared);
        roles.put(Role.DOMAIN_MODEL, domainModel);
        roles.put(Role.OUT_PORT, outPorts);
        roles.put(Role.SERVICE, services);
        roles.put(Role.IN_PORT, inPorts);
        roles.put(Role.INBOUND_ADAPTER, inboundAdapters);
        roles.put(Role.OUTBOUND_ADAPTER, outboundAdapters);
        return roles;
    }

    private static List<String> identifiers(List<String> identifiers, String role) {
        for (String identifier : identifiers) {
            if (identifier == null || identifier.isBlank() || identifier.chars().anyMatch(Character::isWhitespace)) {
                throw new IllegalArgumentException(role + ": '" + identifier + "' is not a package identifier such as domain.model..");
            }
        }
        return List.copyOf(identifiers);
    }
}
