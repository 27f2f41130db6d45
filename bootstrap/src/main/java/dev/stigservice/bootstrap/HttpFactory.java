package dev.stigservice.bootstrap;

import dev.stigservice.adapter.http.RenderedExports;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Value;

/** What the HTTP adapter needs besides the use cases. */
@Factory
class HttpFactory {

    @Context // built at startup: a size that does not parse stops the start instead of the first download
    RenderedExports renderedExports(@Value("${stig.export.cache.max-bytes:64MB}") String maxBytes) {
        return new RenderedExports(ByteSize.parse("stig.export.cache.max-bytes", maxBytes));
    }
}
