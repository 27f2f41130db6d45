package dev.stigservice.adapter.storage.contract;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.opentest4j.TestAbortedException;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A store that cannot be had (its server is down, as this project's database tests find it on a fresh machine): every
 * test of the kit, each check and each mistake, is skipped with the store's reason, and none fails.
 */
class AbsentStoreTest {

    private static final String REASON = "the store's server is not reachable at 127.0.0.1:1";

    /** A backend's kit whose store is never there. */
    private static final class AbsentStoreContract extends BenchmarkCatalogContract {
        @Override
        protected StoreUnderTest newStore() {
            assumeTrue(false, REASON);
            throw new AssertionError("unreachable");
        }
    }

    @Test
    void everyCheckAndEveryMistakeIsSkippedWithTheStoresReason() {
        AbsentStoreContract kit = new AbsentStoreContract();
        List<Executable> tests = new ArrayList<>(List.of(kit::holdsNothingWhenEmpty, kit::givesBackEveryByte,
                kit::keepsEveryDocumentItIsGiven, kit::keepsTheSameDocumentOnce, kit::keepsFileNamesAndStoredTimes,
                kit::savingAKeptDocumentAnswersFalseAndChangesNothing, kit::keepsTheSameBytesOnceUnderTheFirstName,
                kit::keepsEverythingAcrossARestart, kit::twoInstancesOnOneStoreSeeEachOthersWrites,
                kit::aDocumentReplacedByOneInstanceIsNeverServedStaleByAnother,
                kit::aFailedWriteIsReportedAsAFailureAndLeavesNothing, kit::aSaveCutAtAnyOfItsWritesLeavesNothing,
                kit::aFailedReadIsReportedAsAFailure, kit::givesBackEverySharedSample, kit::staysReadableWhileItIsWritten,
                kit::listsFiveThousandDocuments));
        kit.theKitCatchesEachMistakeOnThisStore().map(DynamicTest::getExecutable).forEach(tests::add);
        assertThat(tests).hasSize(StoreChecks.ALL.size() + BrokenStores.all().size());
        for (Executable test : tests) {
            assertThatThrownBy(test::execute).isInstanceOf(TestAbortedException.class).hasMessageContaining(REASON);
        }
    }
}
