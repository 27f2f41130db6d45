package dev.stigservice.domain.model;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SearchQueryTest {

    @Test
    void wordsPhrasesAndFiltersAreTakenApart() {
        SearchQuery query = SearchQuery.parse("ssh \"approved ciphers\" severity:HIGH benchmark:rhel-9-stig benchmark:rhel-8-stig "
                + "cci:cci-000366 control:\"AC-2 (1)\" srg:srg-os-000023 fips");
        assertThat(query.words()).containsExactly("ssh", "fips");
        assertThat(query.phrases()).containsExactly("approved ciphers");
        assertThat(query.severity()).contains(Severity.HIGH);
    }

    @Test
    void filterValuesAreReadWhateverTheirCase() {
        SearchQuery query = SearchQuery.parse("severity:high benchmark:rhel-9-stig benchmark:rhel-8-stig cci:cci-000366 "
                + "control:\"AC-2 (1)\" srg:srg-os-000023");
        assertThat(query.severity()).contains(Severity.HIGH);
        assertThat(query.benchmarks()).containsExactlyInAnyOrder(Slug.parse("rhel-9-stig").orElseThrow(), Slug.parse("rhel-8-stig").orElseThrow());
        assertThat(query.ccis()).containsExactly("CCI-000366");
        assertThat(query.control()).isEqualTo(NistControl.parse("AC-2 (1)"));
        assertThat(query.srgs()).containsExactly("SRG-OS-000023");
        assertThat(query.hasText()).isFalse();
    }

    @Test
    void eachMalformedQueryIsRefusedWithWhatIsWrong() {
        List<List<String>> refused = List.of(
                List.of("", "q is required"),
                List.of("x".repeat(513), "q is longer than 512 characters"),
                List.of("fips\u0000", "q holds a control character"),
                List.of("\"fips mode", "a quote is not closed"),
                List.of("fi\"ps\"", "a quote starts inside a word"),
                List.of("\"  \"", "a quoted phrase is empty"),
                List.of("color:red", "there is no filter 'color:'"),
                List.of("benchmark:RHEL_9", "benchmark: takes a slug"),
                List.of("cci:366", "cci: takes a CCI"),
                List.of("control:XY", "control: takes a NIST SP 800-53 control"),
                List.of("srg:os-1", "srg: takes an SRG id"),
                List.of("severity:high severity:low", "severity: is given twice"),
                List.of("a ".repeat(33), "q has more than 32 words"));
        for (List<String> each : refused) {
            assertThatThrownBy(() -> SearchQuery.parse(each.get(0))).as(each.get(0)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith(each.get(1));
        }
    }

    @Test
    void aFilterIsLettersThenAColonAndAnythingElseIsAWord() {
        assertThat(SearchQuery.parse("<script>alert:x").words()).containsExactly("<script>alert:x");
        assertThatThrownBy(() -> SearchQuery.parse("verylongfiltername:x")).hasMessageStartingWith("there is no filter '?:'");
        assertThat(new SearchQuery(List.of("a"), List.of(), Optional.empty(), Set.of(), Set.of(), Optional.empty(), Set.of()).hasText()).isTrue();
    }
}
