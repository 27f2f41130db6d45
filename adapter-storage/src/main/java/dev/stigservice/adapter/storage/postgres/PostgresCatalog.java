package dev.stigservice.adapter.storage.postgres;

import dev.stigservice.adapter.storage.jdbc.JdbcCatalog;

import javax.sql.DataSource;
import java.sql.Array;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;

/** The PostgreSQL backend: the shared relational mapping, with lists of texts as {@code TEXT[]} columns. */
public final class PostgresCatalog extends JdbcCatalog {

    /** This database's Flyway migrations. */
    public static final String MIGRATIONS = "classpath:dev/stigservice/adapter/storage/postgres/migration";

    public PostgresCatalog(DataSource dataSource) {
        super(dataSource, MIGRATIONS);
    }

    @Override
    protected void setTexts(PreparedStatement statement, int index, List<String> values) throws SQLException {
        statement.setArray(index, statement.getConnection().createArrayOf("text", values.toArray()));
    }

    @Override
    protected List<String> texts(ResultSet row, String column) throws SQLException {
        Array array = row.getArray(column);
        return array == null ? List.of() : Arrays.asList((String[]) array.getArray());
    }

    @Override
    protected String databaseName() {
        return "PostgreSQL";
    }
}
