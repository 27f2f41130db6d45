package dev.stigservice.bootstrap;

import dev.stigservice.adapter.http.RenderedExports;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Value;
import jakarta.inject.Singleton;

/** What the HTTP adapter needs besides the use cases. */
@Factory
class HttpFactory {

    @Singleton
    RenderedExports renderedExports(@Value("${stig.export.cache.max-bytes:64MB}") String maxBytes) {
        return new RenderedExports(ByteSize.parse("stig.export.cache.max-bytes", maxBytes));
    }
}
