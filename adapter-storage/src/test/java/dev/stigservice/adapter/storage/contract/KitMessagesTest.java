package dev.stigservice.adapter.storage.contract;

import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.DocumentEntry;
import dev.stigservice.domain.port.BenchmarkCatalog;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static dev.stigservice.adapter.storage.contract.OneInstanceAtATimeTest.check;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A store that throws where a check expects an answer fails the check in the kit's words: the check, the call, the
 * document, what the store threw, and what it should have done; never the store's own exception, or a cast, alone.
 */
class KitMessagesTest {

    @Test
    void aCastInTheStoresLoadIsSaidAsTheLoadThatThrew() throws Exception {
        try (StoreUnderTest store = withCatalog(healthy -> new BenchmarkCatalog() {
            @Override
            public List<DocumentEntry> documents() {
                return healthy.documents();
            }

            @Override
            public Optional<Document> load(ContentKey key) {
                throw new ClassCastException("class java.util.ArrayList cannot be cast to class [B");
            }
        })) {
            assertThatThrownBy(() -> check("gives back every byte").runOn(store))
                    .isInstanceOf(AssertionError.class)
                    .hasMessage("'gives back every byte': the store's load of every-byte-value.xml threw ClassCastException (class "
                            + "java.util.ArrayList cannot be cast to class [B), where it should have given back the document, or "
                            + "answered it has none")
                    .hasCauseInstanceOf(ClassCastException.class);
        }
    }

    @Test
    void aStoreOnOneConnectionThatRefusesOtherThreadsIsSaidAsAFailedRead() throws Exception {
        try (StoreUnderTest store = withCatalog(healthy -> {
            Thread opener = Thread.currentThread();
            return new BenchmarkCatalog() {
                @Override
                public List<DocumentEntry> documents() {
                    refuseOtherThreads();
                    return healthy.documents();
                }

                @Override
                public Optional<Document> load(ContentKey key) {
                    refuseOtherThreads();
                    return healthy.load(key);
                }

                private void refuseOtherThreads() {
                    if (Thread.currentThread() != opener) {
                        throw new IllegalStateException("connection in use by another thread");
                    }
                }
            };
        })) {
            assertThatThrownBy(() -> check("stays readable while it is written").runOn(store))
                    .isInstanceOf(AssertionError.class)
                    .hasMessageStartingWith("while written, a read failed: the store's listing threw IllegalStateException "
                            + "(connection in use by another thread)")
                    .hasMessageEndingWith("a store must serve several readers while it is written, as the service's requests "
                            + "read it during an import");
        }
    }

    @Test
    void theOneConnectionMistakeIsCaughtInTheKitsWords() throws Exception {
        BrokenStores.Mistake oneConnection = BrokenStores.all().stream()
                .filter(mistake -> mistake.name().startsWith("fails a read when two threads use its one connection")).findFirst().orElseThrow();
        StoreUnderTest slow = withCatalog(healthy -> new BenchmarkCatalog() { // a listing that takes a while, so that readers overlap
            @Override
            public List<DocumentEntry> documents() {
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return healthy.documents();
            }

            @Override
            public Optional<Document> load(ContentKey key) {
                return healthy.load(key);
            }
        });
        try (StoreUnderTest store = oneConnection.breaking().apply(slow)) {
            Throwable failure = null;
            for (int attempt = 0; attempt < 5 && failure == null; attempt++) { // the readers must overlap once
                try {
                    check("stays readable while it is written").runOn(store);
                } catch (AssertionError caught) {
                    failure = caught;
                }
            }
            assertThat(failure).isNotNull();
            assertThat(failure.getMessage()).contains(oneConnection.reason()).contains("IllegalStateException (connection in use by another thread)")
                    .doesNotStartWith("java.");
        }
    }

    private interface Breaking {
        BenchmarkCatalog of(BenchmarkCatalog healthy);
    }

    private static StoreUnderTest withCatalog(Breaking breaking) {
        StoreUnderTest healthy = opened();
        return StoreUnderTest.of(healthy::add, breaking.of(healthy.catalog()), healthy::reopen, healthy);
    }

    private static StoreUnderTest opened() {
        return StoreUnderTest.opened(new MemoryBackend(false, false), MemoryBackend.settings(), () -> { }, () -> { });
    }
}
