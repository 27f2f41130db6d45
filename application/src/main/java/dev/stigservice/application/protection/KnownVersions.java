package dev.stigservice.application.protection;

import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.model.Sha256;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The version of what one format writes from its sources (what the bytes depend on besides the renderer): the hash of
 * the sources, the format's name and its version, so equal versions mean equal bytes, across builds too. The versions
 * of answers asked for again are remembered: a kept answer is answered with its version on every request, and hashing
 * it each time was 3 % of a kept download's samples (bench/profile.sh).
 */
final class KnownVersions {

    /** Past this many, the versions known are forgotten at once: a bound that costs an answer no bookkeeping. */
    static final int KEPT = 10_000;

    private final Format format;
    private final Map<List<String>, String> known = new ConcurrentHashMap<>();

    KnownVersions(Format format) {
        this.format = format;
    }

    /** The version of an answer asked for again: remembered. */
    String of(String... sources) {
        List<String> key = List.of(sources);
        String version = known.get(key);
        if (version == null) {
            if (known.size() >= KEPT) {
                known.clear();
            }
            version = hash(sources);
            known.put(key, version);
        }
        return version;
    }

    /** The version of an answer made for one request (an upload's, a snapshot): not remembered. */
    String hash(String... sources) {
        String[] parts = Arrays.copyOf(sources, sources.length + 2);
        parts[sources.length] = format.name();
        parts[sources.length + 1] = format.version();
        return Sha256.shortHex(parts);
    }

    int size() {
        return known.size();
    }
}
