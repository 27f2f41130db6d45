package dev.stigservice.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;

import java.util.regex.Pattern;

/** Imports the production classes of every module, plus, for a canary test, one canary package from the test classes. */
final class ProductionClasses {

    private static final JavaClasses PRODUCTION = importWith(location -> false);

    private ProductionClasses() {
    }

    static JavaClasses all() {
        return PRODUCTION;
    }

    /** Production classes and the test classes of one canary package, e.g. {@code canary/httpholdsport}. */
    static JavaClasses withCanary(String canaryFolder) {
        Pattern canary = Pattern.compile(".*/" + Pattern.quote(canaryFolder) + "/.*\\.class$");
        return importWith(location -> location.matches(canary));
    }

    private static JavaClasses importWith(ImportOption alsoInclude) {
        ImportOption notTestFolders = new ImportOption.DoNotIncludeTests();
        // DoNotIncludeTests knows test folders but not test-jars such as adapter-storage's contract kit.
        ImportOption productionOnly = location -> notTestFolders.includes(location) && !location.contains("-tests.jar");
        return new ClassFileImporter()
                .withImportOption((Location location) -> productionOnly.includes(location) || alsoInclude.includes(location))
                .importPackages(ArchitectureRules.ROOT);
    }
}
