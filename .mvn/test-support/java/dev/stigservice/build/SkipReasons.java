package dev.stigservice.build;

import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Prints one line per test class that skipped tests, with the first reason given, when a test run ends. Surefire
 * counts skipped tests but keeps their reasons in its report files; this puts them on the console, where a reader of
 * the build sees why (DISA samples absent, no database, a tool not installed). Written to the test JVM's native
 * stderr, which Surefire passes to the console as it is, since the captured System.out goes to files. Every module
 * runs it: the root pom adds this folder to each module's test sources (ServiceLoader registers it with JUnit).
 */
public final class SkipReasons implements TestExecutionListener {

    private record Skipped(int count, String reason) {
    }

    private final Map<String, Skipped> byClass = new LinkedHashMap<>();

    @Override
    public void executionSkipped(TestIdentifier test, String reason) {
        record(test, reason);
    }

    @Override
    public void executionFinished(TestIdentifier test, TestExecutionResult result) {
        if (result.getStatus() == TestExecutionResult.Status.ABORTED) {
            record(test, result.getThrowable().map(Throwable::getMessage).orElse("aborted"));
        }
    }

    private synchronized void record(TestIdentifier test, String reason) {
        if (!test.isTest() && test.getSource().map(source -> source instanceof MethodSource).orElse(false)) {
            return; // a container of tests (a test factory): its tests are counted one by one
        }
        String testClass = test.getSource().map(SkipReasons::className).orElse(test.getDisplayName());
        byClass.merge(testClass, new Skipped(1, reason), (known, next) -> new Skipped(known.count() + 1, known.reason()));
    }

    private static String className(TestSource source) {
        if (source instanceof MethodSource method) {
            return method.getClassName();
        }
        return source instanceof ClassSource type ? type.getClassName() : source.toString();
    }

    @Override
    public synchronized void testPlanExecutionFinished(TestPlan plan) {
        if (byClass.isEmpty()) {
            return;
        }
        PrintStream console = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
        byClass.forEach((testClass, skipped) -> console.println("[SKIPPED] " + testClass.substring(testClass.lastIndexOf('.') + 1)
                + " (" + skipped.count() + (skipped.count() == 1 ? " test" : " tests") + "): " + skipped.reason()));
        byClass.clear();
    }
}
