package dev.stigservice.bootstrap;

import dev.stigservice.adapter.cache.CaffeineRenderedBodies;
import dev.stigservice.adapter.cache.ExportSettings;
import dev.stigservice.domain.port.RenderedBodies;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;

/** Wires the rendered answers the core keeps to the cache adapter. */
@Factory
class CacheFactory {

    @Context // built at startup: a size that does not parse stops the start instead of the first download
    RenderedBodies renderedBodies(ExportSettings settings) {
        return new CaffeineRenderedBodies(settings.cache().maxBytes());
    }
}
