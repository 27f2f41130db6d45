package dev.stigservice.adapter.storage.postgres;

import dev.stigservice.adapter.storage.StorageBackend;
import dev.stigservice.adapter.storage.StoreSettings;
import dev.stigservice.adapter.storage.contract.BenchmarkCatalogContract;
import dev.stigservice.adapter.storage.contract.FailingWrites;
import dev.stigservice.adapter.storage.contract.StoreUnderTest;

import java.util.Optional;

/** The PostgreSQL backend against the contract kit: adding is an import (a failed write: FailingWrites around its pool), in a schema of its own. */
class PostgresCatalogContractTest extends BenchmarkCatalogContract {

    @Override
    protected StoreUnderTest newStore() throws Exception {
        TestDatabase database = new TestDatabase();
        FailingWrites writes = FailingWrites.around(database.dataSource());
        return StoreUnderTest.opened(StorageBackend.named("postgres").orElseThrow(), new StoreSettings(Optional.empty(), writes::dataSource),
                writes, database);
    }
}
