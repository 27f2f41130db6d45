package dev.stigservice.xccdf;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.time.LocalDate;

import static org.assertj.core.api.Assertions.assertThat;

/** Every release-info variant seen in the samples, plus the edge cases around them. */
class ReleaseInfoTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', nullValues = "null", value = {
            "Release: 8 Benchmark Date: 01 Apr 2026    | 8    | 2026-04-01",
            "Release: 1.17 Benchmark Date: 25 Apr 2014 | 1.17 | 2014-04-25",
            "Release: 13 Benchmark Date: 27 July 2018  | 13   | 2018-07-27",
            "Benchmark Date: 01 Jul 2026               | null | 2026-07-01",
            "Release: 2 Benchmark Date: 5 Sept 2019    | 2    | 2019-09-05",
            "Release: 4                                | 4    | null",
            "Benchmark Date: 31 Feb 2020               | null | null",
            "something else entirely                   | null | null"})
    void parsesReleaseAndDate(String text, String release, String date) {
        ReleaseInfo info = ReleaseInfo.parse(text);
        assertThat(info.release()).isEqualTo(release);
        assertThat(info.benchmarkDate()).isEqualTo(date == null ? null : LocalDate.parse(date));
    }
}
