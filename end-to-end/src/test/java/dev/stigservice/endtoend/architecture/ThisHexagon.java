package dev.stigservice.endtoend.architecture;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import dev.stigservice.adapter.storage.StorageBackend;
import dev.stigservice.archrules.HexagonConventions;
import dev.stigservice.archrules.HexagonRules;

import java.net.MalformedURLException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The architecture-rules library configured for this codebase: its base package, its codec library, the libraries
 * each adapter may use (its Maven module's dependencies), the delivery's vocabulary the core must not speak and its
 * diagram.
 */
final class ThisHexagon {

    static final String BASE_PACKAGE = "dev.stigservice";
    static final HexagonRules RULES = HexagonRules.of(HexagonConventions.forBasePackage(BASE_PACKAGE)
            .withShared("xccdf..", "settings..") // docs/adr/0006, docs/adr/0012
            // In-ports are found by convention (beside a *UseCase, or named by one): no use case's package is listed here.
            // HTTP's delivery, which adapter-http owns (issue 62): entity tags, 304s, content codings, the event loop.
            .withDeliveryNames(".*(EntityTag|ETag|NotModified|ContentCoding|Gzip|RenderedBod|Representation|WouldWait|EventLoop).*")
            .withDeliveryPackages("io.netty..", "io.micronaut.http..")
            .withInboundAdapters("adapter.(http)..", "adapter.(cli)..")
            .withAdapterUsing("http", "io.micronaut..", "io.netty..", "io.swagger.v3.oas.annotations..", "io.micrometer..",
                    "com.github.benmanes.caffeine..", "jakarta.inject..", "jakarta.annotation..", "org.slf4j..",
                    "com.fasterxml.jackson.annotation..", "jakarta.validation..", "com.sun.management..",
                    "org.apache.commons.fileupload2..")
            .withAdapterUsing("auth", "io.micronaut..", "jakarta.validation..", "tools.jackson.core..",
                    "com.github.benmanes.caffeine..", "io.github.resilience4j..", "io.micrometer..", "org.slf4j..")
            .withAdapterUsing("storage", storageLibraries())
            .withAdapterUsing("export", "com.opencsv..", "tools.jackson..")
            .withAdapterUsing("oscal", "tools.jackson..")
            .withAdapterUsing("checklist", "tools.jackson..")
            .withAdapterUsing("snapshot", "org.apache.commons.compress..", "io.micronaut..")
            .withAdapterUsing("search", "org.apache.lucene..")
            .withAdapterUsing("cli")
            .withDiagram(diagram()));

    /**
     * Production classes of every module on the test class path: not test folders, not test-jars such as the storage
     * kit, and not the rules library itself, which is build tooling rather than a part of the service.
     */
    static final ImportOption PRODUCTION = (Location location) -> new ImportOption.DoNotIncludeTests().includes(location)
            && !location.contains("-tests.jar") && !location.contains("architecture-rules");

    private ThisHexagon() {
    }

    /**
     * What every backend's descriptor is written with (SLF4J, AutoService), and the libraries each backend on the class
     * path declares it uses ({@code StorageBackend.libraries()}): a backend module brings its own, no edit here.
     */
    private static String[] storageLibraries() {
        Set<String> libraries = new TreeSet<>(List.of("org.slf4j..", "com.google.auto.service.."));
        StorageBackend.all().forEach(backend -> libraries.addAll(backend.libraries()));
        return libraries.toArray(String[]::new);
    }

    private static java.net.URL diagram() {
        try {
            return Path.of(System.getProperty("stig.docs.dir", "../docs"), "architecture.puml").toUri().toURL();
        } catch (MalformedURLException e) {
            throw new IllegalStateException(e);
        }
    }
}
