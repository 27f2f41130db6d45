package dev.stigservice.adapter.http;

import io.swagger.v3.oas.annotations.media.Content;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The 200 answer of a route for the OpenAPI document: its description and content here, and the header fields the
 * delivery package writes on every document it sends (ETag, Cache-Control and Vary as for a protected or a
 * {@link #shared} one, Content-Encoding, and Content-Disposition unless {@link #disposition} is empty) added once, when
 * the document is generated, by {@code DeliveredResponseMapper} (module openapi-mapping).
 */
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface DeliveredResponse {

    String description();

    Content[] content();

    /** The component of the Content-Disposition header; empty for a document that is shown, not saved (a lookup). */
    String disposition() default "ContentDisposition";

    /** A public document, kept by shared caches (the listing, the feed), rather than a protected one. */
    boolean shared() default false;

    /** The route's own header fields besides those, each {@code Field-Name=Component} of {@code #/components/headers}. */
    String[] headers() default {};
}
