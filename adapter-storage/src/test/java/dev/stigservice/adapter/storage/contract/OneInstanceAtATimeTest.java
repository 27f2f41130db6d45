package dev.stigservice.adapter.storage.contract;

import org.junit.jupiter.api.Test;
import org.opentest4j.TestAbortedException;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The two-instance checks are skipped only for a backend that declares it serves one instance at a time
 * ({@code StorageBackend.oneInstanceAtATime()}); any other backend whose second instance cannot be opened fails them,
 * in the kit's words.
 */
class OneInstanceAtATimeTest {

    private static final String TWO_INSTANCES = "two instances on one store see each other's writes";
    private static final String STALE = "a document replaced by one instance is never served stale by another";

    @Test
    void aSecondInstanceThatCannotBeOpenedFailsABackendThatDidNotDeclareIt() throws Exception {
        for (String check : new String[]{TWO_INSTANCES, STALE}) {
            try (StoreUnderTest store = opened(new MemoryBackend(true, false))) {
                assertThatThrownBy(() -> check(check).runOn(store))
                        .isInstanceOf(AssertionError.class)
                        .hasMessageStartingWith("the memory backend could not open a second instance over the same storage while the first is open")
                        .hasMessageContaining("The file is locked: catalog.mv")
                        .hasMessageContaining("a backend that serves one instance only must declare it (StorageBackend.oneInstanceAtATime())");
            }
        }
    }

    @Test
    void aBackendThatDeclaresItHasTheChecksSkippedWithTheReason() throws Exception {
        for (String check : new String[]{TWO_INSTANCES, STALE}) {
            try (StoreUnderTest store = opened(new MemoryBackend(true, true))) {
                assertThatThrownBy(() -> check(check).runOn(store))
                        .isInstanceOf(TestAbortedException.class)
                        .hasMessageContaining("the memory backend declares that one instance at a time opens its storage");
            }
        }
    }

    @Test
    void aBackendThatOpensTwiceRunsTheChecks() throws Exception {
        for (String check : new String[]{TWO_INSTANCES, STALE}) {
            try (StoreUnderTest store = opened(new MemoryBackend(false, false))) {
                assertThatCode(() -> check(check).runOn(store)).doesNotThrowAnyException();
            }
        }
    }

    private static StoreUnderTest opened(MemoryBackend backend) {
        return StoreUnderTest.opened(backend, MemoryBackend.settings(), () -> { }, () -> { });
    }

    static StoreChecks.Check check(String name) {
        return StoreChecks.ALL.stream().filter(check -> check.name().equals(name)).findFirst().orElseThrow();
    }
}
