package dev.stigservice.adapter.storage.mariadb;

import dev.stigservice.adapter.storage.contract.BenchmarkCatalogContract;
import dev.stigservice.adapter.storage.contract.StoreUnderTest;

/** The MariaDB backend against the contract kit: adding is an import, in a database of its own. */
class MariaDbCatalogContractTest extends BenchmarkCatalogContract {

    @Override
    protected StoreUnderTest newStore() throws Exception {
        TestMariaDb database = new TestMariaDb();
        return StoreUnderTest.archive(new MariaDbCatalog(database.dataSource()), () -> new MariaDbCatalog(database.dataSource()), database);
    }
}
