package dev.stigservice.build.openapi;

import io.micronaut.core.annotation.AnnotationValue;
import io.micronaut.inject.annotation.NamedAnnotationMapper;
import io.micronaut.inject.visitor.VisitorContext;

import java.lang.annotation.Annotation;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns adapter-http's {@code @DeliveredResponse} into the {@code @ApiResponse(responseCode = "200", ...)} that
 * micronaut-openapi reads: the route's own description and content, and the header fields adapter-http's delivery
 * package writes on every document it sends (those of a protected one, or of a public one, which is never saved as a
 * file), then the route's own. micronaut-openapi takes one annotation per status code (a second one, on a
 * meta-annotation, is dropped; a {@code ref} gets the return type's content beside it), so the header list can only be
 * said once by expanding it here.
 */
public final class DeliveredResponseMapper implements NamedAnnotationMapper {

    private static final String HEADER = "io.swagger.v3.oas.annotations.headers.Header";
    private static final String API_RESPONSE = "io.swagger.v3.oas.annotations.responses.ApiResponse";
    private static final String HEADERS = "#/components/headers/";

    @Override
    public String getName() {
        return "dev.stigservice.adapter.http.DeliveredResponse";
    }

    @Override
    public List<AnnotationValue<?>> map(AnnotationValue<Annotation> delivered, VisitorContext visitorContext) {
        List<AnnotationValue<?>> headers = new ArrayList<>();
        boolean shared = delivered.booleanValue("shared").orElse(false);
        String disposition = delivered.stringValue("disposition").orElse("ContentDisposition");
        if (!shared && !disposition.isEmpty()) {
            headers.add(header("Content-Disposition", disposition));
        }
        headers.add(header("ETag", "ETag"));
        headers.add(header("Cache-Control", shared ? "ListingCacheControl" : "DownloadCacheControl"));
        headers.add(header("Vary", shared ? "VaryAcceptEncoding" : "VaryProtected"));
        headers.add(header("Content-Encoding", "ContentEncoding"));
        for (String own : delivered.stringValues("headers")) {
            String[] nameAndComponent = own.split("=", 2);
            headers.add(header(nameAndComponent[0], nameAndComponent[1]));
        }
        AnnotationValue<?> response = AnnotationValue.builder(API_RESPONSE)
                .member("responseCode", "200")
                .member("description", delivered.stringValue("description").orElseThrow())
                .member("headers", headers.toArray(AnnotationValue[]::new))
                .member("content", delivered.getAnnotations("content").toArray(AnnotationValue[]::new))
                .build();
        return List.of(response);
    }

    private static AnnotationValue<?> header(String name, String component) {
        return AnnotationValue.builder(HEADER).member("name", name).member("ref", HEADERS + component).build();
    }
}
