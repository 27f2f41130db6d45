package dev.stigservice.adapter.storage.contract;

import dev.stigservice.adapter.storage.files.TemporaryFolderStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * The kit catches real mistakes: each broken store, made from the working files backend, fails at least one check
 * of the kit, for its own reason (named in the first line of the failure), in a message short enough to read.
 */
class ContractKitHasTeethTest {

    /** For each mistake, what the first failure must say. */
    private static final Map<String, String> REASONS = Map.ofEntries(
            Map.entry("drops legacy idents", "rules[0].idents: expected 5 elements but got 3"),
            Map.entry("reorders idents", "rules[0].idents[0].system: expected \"http://cyber.mil/legacy\" but got \"http://cyber.mil/cci\""),
            Map.entry("reorders rules", "benchmark.rules[0].groupId: expected \"V-1\" but got null"),
            Map.entry("drops one value of a repeated tag", "rules[0].description.responsibility"),
            Map.entry("stores an absent value as empty", "rules[1].check.contentRef: expected null but got CheckContentRef"),
            Map.entry("truncates long text", "rules[0].check.content"),
            Map.entry("folds whitespace", "benchmark.publication.notices[1].text: expected \" A notice with text. \" but got \"A notice with text.\""),
            Map.entry("loses non-ASCII text", "benchmark.description: expected \"Überprüfung"),
            Map.entry("serves an older revision's model under a newer key", "shapes-r2.xml came back changed: benchmark.revision.release: expected \"2\" but got \"1\""),
            Map.entry("loses a revision on re-import", "7 given, 2 kept, 5 lost, e.g. Rev_STIG V1R1"),
            Map.entry("changes keys across a restart", "content keys after a restart must be the keys before it: 2 before, 2 after, 2 gone"));

    private interface Check {
        void run(StoreUnderTest store) throws Exception;
    }

    private static final List<Check> KIT = List.of(StoreChecks::holdsNothingWhenEmpty, StoreChecks::keepsEveryRevisionItIsGiven,
            StoreChecks::givesBackExactlyWhatTheReaderRead, StoreChecks::givesEachKeyItsOwnRevision,
            StoreChecks::summariesAgreeWithTheirModels, StoreChecks::keepsTheSameDocumentOnce,
            StoreChecks::keepsKeysAndModelsAcrossARestart, StoreChecks::staysReadableWhileItIsWritten);

    static Stream<Arguments> mistakes() {
        return BrokenStores.all().stream().map(mistake -> arguments(mistake.name(), mistake));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mistakes")
    void theKitFailsEachBrokenStoreForItsOwnReason(String name, BrokenStores.Mistake mistake) throws Exception {
        List<String> failures = new ArrayList<>();
        for (Check check : KIT) {
            try (StoreUnderTest store = mistake.breaking().apply(new TemporaryFolderStore())) {
                check.run(store);
            } catch (AssertionError failure) {
                failures.add(failure.getMessage());
            }
        }
        assertThat(failures).as(name + " passed the whole kit").isNotEmpty();
        assertThat(failures.getFirst()).as("the first failure of " + name).contains(REASONS.get(name)).hasSizeLessThan(400);
    }

    @Test
    void theWorkingStorePassesTheWholeKit() throws Exception {
        for (Check check : KIT) {
            try (StoreUnderTest store = new TemporaryFolderStore()) {
                check.run(store);
            }
        }
    }
}
