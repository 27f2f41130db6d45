package dev.stigservice.adapter.http.canary.jdbc;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

/** Canary for rule 'adapters-use-their-own-libraries': the HTTP adapter opening a database connection itself. */
public class OpensConnection {

    Connection open() throws SQLException {
        return DriverManager.getConnection("jdbc:postgresql://127.0.0.1:5432/test");
    }
}
