package dev.stigservice.adapter.storage.contract;

import dev.stigservice.domain.port.BenchmarkCatalog;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.opentest4j.TestAbortedException;

import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What every store behind {@link BenchmarkCatalog} must do, as tests: each {@link StoreChecks} check on a new, empty
 * store, one test method per check so that every report names it, and then the proof that the kit has teeth on this
 * very store: each of {@link BrokenStores}, wrapped around it, fails the kit for its own reason. A backend passes when
 * a subclass that says how to feed it passes both. A store that cannot be had here (its server is down: {@link #newStore}
 * aborts with an assumption) skips every test, the mistakes included, with that reason. Published in adapter-storage's
 * test-jar: see docs/guides/adding-a-storage-backend.md.
 */
public abstract class BenchmarkCatalogContract {

    /** A store under test, started empty; it is closed after each check. Abort with an assumption when none can be had. */
    protected abstract StoreUnderTest newStore() throws Exception;

    @Test
    @DisplayName("holds nothing when empty")
    void holdsNothingWhenEmpty() throws Exception {
        run("holds nothing when empty");
    }

    @Test
    @DisplayName("gives back every byte")
    void givesBackEveryByte() throws Exception {
        run("gives back every byte");
    }

    @Test
    @DisplayName("keeps every document it is given")
    void keepsEveryDocumentItIsGiven() throws Exception {
        run("keeps every document it is given");
    }

    @Test
    @DisplayName("keeps the same document once")
    void keepsTheSameDocumentOnce() throws Exception {
        run("keeps the same document once");
    }

    @Test
    @DisplayName("keeps the same bytes once, under the first name")
    void keepsTheSameBytesOnceUnderTheFirstName() throws Exception {
        run("keeps the same bytes once, under the first name");
    }

    @Test
    @DisplayName("saving a kept document answers false and changes nothing")
    void savingAKeptDocumentAnswersFalseAndChangesNothing() throws Exception {
        run("saving a kept document answers false and changes nothing");
    }

    @Test
    @DisplayName("keeps file names and stored times")
    void keepsFileNamesAndStoredTimes() throws Exception {
        run("keeps file names and stored times");
    }

    @Test
    @DisplayName("keeps everything across a restart")
    void keepsEverythingAcrossARestart() throws Exception {
        run("keeps everything across a restart");
    }

    @Test
    @DisplayName("two instances on one store see each other's writes")
    void twoInstancesOnOneStoreSeeEachOthersWrites() throws Exception {
        run("two instances on one store see each other's writes");
    }

    @Test
    @DisplayName("a document replaced by one instance is never served stale by another")
    void aDocumentReplacedByOneInstanceIsNeverServedStaleByAnother() throws Exception {
        run("a document replaced by one instance is never served stale by another");
    }

    @Test
    @DisplayName("a failed write is reported as a failure and leaves nothing")
    void aFailedWriteIsReportedAsAFailureAndLeavesNothing() throws Exception {
        run("a failed write is reported as a failure and leaves nothing");
    }

    @Test
    @DisplayName("a save cut at any of its writes leaves nothing")
    void aSaveCutAtAnyOfItsWritesLeavesNothing() throws Exception {
        run("a save cut at any of its writes leaves nothing");
    }

    @Test
    @DisplayName("a failed read is reported as a failure")
    void aFailedReadIsReportedAsAFailure() throws Exception {
        run("a failed read is reported as a failure");
    }

    @Test
    @DisplayName("gives back every shared sample")
    void givesBackEverySharedSample() throws Exception {
        run("gives back every shared sample");
    }

    @Test
    @DisplayName("stays readable while it is written")
    void staysReadableWhileItIsWritten() throws Exception {
        run("stays readable while it is written");
    }

    @Test
    @DisplayName("lists 5,000 documents")
    void listsFiveThousandDocuments() throws Exception {
        run("lists 5,000 documents");
    }

    @Test
    @DisplayName("every check of the kit is one of these tests")
    void everyCheckIsATest() {
        assertThat(StoreChecks.ALL).extracting(StoreChecks.Check::name).containsExactly("holds nothing when empty",
                "gives back every byte", "keeps every document it is given", "keeps the same document once",
                "keeps file names and stored times", "saving a kept document answers false and changes nothing",
                "keeps the same bytes once, under the first name", "keeps everything across a restart",
                "two instances on one store see each other's writes",
                "a document replaced by one instance is never served stale by another", "a failed write is reported as a failure and leaves nothing",
                "a save cut at any of its writes leaves nothing", "a failed read is reported as a failure",
                "gives back every shared sample",
                "stays readable while it is written", "lists 5,000 documents");
    }

    @TestFactory
    Stream<DynamicTest> theKitCatchesEachMistakeOnThisStore() {
        return BrokenStores.all().stream().map(mistake -> DynamicTest.dynamicTest(mistake.name(), () -> {
            try (StoreUnderTest store = newStore()) {
                Assumptions.assumeTrue(!mistake.ofImports() || store.archive().isPresent(), "a mistake in saving, and this store takes no imports");
                mistake.shownBy().run(store); // aborts, with its reason, where this store cannot show the mistake
            }
            String failure = firstFailure(mistake);
            assertThat(failure).as(mistake.name() + " passed the whole kit").isNotNull();
            assertThat(failure).as("the first failure of " + mistake.name()).contains(mistake.reason()).hasSizeLessThan(400);
        }));
    }

    private void run(String name) throws Exception {
        StoreChecks.Check check = StoreChecks.ALL.stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow();
        try (StoreUnderTest store = newStore()) {
            check.runOn(store);
        }
    }

    /**
     * The first check the broken store fails, as its message; null when it passes them all. A store that cannot be had
     * aborts here too, so the mistake is skipped with the store's reason instead of "passing".
     */
    private String firstFailure(BrokenStores.Mistake mistake) throws Exception {
        for (StoreChecks.Check check : StoreChecks.ALL) {
            StoreUnderTest healthy = newStore();
            try (StoreUnderTest store = mistake.breaking().apply(healthy)) {
                check.runOn(store, mistake.patience());
            } catch (TestAbortedException skipped) {
                // a check that cannot run on this store (no shared samples, no imports) neither passes nor fails
            } catch (AssertionError | Exception failure) {
                return String.valueOf(failure.getMessage());
            }
        }
        return null;
    }
}
