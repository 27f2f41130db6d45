package dev.stigservice.bootstrap;

import dev.stigservice.settings.AnyValue;
import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.context.annotation.Context;
import io.micronaut.core.annotation.Nullable;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;

/**
 * The {@code datasources.default.*} settings of the database backends. The names are those of Micronaut's JDBC
 * modules, so that micronaut-jdbc-hikari can take them over unchanged once it is published for Micronaut 5. They
 * are read at every start, whatever the backend, so that a bad value is found before it is needed.
 *
 * @param url             JDBC URL of the catalog database; the database backends require it
 * @param username        the database user
 * @param password        the database user's password; never quoted
 * @param maximumPoolSize connections kept open at most
 */
@Context // checked at every start
@ConfigurationProperties("datasources.default")
public record DatabaseSettings(@Nullable @Pattern(regexp = "jdbc:[a-z0-9]+:\\S+",
                                message = "datasources.default.url: '{validatedValue}' is not a JDBC URL such as jdbc:postgresql://127.0.0.1:5432/stigs") String url,
                        @Nullable @AnyValue String username,
                        @Nullable @AnyValue String password,
                        @Min(value = 1, message = "datasources.default.maximum-pool-size: '{validatedValue}' is not 1 or more") int maximumPoolSize) {
}
