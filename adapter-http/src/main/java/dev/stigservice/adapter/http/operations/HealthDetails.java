package dev.stigservice.adapter.http.operations;

import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * What another component (the access-management client, say) adds to {@code /health}'s details under its name. It
 * cannot make the instance unready: readiness is the core's decision ({@code CheckHealthUseCase}).
 *
 * @param component the key in {@code details}, e.g. {@code accessManagement}
 * @param details   read at every request; rendered as JSON
 */
public record HealthDetails(String component, Supplier<Map<String, Object>> details) {

    public HealthDetails {
        Objects.requireNonNull(component, "component");
        Objects.requireNonNull(details, "details");
    }
}
