package dev.stigservice.adapter.http;

import io.swagger.v3.oas.annotations.OpenAPIDefinition;
import io.swagger.v3.oas.annotations.enums.SecuritySchemeType;
import io.swagger.v3.oas.annotations.info.Info;
import io.swagger.v3.oas.annotations.security.SecurityScheme;

/**
 * The document-level part of the OpenAPI description that micronaut-openapi generates at compile time
 * (docs/openapi.yml); the operations come from the controllers of the feature packages. It sits with what every route
 * shares: the {@code bearer} scheme it declares is the one every protected route asks for ({@link BearerToken}).
 */
@OpenAPIDefinition(info = @Info(
        title = "stig-service",
        version = "1",
        description = "Publishes DISA STIG and SRG benchmarks. Anyone may list them; a caller with a bearer token "
                + "that the access-management service confirms downloads one in each format the download's format parameter lists. "
                + "Every error, on every route, is the envelope {\"error\": {\"code\": \"...\", \"message\": \"...\"}}."))
@SecurityScheme(name = "bearer", type = SecuritySchemeType.HTTP, scheme = "bearer",
        description = "RFC 6750 token68 of at most 4096 characters, checked by the access-management service")
final class ApiDefinition {

    private ApiDefinition() {
    }
}
