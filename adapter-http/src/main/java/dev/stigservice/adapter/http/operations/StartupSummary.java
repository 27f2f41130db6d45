package dev.stigservice.adapter.http.operations;

import dev.stigservice.application.health.CheckHealthUseCase;
import io.micronaut.context.event.ApplicationEventListener;
import io.micronaut.runtime.server.event.ServerStartupEvent;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Objects;

/** One line at startup that says where this instance listens, what it serves and how it checks tokens. */
public final class StartupSummary implements ApplicationEventListener<ServerStartupEvent> {

    private static final Logger LOG = LoggerFactory.getLogger(StartupSummary.class);

    private final CheckHealthUseCase health;
    private final String authMode;

    /** @param authMode how tokens are checked, in words ("local-token mode", "access management at ...") */
    public StartupSummary(CheckHealthUseCase health, String authMode) {
        this.health = Objects.requireNonNull(health);
        this.authMode = Objects.requireNonNull(authMode);
    }

    @Override
    public void onApplicationEvent(ServerStartupEvent event) {
        LOG.info("stig-service listening on {}: catalog {}; auth {}", event.getSource().getURL(), health.check().publication().summary(), authMode);
    }
}
