package dev.stigservice.adapter.storage.contract;

import javax.sql.DataSource;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;

/**
 * The {@link WriteFault} and {@link ReadFault} of a JDBC store: a data source around the real one whose next write (a
 * statement that inserts, updates, deletes or merges, or a commit), or next read (a query), fails with the
 * {@link SQLException} a lost connection gives, before it reaches the database. Everything else, and Flyway's
 * migrations before a fault is armed, pass through untouched. Give the store {@link #dataSource()} and the kit
 * {@code this}. Sealed only while the deprecated {@link FailingWrites}, its former name, extends it.
 */
public sealed class FailingStatements implements WriteFault, ReadFault permits FailingWrites {

    /** SQLSTATE 08006: the connection failed, as a database that went away mid-write answers. */
    private static final String CONNECTION_FAILURE = "08006";

    private static final Pattern WRITE = Pattern.compile("^\\s*(INSERT|UPDATE|DELETE|MERGE|REPLACE|UPSERT)\\b");
    private static final Pattern READ = Pattern.compile("^\\s*(SELECT|WITH)\\b");

    private final DataSource dataSource;
    /** Writes to let through before the one that fails, plus one; 0 when no write is to fail. */
    private final AtomicInteger writesToFailAt = new AtomicInteger();
    private final AtomicBoolean readArmed = new AtomicBoolean();

    FailingStatements(DataSource real) {
        this.dataSource = (DataSource) proxy(DataSource.class, real, (method, arguments) -> {
            Object result = method.invoke(real, arguments);
            return result instanceof Connection connection ? connection(connection) : result;
        });
    }

    public static FailingStatements around(DataSource real) {
        return new FailingStatements(real);
    }

    /** The data source to build the store on. */
    public DataSource dataSource() {
        return dataSource;
    }

    @Override
    public void failNextWrite() {
        failWrite(1);
    }

    @Override
    public void failWrite(int nth) {
        if (nth < 1) {
            throw new IllegalArgumentException("the write to fail is counted from 1 (the next): " + nth);
        }
        writesToFailAt.set(nth);
    }

    @Override
    public boolean stillArmed() {
        return writesToFailAt.get() > 0;
    }

    @Override
    public void failNextRead() {
        readArmed.set(true);
    }

    @Override
    public boolean readStillArmed() {
        return readArmed.get();
    }

    private Connection connection(Connection real) {
        return (Connection) proxy(Connection.class, real, (method, arguments) -> {
            if (method.getName().equals("commit")) {
                failIfArmed("commit");
            }
            Object result = method.invoke(real, arguments);
            if (result instanceof Statement statement) {
                String sql = arguments != null && arguments.length > 0 && arguments[0] instanceof String text ? text : null;
                return statement(statement, sql);
            }
            return result;
        });
    }

    /** A prepared statement carries its SQL from the start; a plain one gets it with each execute call. */
    private Statement statement(Statement real, String prepared) {
        Class<?> type = real instanceof java.sql.CallableStatement ? java.sql.CallableStatement.class
                : real instanceof java.sql.PreparedStatement ? java.sql.PreparedStatement.class : Statement.class;
        return (Statement) proxy(type, real, (method, arguments) -> {
            if (method.getName().startsWith("execute")) {
                String sql = arguments != null && arguments.length > 0 && arguments[0] instanceof String text ? text : prepared;
                String statement = sql == null ? "" : sql.toUpperCase(Locale.ROOT);
                if (method.getName().contains("Batch") || WRITE.matcher(statement).find()) {
                    failIfArmed(sql);
                } else if (method.getName().equals("executeQuery") || READ.matcher(statement).find()) {
                    failReadIfArmed(sql);
                }
            }
            return method.invoke(real, arguments);
        });
    }

    private void failIfArmed(String write) throws SQLException {
        if (writesToFailAt.getAndUpdate(left -> Math.max(0, left - 1)) == 1) {
            throw new SQLException("the contract kit failed this write (as a lost connection would): " + write, CONNECTION_FAILURE);
        }
    }

    private void failReadIfArmed(String read) throws SQLException {
        if (readArmed.compareAndSet(true, false)) {
            throw new SQLException("the contract kit failed this read (as a lost connection would): " + read, CONNECTION_FAILURE);
        }
    }

    private interface Call {
        Object invoke(Method method, Object[] arguments) throws Throwable;
    }

    private static Object proxy(Class<?> type, Object real, Call call) {
        InvocationHandler handler = (self, method, arguments) -> {
            if (method.getName().equals("unwrap") || method.getName().equals("isWrapperFor")) {
                return method.invoke(real, arguments);
            }
            try {
                return call.invoke(method, arguments);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        };
        return Proxy.newProxyInstance(FailingStatements.class.getClassLoader(), new Class<?>[]{type}, handler);
    }
}
