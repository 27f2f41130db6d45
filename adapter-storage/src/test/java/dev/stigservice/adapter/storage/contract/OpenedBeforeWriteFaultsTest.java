package dev.stigservice.adapter.storage.contract;

import dev.stigservice.adapter.storage.StorageBackend;
import dev.stigservice.adapter.storage.StoreSettings;
import dev.stigservice.adapter.storage.jdbc.DatabaseBackend;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.TestAbortedException;
import org.sqlite.SQLiteDataSource;

import java.nio.file.Path;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A module written against the kit before write faults still builds and runs: the deprecated
 * {@code StoreUnderTest.opened(backend, settings, cleanup)} opens the store as before, and the one check it cannot run,
 * the failed write, is skipped with the reason and the way to run it, not failed.
 */
class OpenedBeforeWriteFaultsTest {

    @Test
    @SuppressWarnings("removal")
    void theFailedWriteCheckIsSkippedWithItsReasonAndTheStoreStillWorks(@TempDir Path folder) throws Exception {
        SQLiteDataSource database = new SQLiteDataSource();
        database.setUrl("jdbc:sqlite:" + folder.resolve("catalog.db"));
        StorageBackend sqlite = StorageBackend.named("sqlite").orElseThrow();
        assertThat(sqlite.requiredSettings()).containsKey(DatabaseBackend.URL);
        try (StoreUnderTest store = StoreUnderTest.opened(sqlite, new StoreSettings(Optional.empty(), () -> database), () -> { })) {
            StoreChecks.keepsEveryDocumentItIsGiven(store);
            assertThatThrownBy(() -> StoreChecks.aFailedWriteIsReportedAndLeavesNothing(store))
                    .isInstanceOf(TestAbortedException.class)
                    .hasMessageContaining("offers no way to fail a write")
                    .hasMessageContaining("give it a WriteFault");
        }
    }

    /** FailingStatements' name before it failed reads too: a test that still says FailingWrites runs both fault checks. */
    @Test
    @SuppressWarnings("removal")
    void aFaultStillNamedFailingWritesFailsWritesAndReads(@TempDir Path folder) throws Exception {
        SQLiteDataSource database = new SQLiteDataSource();
        database.setUrl("jdbc:sqlite:" + folder.resolve("catalog.db"));
        FailingWrites writes = FailingWrites.around(database);
        try (StoreUnderTest store = StoreUnderTest.opened(StorageBackend.named("sqlite").orElseThrow(),
                new StoreSettings(Optional.empty(), writes::dataSource), writes, () -> { })) {
            StoreChecks.aFailedWriteIsReportedAndLeavesNothing(store);
            StoreChecks.aFailedReadIsReportedAsAFailure(store);
            assertThat(writes.stillArmed()).isFalse();
            assertThat(writes.readStillArmed()).isFalse();
        }
    }
}
