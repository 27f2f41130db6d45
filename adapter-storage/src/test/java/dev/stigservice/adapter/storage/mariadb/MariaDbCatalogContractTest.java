package dev.stigservice.adapter.storage.mariadb;

import dev.stigservice.adapter.storage.StorageBackend;
import dev.stigservice.adapter.storage.StoreSettings;
import dev.stigservice.adapter.storage.contract.BenchmarkCatalogContract;
import dev.stigservice.adapter.storage.contract.FailingWrites;
import dev.stigservice.adapter.storage.contract.StoreUnderTest;

import java.util.Optional;

/** The MariaDB backend against the contract kit: adding is an import (a failed write: FailingWrites around its pool), in a database of its own. */
class MariaDbCatalogContractTest extends BenchmarkCatalogContract {

    @Override
    protected StoreUnderTest newStore() throws Exception {
        TestMariaDb database = new TestMariaDb();
        FailingWrites writes = FailingWrites.around(database.dataSource());
        return StoreUnderTest.opened(StorageBackend.named("mariadb").orElseThrow(), new StoreSettings(Optional.empty(), writes::dataSource),
                writes, database);
    }
}
