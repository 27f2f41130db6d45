package dev.stigservice.build.openapi;

import io.micronaut.core.annotation.AnnotationValue;
import io.micronaut.inject.annotation.NamedAnnotationMapper;
import io.micronaut.inject.visitor.VisitorContext;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.annotation.Annotation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns adapter-http's {@code @DeliveredResponse} into the {@code @ApiResponse(responseCode = "200", ...)} that
 * micronaut-openapi reads: the route's own description and content, and the header fields adapter-http's delivery
 * package writes on every document it sends (those of a protected one, or of a public one, which is never saved as a
 * file), then the route's own. micronaut-openapi takes one annotation per status code (a second one, on a
 * meta-annotation, is dropped; a {@code ref} gets the return type's content beside it), so the header list can only be
 * said once by expanding it here. A route whose formats are registered ({@code formatsOf}) gets one content per
 * registered format, and its format parameter and 400 answer as components, from {@link RegisteredFormats}.
 */
public final class DeliveredResponseMapper implements NamedAnnotationMapper {

    private static final String HEADER = "io.swagger.v3.oas.annotations.headers.Header";
    static final String API_RESPONSE = "io.swagger.v3.oas.annotations.responses.ApiResponse";
    private static final String HEADERS = "#/components/headers/";
    private static final String ADDITIONAL_FILES = "micronaut.openapi.additional.files";

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
        List<AnnotationValue<Annotation>> content = delivered.getAnnotations("content");
        String registration = delivered.stringValue("formatsOf").orElse("");
        RegisteredFormats formats = registration.isEmpty() ? null
                : RegisteredFormats.of(registration, delivered.stringValue("defaultFormat").orElseThrow());
        AnnotationValue<?> response = AnnotationValue.builder(API_RESPONSE)
                .member("responseCode", "200")
                .member("description", delivered.stringValue("description").orElseThrow())
                .member("headers", headers.toArray(AnnotationValue[]::new))
                .member("content", (formats == null ? content : formats.content(content)).toArray(AnnotationValue[]::new))
                .build();
        if (formats != null) {
            write(formats.components(delivered.stringValue("formatComponents").orElse("Format")), visitorContext);
        }
        return List.of(response);
    }

    /**
     * Into the folder of additional files micronaut-openapi merges when it writes the document, at the end of this pass
     * (adapter-http/pom.xml copies src/main/openapi there first).
     */
    private static void write(RegisteredFormats.Components components, VisitorContext visitorContext) {
        String folder = visitorContext.getOptions().get(ADDITIONAL_FILES);
        if (folder == null) {
            throw new IllegalStateException("no -A" + ADDITIONAL_FILES + ": nowhere to write " + components.fileName());
        }
        try {
            Files.writeString(Path.of(folder, components.fileName()), components.yaml());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static AnnotationValue<?> header(String name, String component) {
        return AnnotationValue.builder(HEADER).member("name", name).member("ref", HEADERS + component).build();
    }
}
