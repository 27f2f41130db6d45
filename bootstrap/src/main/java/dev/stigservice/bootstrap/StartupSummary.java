package dev.stigservice.bootstrap;

import dev.stigservice.application.catalog.CatalogReadiness;
import io.micronaut.runtime.event.annotation.EventListener;
import io.micronaut.runtime.server.event.ServerStartupEvent;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** One line at startup that says what this instance serves and how it checks tokens. */
@Singleton
class StartupSummary {

    private static final Logger LOG = LoggerFactory.getLogger(StartupSummary.class);

    private final CatalogReadiness catalog;
    private final AuthFactory.AuthMode authMode;

    StartupSummary(CatalogReadiness catalog, AuthFactory.AuthMode authMode) {
        this.catalog = catalog;
        this.authMode = authMode;
    }

    @EventListener
    void onStartup(ServerStartupEvent event) {
        LOG.info("stig-service listening on {}: catalog {}; auth {}",
                event.getSource().getURL(), catalog.state().summary(), authMode.description());
    }
}
