package dev.stigservice.adapter.storage.contract;

import dev.stigservice.domain.port.BenchmarkCatalog;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.opentest4j.TestAbortedException;

import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What every store behind {@link BenchmarkCatalog} must do, as tests: each {@link StoreChecks} check on a new, empty
 * store, and then the proof that the kit has teeth on this very store: each of {@link BrokenStores}, wrapped around
 * it, fails the kit for its own reason. A backend passes when a subclass that says how to feed it passes both.
 * Published in adapter-storage's test-jar: see docs/guides/adding-a-storage-backend.md.
 */
public abstract class BenchmarkCatalogContract {

    /** A store under test, started empty; it is closed after each check. */
    protected abstract StoreUnderTest newStore() throws Exception;

    @TestFactory
    Stream<DynamicTest> theStoreKeepsEveryRule() {
        return StoreChecks.ALL.stream().map(check -> DynamicTest.dynamicTest(check.name(), () -> {
            try (StoreUnderTest store = newStore()) {
                check.runOn(store);
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> theKitCatchesEachMistakeOnThisStore() {
        return BrokenStores.all().stream().map(mistake -> DynamicTest.dynamicTest(mistake.name(), () -> {
            String failure = firstFailure(mistake);
            assertThat(failure).as(mistake.name() + " passed the whole kit").isNotNull();
            assertThat(failure).as("the first failure of " + mistake.name()).contains(mistake.reason()).hasSizeLessThan(400);
        }));
    }

    /** The first check the broken store fails, as its message; null when it passes them all. */
    private String firstFailure(BrokenStores.Mistake mistake) throws Exception {
        for (StoreChecks.Check check : StoreChecks.ALL) {
            try (StoreUnderTest store = mistake.breaking().apply(newStore())) {
                check.runOn(store);
            } catch (TestAbortedException skipped) {
                // a check that cannot run here (no shared samples) neither passes nor fails
            } catch (AssertionError | Exception failure) {
                return String.valueOf(failure.getMessage());
            }
        }
        return null;
    }
}
