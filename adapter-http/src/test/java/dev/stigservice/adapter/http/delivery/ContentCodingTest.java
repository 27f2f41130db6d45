package dev.stigservice.adapter.http.delivery;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Accept-Encoding as RFC 9110 12.5.3 reads it, for the two codings a rendered answer is kept in (ContentCoding.preferred). */
class ContentCodingTest {

    @ParameterizedTest(name = "Accept-Encoding: {0} -> {1}")
    @CsvSource(delimiter = '|', nullValues = "NONE", value = {
            "NONE                          | IDENTITY",   // no header: the identity bytes, as curl and wrk expect
            "''                            | IDENTITY",   // an empty header: only the identity coding is acceptable
            "gzip                          | GZIP",
            "GZIP                          | GZIP",
            "x-gzip                        | GZIP",
            "gzip, deflate, br, zstd       | GZIP",       // a browser
            "gzip, deflate                 | GZIP",       // python-requests
            "deflate, br                   | IDENTITY",   // nothing this service keeps: identity stays acceptable
            "gzip;q=0                      | IDENTITY",
            "gzip;q=0.5, identity          | IDENTITY",   // identity has q=1
            "gzip, identity;q=0.5          | GZIP",
            "identity;q=0                  | IDENTITY",   // nothing acceptable is available: sent as identity, as the RFC allows
            "identity;q=0, gzip            | GZIP",
            "*                             | GZIP",
            "*;q=0                         | IDENTITY",
            "*;q=0, gzip                   | GZIP",
            "*, gzip;q=0                   | IDENTITY",
            "gzip;q=abc                    | IDENTITY",   // a weight that cannot be read is no weight
            "gzip;q=1.5                    | IDENTITY",
            "gzip ; q=0.8 , identity;q=0.7 | GZIP",
            "';'                           | IDENTITY",   // found by the request fuzzer: an element that is only a separator
            "';;, gzip'                    | GZIP"})
    void theCodingSentIsTheOneTheClientPrefers(String header, ContentCoding expected) {
        assertThat(ContentCoding.preferred(header == null ? List.of() : List.of(header))).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"IDENTITY, abc", "GZIP, abc-gzip"})
    void eachCodingHasItsOwnTag(ContentCoding coding, String tag) {
        assertThat(coding.tag("abc")).isEqualTo(tag);
    }
}
