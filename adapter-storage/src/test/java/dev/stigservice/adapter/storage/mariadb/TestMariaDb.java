package dev.stigservice.adapter.storage.mariadb;

import com.zaxxer.hikari.HikariDataSource;
import dev.stigservice.adapter.storage.jdbc.ScratchDatabase;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A database of its own on the MariaDB the tests use (default 127.0.0.1:3306, user root, empty password;
 * {@code -Dstig.test.mariadb.url}, {@code -Dstig.test.mariadb.user} to change), created empty (the backend
 * migrates it) and dropped on close. Tests are skipped with a reason when no server answers.
 */
public final class TestMariaDb implements ScratchDatabase {

    private static final String SERVER = System.getProperty("stig.test.mariadb.url", "jdbc:mariadb://127.0.0.1:3306/");
    private static final String USER = System.getProperty("stig.test.mariadb.user", "root");

    private final String database = "stig_test_" + UUID.randomUUID().toString().replace("-", "");
    private final HikariDataSource dataSource = new HikariDataSource();

    public TestMariaDb() throws SQLException {
        try (Connection admin = DriverManager.getConnection(SERVER, USER, "");
             Statement create = admin.createStatement()) {
            create.execute("CREATE DATABASE " + database + " CHARACTER SET utf8mb4 COLLATE utf8mb4_bin");
        } catch (SQLException e) {
            assumeTrue(false, "MariaDB not reachable at " + SERVER + " as " + USER + " (" + e.getMessage()
                    + "); CI starts it, see .ci/run");
        }
        dataSource.setJdbcUrl(url());
        dataSource.setUsername(USER);
        dataSource.setPassword("");
        dataSource.setMaximumPoolSize(5);
    }

    @Override
    public DataSource dataSource() {
        return dataSource;
    }

    /** The JDBC URL that opens this database, for a service started on it. */
    @Override
    public String url() {
        return SERVER + database;
    }

    @Override
    public String user() {
        return USER;
    }

    @Override
    public void close() throws SQLException {
        dataSource.close();
        try (Connection admin = DriverManager.getConnection(SERVER, USER, "");
             Statement drop = admin.createStatement()) {
            drop.execute("DROP DATABASE IF EXISTS " + database);
        }
    }
}
