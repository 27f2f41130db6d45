package dev.stigservice.archrules.launcher;

/**
 * The command-line jar's entry point, compiled for Java 8 so that an older Java can load it and be told what is
 * wrong, with exit status 3 ("the checker failed"), instead of an UnsupportedClassVersionError and exit status 1,
 * which reads like a broken rule. On Java 17 or newer it hands over to the runner.
 */
public final class Launcher {

    static final int NEEDED = 17;

    private Launcher() {
    }

    public static void main(String[] args) throws Exception {
        String version = System.getProperty("java.specification.version");
        if (major(version) < NEEDED) {
            System.err.println("the checker failed: architecture-rules needs Java " + NEEDED + " or newer; this is Java " + version
                    + " (" + System.getProperty("java.home") + ")");
            System.exit(3);
        }
        Class.forName("dev.stigservice.archrules.HexagonRulesCli").getMethod("main", String[].class).invoke(null, (Object) args);
    }

    /** {@code 1.8} is 8, {@code 17} is 17. */
    static int major(String specificationVersion) {
        String major = specificationVersion.startsWith("1.") ? specificationVersion.substring(2) : specificationVersion;
        int dot = major.indexOf('.');
        return Integer.parseInt(dot < 0 ? major : major.substring(0, dot));
    }
}
