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
 * added once, when the document is generated, by {@code DeliveredResponseMapper} (module openapi-mapping). A route
 * whose formats are registered names the registration ({@link #formatsOf}): a content per format, and the components
 * of its format parameter and its 400 answer ({@link #formatComponents}), are then made from the registered renderers,
 * so that a new format needs no edit here nor in components.yml.
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

    /**
     * The registration of the route's renderers, {@code Class.method} (a static method returning them, called when the
     * document is generated; its module is on the OpenAPI pass's processor path, adapter-http/pom.xml); empty for a
     * route without a format parameter. {@link #content} then describes registered media types only, with their schema
     * and example, and the other registered ones are added without.
     */
    String formatsOf() default "";

    /** With {@link #formatsOf}: the format of a request that names none. */
    String defaultFormat() default "";

    /**
     * With {@link #formatsOf}: the name {@code N} of the components made from the registration, the parameter
     * {@code #/components/parameters/N} and the answer {@code #/components/responses/BadN}, which the route refers to.
     */
    String formatComponents() default "Format";
}
