package dev.stigservice.xccdf;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.stigservice.domain.model.CciList;

import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Any bytes: the parser gives a CCI list, says it is none, or refuses with {@link XccdfException}; nothing else escapes
 * (no other exception, no hang, no runaway memory). Seeds in CciListParserFuzzTestInputs.
 */
class CciListParserFuzzTest {

    private final CciListParser parser = new CciListParser();

    @FuzzTest(maxDuration = "10s")
    void readsOrRefuses(byte[] bytes) {
        try {
            Optional<CciList> list = parser.read("fuzz.xml", bytes);
            list.ifPresent(read -> {
                assertThat(read.version()).isNotBlank();
                read.items().forEach(item -> assertThat(item.id()).matches("CCI-\\d{6}"));
                assertThat(read.nistRevisions()).doesNotContainNull();
            });
        } catch (XccdfException refused) {
            assertThat(refused.getMessage()).isNotBlank();
        }
    }
}
