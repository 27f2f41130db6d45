package dev.stigservice.domain.model;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

class Sha256Test {

    @Test
    void knownDigestOfAWholeInput() {
        assertThat(Sha256.hex("abc".getBytes(StandardCharsets.US_ASCII)))
                .isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }

    @Test
    void partsAreSeparatedSoThatMovingABoundaryChangesTheDigest() {
        assertThat(Sha256.shortHex("ab", "c")).isNotEqualTo(Sha256.shortHex("a", "bc")).hasSize(32);
    }

    @Test
    void textPartsDigestAsTheirUtf8Bytes() {
        assertThat(Sha256.shortHex("key", "json", "3"))
                .isEqualTo(Sha256.shortHex("key".getBytes(StandardCharsets.UTF_8), "json".getBytes(StandardCharsets.UTF_8),
                        "3".getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void digestsTakenOneAfterAnotherDoNotShareState() {
        String first = Sha256.shortHex("same");
        Sha256.shortHex("something else in between");
        assertThat(Sha256.shortHex("same")).isEqualTo(first);
    }
}
