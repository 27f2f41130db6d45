package dev.stigservice.adapter.storage.postgres;

import dev.stigservice.adapter.storage.contract.BenchmarkCatalogContract;
import dev.stigservice.adapter.storage.contract.StoreUnderTest;
import dev.stigservice.xccdf.XccdfReader;
import dev.stigservice.domain.port.BenchmarkCatalog;

/** The PostgreSQL backend against the contract kit: adding is saving what the reader read, in a schema of its own. */
class PostgresCatalogContractTest extends BenchmarkCatalogContract {

    @Override
    protected StoreUnderTest newStore() throws Exception {
        TestDatabase database = new TestDatabase();
        PostgresCatalog catalog = new PostgresCatalog(database.dataSource());
        XccdfReader reader = new XccdfReader();
        return new StoreUnderTest() {
            @Override
            public void add(String fileName, byte[] xccdf) throws Exception {
                catalog.save(reader.read(fileName, xccdf));
            }

            @Override
            public BenchmarkCatalog catalog() {
                return catalog;
            }

            @Override
            public BenchmarkCatalog reopen() {
                return new PostgresCatalog(database.dataSource());
            }

            @Override
            public void close() throws Exception {
                database.close();
            }
        };
    }
}
