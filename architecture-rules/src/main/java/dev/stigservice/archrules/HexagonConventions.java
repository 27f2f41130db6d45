package dev.stigservice.archrules;

import java.net.URL;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Where the rings of a hexagon live, found by convention under one base package and each overridable:
 * {@code <base>.domain.model}, {@code <base>.domain.port}, {@code <base>.application}, one package per adapter
 * {@code <base>.adapter.<name>} (discovered, never listed) and the composition root {@code <base>.bootstrap}.
 *
 * @param basePackage      e.g. {@code com.acme.shop}
 * @param domainModel      sub-package of the domain's records
 * @param ports            sub-package of the out-port interfaces
 * @param application      sub-package of the use cases
 * @param adapters         sub-package whose direct children are the adapters
 * @param compositionRoot  sub-package that wires everything (and so may depend on everything)
 * @param inboundAdapters  names of the adapters that drive the core (they call use cases); every other adapter
 *                         is driven (it implements ports)
 * @param libraries        sub-packages outside the rings that adapters share (a codec, say); they may use the
 *                         domain model, and the core may not use them
 * @param coreMayUse       packages outside the base that domain and application may depend on
 * @param adapterUses      per adapter name, the packages outside the base (third-party libraries, and the JDK's
 *                         {@code java.sql}/{@code javax.sql}) it may depend on; empty means this is not checked
 * @param controllerAnnotation the annotation that marks an HTTP entry point
 * @param diagram          an optional PlantUML picture of the hexagon that the code must match
 */
public record HexagonConventions(String basePackage, String domainModel, String ports, String application, String adapters,
                                 String compositionRoot, Set<String> inboundAdapters, List<String> libraries,
                                 List<String> coreMayUse, Map<String, List<String>> adapterUses, String controllerAnnotation,
                                 Optional<URL> diagram) {

    public HexagonConventions {
        if (basePackage == null || !basePackage.matches("[A-Za-z_$][\\w$]*(\\.[A-Za-z_$][\\w$]*)*")) {
            throw new IllegalArgumentException("base package must be a Java package name such as com.acme.shop, not " + basePackage);
        }
        Objects.requireNonNull(domainModel, "domainModel");
        Objects.requireNonNull(ports, "ports");
        Objects.requireNonNull(application, "application");
        Objects.requireNonNull(adapters, "adapters");
        Objects.requireNonNull(compositionRoot, "compositionRoot");
        inboundAdapters = Set.copyOf(inboundAdapters);
        libraries = List.copyOf(libraries);
        coreMayUse = List.copyOf(coreMayUse);
        adapterUses = Map.copyOf(adapterUses);
        Objects.requireNonNull(controllerAnnotation, "controllerAnnotation");
        Objects.requireNonNull(diagram, "diagram");
    }

    /** The conventions above for {@code basePackage}: inbound adapters {@code http} and {@code web}, the core on the JDK only. */
    public static HexagonConventions forBasePackage(String basePackage) {
        return new HexagonConventions(basePackage, "domain.model", "domain.port", "application", "adapter", "bootstrap",
                Set.of("http", "web"), List.of(), List.of("java.."), Map.of(), "io.micronaut.http.annotation.Controller", Optional.empty());
    }

    public HexagonConventions withDomainModel(String subPackage) {
        return new HexagonConventions(basePackage, subPackage, ports, application, adapters, compositionRoot, inboundAdapters,
                libraries, coreMayUse, adapterUses, controllerAnnotation, diagram);
    }

    public HexagonConventions withPorts(String subPackage) {
        return new HexagonConventions(basePackage, domainModel, subPackage, application, adapters, compositionRoot, inboundAdapters,
                libraries, coreMayUse, adapterUses, controllerAnnotation, diagram);
    }

    public HexagonConventions withApplication(String subPackage) {
        return new HexagonConventions(basePackage, domainModel, ports, subPackage, adapters, compositionRoot, inboundAdapters,
                libraries, coreMayUse, adapterUses, controllerAnnotation, diagram);
    }

    public HexagonConventions withAdapters(String subPackage) {
        return new HexagonConventions(basePackage, domainModel, ports, application, subPackage, compositionRoot, inboundAdapters,
                libraries, coreMayUse, adapterUses, controllerAnnotation, diagram);
    }

    public HexagonConventions withCompositionRoot(String subPackage) {
        return new HexagonConventions(basePackage, domainModel, ports, application, adapters, subPackage, inboundAdapters,
                libraries, coreMayUse, adapterUses, controllerAnnotation, diagram);
    }

    public HexagonConventions withInboundAdapters(String... names) {
        return new HexagonConventions(basePackage, domainModel, ports, application, adapters, compositionRoot, Set.of(names),
                libraries, coreMayUse, adapterUses, controllerAnnotation, diagram);
    }

    public HexagonConventions withLibraries(String... subPackages) {
        return new HexagonConventions(basePackage, domainModel, ports, application, adapters, compositionRoot, inboundAdapters,
                List.of(subPackages), coreMayUse, adapterUses, controllerAnnotation, diagram);
    }

    /** Packages (ArchUnit syntax, {@code java..}) the core may use besides the JDK, e.g. a units library. */
    public HexagonConventions withCoreAlsoUsing(String... packages) {
        List<String> allowed = new ArrayList<>(coreMayUse);
        allowed.addAll(List.of(packages));
        return new HexagonConventions(basePackage, domainModel, ports, application, adapters, compositionRoot, inboundAdapters,
                libraries, allowed, adapterUses, controllerAnnotation, diagram);
    }

    /**
     * The packages outside the base (ArchUnit syntax, {@code io.micronaut..}) that adapter {@code name} may use.
     * Once one adapter is declared, every adapter must be, and each may use only the JDK (without {@code java.sql}
     * and {@code javax.sql}, which count as libraries) and what it declares.
     */
    public HexagonConventions withAdapterUsing(String name, String... packages) {
        Map<String, List<String>> uses = new LinkedHashMap<>(adapterUses);
        uses.put(name, List.of(packages));
        return new HexagonConventions(basePackage, domainModel, ports, application, adapters, compositionRoot, inboundAdapters,
                libraries, coreMayUse, uses, controllerAnnotation, diagram);
    }

    public HexagonConventions withControllerAnnotation(String annotation) {
        return new HexagonConventions(basePackage, domainModel, ports, application, adapters, compositionRoot, inboundAdapters,
                libraries, coreMayUse, adapterUses, annotation, diagram);
    }

    public HexagonConventions withDiagram(URL plantUml) {
        return new HexagonConventions(basePackage, domainModel, ports, application, adapters, compositionRoot, inboundAdapters,
                libraries, coreMayUse, adapterUses, controllerAnnotation, Optional.of(plantUml));
    }

    String full(String subPackage) {
        return basePackage + "." + subPackage;
    }

    /** ArchUnit's form: the package and everything below it. */
    String tree(String subPackage) {
        return full(subPackage) + "..";
    }
}
