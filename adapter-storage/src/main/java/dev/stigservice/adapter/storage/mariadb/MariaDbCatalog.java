package dev.stigservice.adapter.storage.mariadb;

import dev.stigservice.adapter.storage.jdbc.JdbcCatalog;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.ObjectMapper;

import javax.sql.DataSource;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;

/**
 * The MariaDB backend: the shared relational mapping, with lists of texts as JSON arrays (MariaDB has no array
 * type; a JSON array keeps order, and the column's CHECK keeps it valid JSON).
 */
public final class MariaDbCatalog extends JdbcCatalog {

    /** This database's Flyway migrations. */
    public static final String MIGRATIONS = "classpath:dev/stigservice/adapter/storage/mariadb/migration";

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final TypeReference<List<String>> TEXTS = new TypeReference<>() {
    };

    public MariaDbCatalog(DataSource dataSource) {
        super(dataSource, MIGRATIONS);
    }

    @Override
    protected void setTexts(PreparedStatement statement, int index, List<String> values) throws SQLException {
        statement.setString(index, JSON.writeValueAsString(values));
    }

    @Override
    protected List<String> texts(ResultSet row, String column) throws SQLException {
        return JSON.readValue(row.getString(column), TEXTS); // not List.copyOf: an ident may have no system (null)
    }

    @Override
    protected String databaseName() {
        return "MariaDB";
    }
}
