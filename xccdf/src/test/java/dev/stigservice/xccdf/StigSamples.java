package dev.stigservice.xccdf;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The real DISA files in ../shared/stig-samples, found through {@code -Dstig.samples.dir}. Where they
 * are absent (a fresh clone without ../shared) tests that need them are skipped with this reason;
 * {@code .ci/run} refuses to run without them, so CI never skips.
 */
public final class StigSamples {

    private StigSamples() {
    }

    /** The samples' folder; where it is absent, the calling test is skipped with the reason. */
    public static Path directory() {
        Path dir = location();
        assumeTrue(Files.isDirectory(dir), "DISA samples not found at " + dir.toAbsolutePath()
                + "; set -Dstig.samples.dir to run the tests on real content");
        return dir;
    }

    /** For set-up that runs once per class: it cannot skip each test itself, so each test calls {@link #directory()}. */
    public static boolean present() {
        return Files.isDirectory(location());
    }

    private static Path location() {
        return Path.of(System.getProperty("stig.samples.dir", "../shared/stig-samples"));
    }

    public static Path file(String name) {
        return directory().resolve(name);
    }

    /** DISA's CCI list, beside the samples' folder ({@code ../shared/cci}); where it is absent, the calling test is skipped. */
    public static Path cciList() {
        Path list = location().resolveSibling("cci").resolve("U_CCI_List.xml");
        assumeTrue(Files.isRegularFile(list), "DISA's CCI list not found at " + list.toAbsolutePath()
                + "; it lies beside the samples (-Dstig.samples.dir)");
        return list;
    }

    /**
     * One of ComplianceAsCode's SCAP source data streams ({@code ssg-rhel8-ds.xml}), where Debian's {@code ssg-debian} and
     * {@code ssg-nondebian} packages put them ({@code -Dstig.ssg.dir}); the calling test is skipped with the reason when absent.
     */
    public static Path ssgDataStream(String name) {
        Path file = Path.of(System.getProperty("stig.ssg.dir", "/usr/share/xml/scap/ssg/content"), name);
        assumeTrue(Files.isRegularFile(file), "ComplianceAsCode's " + name + " not found at " + file.toAbsolutePath()
                + "; install the ssg-debian and ssg-nondebian packages or set -Dstig.ssg.dir");
        return file;
    }

    /** The XCCDF 1.1 schema in ../shared/schemas, found through {@code -Dstig.schemas.dir}; skipped with a reason when absent. */
    public static Path xccdf11Schema() {
        Path schema = Path.of(System.getProperty("stig.schemas.dir", "../shared/schemas"), "xccdf", "1.1", "xccdf-schema.xsd");
        assumeTrue(Files.isRegularFile(schema), "XCCDF 1.1 schema not found at " + schema.toAbsolutePath()
                + "; set -Dstig.schemas.dir to validate XML exports");
        return schema;
    }
}
