package dev.stigservice.adapter.storage.mariadb;

import dev.stigservice.adapter.storage.contract.BenchmarkCatalogContract;
import dev.stigservice.adapter.storage.contract.StoreUnderTest;
import dev.stigservice.xccdf.XccdfReader;
import dev.stigservice.domain.port.BenchmarkCatalog;

/** The MariaDB backend against the contract kit: adding is saving what the reader read, in a database of its own. */
class MariaDbCatalogContractTest extends BenchmarkCatalogContract {

    @Override
    protected StoreUnderTest newStore() throws Exception {
        TestMariaDb database = new TestMariaDb();
        MariaDbCatalog catalog = new MariaDbCatalog(database.dataSource());
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
                return new MariaDbCatalog(database.dataSource());
            }

            @Override
            public void close() throws Exception {
                database.close();
            }
        };
    }
}
