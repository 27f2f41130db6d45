package dev.stigservice.adapter.cache;

import dev.stigservice.domain.port.RenderedBodies;
import dev.stigservice.domain.port.contract.RenderedBodiesContract;

class CaffeineRenderedBodiesTest extends RenderedBodiesContract {

    @Override
    protected RenderedBodies bodies(long maxBytes) {
        return new CaffeineRenderedBodies(maxBytes);
    }
}
