package dev.stigservice.application.publication;

import dev.stigservice.domain.model.PublicationState;
import dev.stigservice.domain.model.CciList;

import java.time.Clock;
import java.time.Instant;
import java.util.Objects;

/**
 * What the health check reports of the publication: whether the store has been read, what the publication holds,
 * when the store was last read and why that failed, and whether a search finds every rule published. The publisher
 * tells it how each refresh goes; what is published it reads from the {@link CurrentPublication}.
 */
public final class Readiness implements PublicationReadiness {

    private final String storeName;
    private final CurrentPublication published;
    private final SearchablePublication search;
    private final Clock clock;
    private volatile String lastFailure;
    private volatile Instant lastCheck;
    private volatile int skipped;

    /** @param storeName how the state names the store, e.g. its folder */
    public Readiness(String storeName, CurrentPublication published, SearchablePublication search, Clock clock) {
        this.storeName = Objects.requireNonNull(storeName);
        this.published = Objects.requireNonNull(published);
        this.search = Objects.requireNonNull(search);
        this.clock = Objects.requireNonNull(clock);
    }

    /** A refresh starts reading the store. */
    void checking() {
        lastCheck = clock.instant();
    }

    /** The store could not be listed: what is published stays, and the reason is reported until a read succeeds. */
    void failed(String reason) {
        lastFailure = Objects.requireNonNull(reason);
    }

    /** The store was listed, and its documents read: {@code skipped} of what it holds could not be served. */
    void listed(int skipped) {
        lastFailure = null;
        this.skipped = skipped;
    }

    @Override
    public PublicationState state() {
        Publication current = published.current();
        // Loaded once a publication was out, so that readiness never says ready while the first is still being read.
        boolean loaded = current != Publication.NOTHING;
        CciList cciList = current.cciList();
        boolean searchable = search.searchable().filter(state -> state.stateKey().equals(current.stateKey())).isPresent();
        return new PublicationState(storeName, loaded, current.manual().served().size(), current.rules(), current.keys().size(),
                cciList == null ? null : cciList.version(), cciList == null ? 0 : cciList.items().size(), lastFailure, lastCheck,
                searchable, skipped, current.scap().selection().served().size(), current.ccisNotInList());
    }
}
