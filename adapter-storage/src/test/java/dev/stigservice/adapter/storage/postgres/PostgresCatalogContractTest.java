package dev.stigservice.adapter.storage.postgres;

import dev.stigservice.adapter.storage.contract.BenchmarkCatalogContract;
import dev.stigservice.adapter.storage.contract.StoreUnderTest;

/** The PostgreSQL backend against the contract kit: adding is an import, in a schema of its own. */
class PostgresCatalogContractTest extends BenchmarkCatalogContract {

    @Override
    protected StoreUnderTest newStore() throws Exception {
        TestDatabase database = new TestDatabase();
        return StoreUnderTest.archive(new PostgresCatalog(database.dataSource()), () -> new PostgresCatalog(database.dataSource()), database);
    }
}
