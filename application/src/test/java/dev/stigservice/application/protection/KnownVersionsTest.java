package dev.stigservice.application.protection;

import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.model.Sha256;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A version is the documented hash of its sources and the format, remembered only for answers asked for again, within its bound. */
class KnownVersionsTest {

    @Test
    void aVersionHashesTheSourcesTheFormatsNameAndItsVersion() {
        KnownVersions json = new KnownVersions(new Format("json", "application/json", "3"));
        assertThat(json.of("sha-a")).isEqualTo(Sha256.shortHex("sha-a", "json", "3"));
        assertThat(json.of("sha-a", "cci-b")).isEqualTo(Sha256.shortHex("sha-a", "cci-b", "json", "3"));
        assertThat(json.hash("sha-a")).isEqualTo(json.of("sha-a"));
        assertThat(new KnownVersions(new Format("json", "application/json", "4")).of("sha-a")).isNotEqualTo(json.of("sha-a"));
    }

    @Test
    void theVersionOfAnAnswerAskedForAgainIsRememberedAndOneMadeForOneRequestIsNot() {
        KnownVersions csv = new KnownVersions(new Format("csv", "text/csv", "1"));
        String first = csv.of("sha-a");
        assertThat(csv.of("sha-a")).as("the one remembered, not hashed again").isSameAs(first);
        csv.hash("upload-1");
        csv.hash("upload-2");
        assertThat(csv.size()).as("answers made for one request leave nothing behind").isEqualTo(1);
    }

    @Test
    void versionsStayRightAndBoundedPastTheBound() {
        KnownVersions csv = new KnownVersions(new Format("csv", "text/csv", "1"));
        for (int i = 0; i < 3 * KnownVersions.KEPT; i++) {
            csv.of("sha-" + i);
            assertThat(csv.size()).isLessThanOrEqualTo(KnownVersions.KEPT);
        }
        assertThat(csv.of("sha-0")).isEqualTo(Sha256.shortHex("sha-0", "csv", "1"));
    }
}
