package dev.stigservice.adapter.storage.files;

import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.DocumentEntry;
import dev.stigservice.domain.port.BenchmarkCatalog;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The demo catalog bundled in the jar: benchmarks written for this project in DISA's layout, so the service has
 * something to publish with no configuration at all. It never changes at runtime; its documents count as stored at
 * the start of the epoch, the same on every start.
 */
public final class DemoCatalog implements BenchmarkCatalog {

    private static final String FOLDER = "/dev/stigservice/adapter/storage/demo/";

    private final Map<ContentKey, Document> byKey;

    private DemoCatalog(Map<ContentKey, Document> byKey) {
        this.byKey = byKey;
    }

    /** Reads the bundled files; they are part of the build, so a file that is missing is a bug and fails fast. */
    public static DemoCatalog load() {
        Map<ContentKey, Document> byKey = new LinkedHashMap<>();
        for (String name : index()) {
            try (InputStream in = DemoCatalog.class.getResourceAsStream(FOLDER + name)) {
                if (in == null) {
                    throw new IllegalStateException("bundled demo file " + name + " is missing");
                }
                Document document = Document.of(name, in.readAllBytes(), Instant.EPOCH);
                byKey.put(document.key(), document);
            } catch (IOException e) {
                throw new UncheckedIOException("bundled demo file " + name + " does not load", e);
            }
        }
        return new DemoCatalog(Map.copyOf(byKey));
    }

    private static List<String> index() {
        try (InputStream in = DemoCatalog.class.getResourceAsStream(FOLDER + "index.txt")) {
            if (in == null) {
                throw new IllegalStateException("the demo catalog index is missing from the jar");
            }
            return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines()
                    .map(String::strip)
                    .filter(line -> !line.isEmpty() && !line.startsWith("#"))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public List<DocumentEntry> documents() {
        return byKey.values().stream().map(Document::entry).toList();
    }

    @Override
    public Optional<Document> load(ContentKey key) {
        return Optional.ofNullable(byKey.get(key));
    }
}
