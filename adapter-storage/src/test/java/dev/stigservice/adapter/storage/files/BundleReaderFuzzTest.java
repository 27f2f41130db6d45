package dev.stigservice.adapter.storage.files;

import com.code_intelligence.jazzer.junit.FuzzTest;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Any bytes as a .zip bundle: the reader gives documents (skipping the members it cannot read), or refuses the whole
 * file with an IOException; nothing else escapes. Small limits make bombs and deep nesting cheap to reach.
 */
class BundleReaderFuzzTest {

    private static final BundleLimits SMALL = new BundleLimits(1 << 20, 4 << 20, 100, 3);
    private final BundleReader bundles = new BundleReader(SMALL);

    @FuzzTest(maxDuration = "10s")
    void readsOrRefuses(byte[] bytes) throws IOException {
        Path file = Files.createTempFile("fuzz", ".zip");
        try {
            Files.write(file, bytes);
            try {
                assertThat(bundles.read(file, "fuzz.zip", Instant.EPOCH)).allSatisfy(document -> assertThat(document.matchesKey()).isTrue());
            } catch (IOException refused) {
                // a file that is not a readable zip at all is refused as a whole
            }
        } finally {
            Files.delete(file);
        }
    }
}
