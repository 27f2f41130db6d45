package dev.stigservice.endtoend.download;

import dev.stigservice.adapter.storage.files.DemoCatalog;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.DocumentEntry;
import dev.stigservice.domain.port.BenchmarkCatalog;
import io.micronaut.context.annotation.Primary;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/** The demo catalog, counting the documents loaded per file name (active only with test.catalog.counting). */
@Singleton
@Primary
@Requires(property = "test.catalog.counting")
class CountingCatalog implements BenchmarkCatalog {

    private final DemoCatalog demo = DemoCatalog.load();
    private final Map<String, AtomicInteger> loadsByFileName = new ConcurrentHashMap<>();

    @Override
    public List<DocumentEntry> documents() {
        return demo.documents();
    }

    @Override
    public Optional<Document> load(ContentKey key) {
        Optional<Document> document = demo.load(key);
        document.ifPresent(found -> loadsByFileName.computeIfAbsent(found.fileName(), name -> new AtomicInteger()).incrementAndGet());
        return document;
    }

    int loads(String fileName) {
        return loadsByFileName.getOrDefault(fileName, new AtomicInteger()).get();
    }

    /** Counts from zero again: the publication reads each document once, requests are what is counted after it. */
    void forgetLoads() {
        loadsByFileName.clear();
    }
}
