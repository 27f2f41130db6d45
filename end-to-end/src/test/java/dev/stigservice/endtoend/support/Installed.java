package dev.stigservice.endtoend.support;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Whether a tool the tests run (SAF, OpenSCAP, node and npm packages) is installed. */
public final class Installed {

    private Installed() {
    }

    /** An executable of that name on the PATH. */
    public static boolean onPath(String tool) {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .anyMatch(dir -> Files.isExecutable(Path.of(dir, tool)));
    }

    /**
     * The folder of a package installed with {@code npm install -g}; the calling test is skipped with {@code reason}
     * where node, npm or the package is absent.
     */
    public static Path npmPackage(String name, String reason) throws IOException, InterruptedException {
        assumeTrue(onPath("node") && onPath("npm"), reason + " (node and npm are not installed)");
        Process npm = new ProcessBuilder("npm", "root", "-g").redirectError(ProcessBuilder.Redirect.DISCARD).start();
        Path folder = Path.of(new String(npm.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip(), name);
        npm.waitFor(60, TimeUnit.SECONDS);
        assumeTrue(Files.isRegularFile(folder.resolve("package.json")), reason);
        return folder;
    }
}
