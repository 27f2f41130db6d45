package dev.stigservice.adapter.storage.contract;

import dev.stigservice.domain.port.BenchmarkCatalog;

/** A store as the contract kit drives it; started empty, closed (and its data dropped) after each check. */
public interface StoreUnderTest extends AutoCloseable {

    /** Stores one XCCDF document the way this backend is fed (a file in a folder, an import, ...). */
    void add(String fileName, byte[] xccdf) throws Exception;

    BenchmarkCatalog catalog();

    /** A new instance over what was stored, as the service would see it after a restart. */
    BenchmarkCatalog reopen() throws Exception;
}
