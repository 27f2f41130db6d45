package dev.stigservice.adapter.http;

import io.swagger.v3.oas.annotations.media.Content;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The 200 answer of a route for the OpenAPI document: its description and content here, and the header fields the
 * delivery package writes on every document it sends (ETag, Cache-Control and Vary as for a protected or a
 * {@link #shared} one, Content-Encoding, and a protected one's Content-Disposition unless {@link #disposition} is empty)
 * added once, when the document is generated, by {@code DeliveredResponseMapper} (module openapi-mapping).
 */
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface DeliveredResponse {

    String description();

    Content[] content();

    /**
     * The component of a protected document's Content-Disposition header; empty for one that is shown, not saved (a
     * lookup). A {@link #shared} document has none: the delivery package saves only protected ones as files.
     */
    String disposition() default "ContentDisposition";

    /** A public document, kept by shared caches (the listing, the feed), rather than a protected one. */
    boolean shared() default false;

    /** The route's own header fields besides those, each {@code Field-Name=Component} of {@code #/components/headers}. */
    String[] headers() default {};
}
