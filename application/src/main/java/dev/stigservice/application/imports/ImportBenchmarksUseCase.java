package dev.stigservice.application.imports;

import java.io.IOException;

/**
 * In-port: reads XCCDF files and DISA bundles and keeps every benchmark they hold in a store that takes
 * imports. Importing the same content again changes nothing; a file that cannot be read is reported and skipped.
 */
public interface ImportBenchmarksUseCase {

    /** @throws IOException when a named folder cannot be listed */
    ImportReport importBenchmarks(ImportBenchmarksCommand command) throws IOException;
}
