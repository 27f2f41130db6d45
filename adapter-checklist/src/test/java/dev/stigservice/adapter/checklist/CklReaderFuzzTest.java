package dev.stigservice.adapter.checklist;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.stigservice.domain.model.Checklist;
import dev.stigservice.domain.model.UnreadableDocument;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Any bytes: the Ckl reader gives a checklist or refuses with {@link UnreadableDocument} and a message; nothing else
 * escapes (no other exception, no hang, no runaway memory). Seeds in CklReaderFuzzTestInputs.
 */
class CklReaderFuzzTest {

    private final CklReader reader = new CklReader();

    @FuzzTest(maxDuration = "10s")
    void readsOrRefuses(byte[] bytes) {
        try {
            Checklist checklist = reader.read(bytes);
            assertThat(checklist.stigs()).isNotEmpty();
            checklist.stigs().forEach(stig -> stig.rules().forEach(rule -> assertThat(rule.rule().ruleId()).isNotBlank()));
        } catch (UnreadableDocument refused) {
            assertThat(refused.getMessage()).startsWith("CKL: ");
        }
    }
}
