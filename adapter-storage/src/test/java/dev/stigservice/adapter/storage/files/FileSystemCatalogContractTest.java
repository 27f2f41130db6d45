package dev.stigservice.adapter.storage.files;

import dev.stigservice.adapter.storage.contract.BenchmarkCatalogContract;
import dev.stigservice.adapter.storage.contract.StoreUnderTest;

/** The files backend against the contract kit: adding is writing a file into the folder. */
class FileSystemCatalogContractTest extends BenchmarkCatalogContract {

    @Override
    protected StoreUnderTest newStore() throws Exception {
        return new TemporaryFolderStore();
    }
}
