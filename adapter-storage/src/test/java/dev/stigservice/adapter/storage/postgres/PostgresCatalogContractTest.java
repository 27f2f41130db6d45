package dev.stigservice.adapter.storage.postgres;

import dev.stigservice.adapter.storage.StorageBackend;
import dev.stigservice.adapter.storage.StoreSettings;
import dev.stigservice.adapter.storage.contract.BenchmarkCatalogContract;
import dev.stigservice.adapter.storage.contract.FailingStatements;
import dev.stigservice.adapter.storage.contract.StoreUnderTest;
import dev.stigservice.adapter.storage.jdbc.EmptiedDatabases;
import dev.stigservice.adapter.storage.jdbc.ScratchDatabase;
import org.junit.jupiter.api.AfterAll;

import java.util.Optional;

/** The PostgreSQL backend against the contract kit: adding is an import (a failed write or read: FailingStatements around its pool), in a schema of its own, emptied for the next store. */
class PostgresCatalogContractTest extends BenchmarkCatalogContract {

    /** Made and migrated once, emptied for each store after (EmptiedDatabases). */
    private static final EmptiedDatabases DATABASES = new EmptiedDatabases(TestDatabase::new);

    @AfterAll
    static void dropDatabases() throws Exception {
        DATABASES.close();
    }

    @Override
    protected StoreUnderTest newStore() throws Exception {
        ScratchDatabase database = DATABASES.take();
        FailingStatements statements = FailingStatements.around(database.dataSource());
        return StoreUnderTest.opened(StorageBackend.named("postgres").orElseThrow(), new StoreSettings(Optional.empty(), statements::dataSource),
                statements, database);
    }
}
