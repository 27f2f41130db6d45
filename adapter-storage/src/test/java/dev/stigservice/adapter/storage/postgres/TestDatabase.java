package dev.stigservice.adapter.storage.postgres;

import com.zaxxer.hikari.HikariDataSource;
import dev.stigservice.adapter.storage.jdbc.ScratchDatabase;

import javax.sql.DataSource;
import java.net.InetSocketAddress;
import java.net.URI;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A schema of its own on the PostgreSQL the tests use (default 127.0.0.1:5432, database test, trust
 * auth; {@code -Dstig.test.postgres.url}, {@code -Dstig.test.postgres.user} to change), created empty (the
 * backend migrates it) and dropped on close. Tests are skipped with a reason when no server answers.
 */
public final class TestDatabase implements ScratchDatabase {

    private static final String URL = System.getProperty("stig.test.postgres.url", "jdbc:postgresql://127.0.0.1:5432/test");
    private static final String USER = System.getProperty("stig.test.postgres.user", "postgres");

    private final String schema = "stig_test_" + UUID.randomUUID().toString().replace("-", "");
    private final HikariDataSource dataSource = new HikariDataSource();

    public TestDatabase() throws SQLException {
        try (Connection admin = DriverManager.getConnection(URL, USER, "")) {
            try (Statement create = admin.createStatement()) {
                create.execute("CREATE SCHEMA " + schema);
            }
        } catch (SQLException e) {
            assumeTrue(false, "PostgreSQL not reachable at " + URL + " as " + USER + " (" + e.getMessage()
                    + "); CI starts it, see .ci/run");
        }
        dataSource.setJdbcUrl(url());
        dataSource.setUsername(USER);
        dataSource.setMaximumPoolSize(5);
        // A commit answers before its write-ahead log reaches the disk (what another session sees is the same): no test
        // crashes the server, and on a busy disk that flush was most of a save (1,000 saves: 4.1 s with it, 0.55 s without).
        dataSource.addDataSourceProperty("options", "-c synchronous_commit=off");
    }

    @Override
    public DataSource dataSource() {
        return dataSource;
    }

    /** The JDBC URL that opens this schema, for a service started on it. */
    @Override
    public String url() {
        return URL + (URL.contains("?") ? "&" : "?") + "currentSchema=" + schema;
    }

    /** The server that {@code stig.test.postgres.url} names (PostgreSQL's port, 5432, where it names none). */
    public InetSocketAddress server() {
        URI server = URI.create(URL.substring("jdbc:".length()));
        return InetSocketAddress.createUnresolved(server.getHost() == null ? "localhost" : server.getHost(),
                server.getPort() == -1 ? 5432 : server.getPort());
    }

    /** The JDBC URL that opens this schema through {@code relay} (a proxy in front of {@link #server}) instead. */
    public String urlThrough(InetSocketAddress relay) {
        InetSocketAddress server = server();
        String through = url().replaceFirst("//" + Pattern.quote(server.getHostString()) + "(:" + server.getPort() + ")?/",
                Matcher.quoteReplacement("//" + relay.getHostString() + ":" + relay.getPort() + "/"));
        if (through.equals(url())) { // a test through the relay would otherwise reach the server directly, and pass for it
            throw new IllegalArgumentException("stig.test.postgres.url names no //host:port/ to put a relay in place of: " + URL);
        }
        return through;
    }

    @Override
    public String user() {
        return USER;
    }

    @Override
    public void close() throws SQLException {
        dataSource.close();
        try (Connection admin = DriverManager.getConnection(URL, USER, "");
             Statement drop = admin.createStatement()) {
            drop.execute("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
        }
    }
}
