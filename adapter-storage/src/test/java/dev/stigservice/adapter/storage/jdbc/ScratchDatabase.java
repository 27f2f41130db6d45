package dev.stigservice.adapter.storage.jdbc;

import javax.sql.DataSource;
import java.sql.SQLException;

/** An empty database (or schema) of its own on a test server, dropped on close. */
public interface ScratchDatabase extends AutoCloseable {

    DataSource dataSource();

    /** The JDBC URL the service would be given for it. */
    String url();

    String user();

    @Override
    void close() throws SQLException;
}
