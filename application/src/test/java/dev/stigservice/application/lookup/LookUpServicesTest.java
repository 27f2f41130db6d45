package dev.stigservice.application.lookup;

import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.answer.Reply;
import dev.stigservice.domain.port.fake.NoRuleSearch;
import dev.stigservice.application.Fakes;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.protection.ProtectedAnswers;
import dev.stigservice.application.publication.DocumentContent;
import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.CciItem;
import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.CciLookup;
import dev.stigservice.domain.model.CciReference;
import dev.stigservice.domain.model.ControlLookup;
import dev.stigservice.domain.model.Credentials;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.DocumentEntry;
import dev.stigservice.domain.model.RuleLookup;
import dev.stigservice.domain.model.SourceFile;
import dev.stigservice.domain.model.TokenVerdict;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/**
 * The three lookups against fakes of their ports, with and without a CCI list in the store: access first, the shape
 * of what is looked up (400), what nothing holds (404), and what an answer holds; the revisions' models are read only
 * when the answer is rendered.
 */
class LookUpServicesTest {

    private static final Benchmark V2R7 = Fakes.revision("RHEL_9_STIG", "RHEL 9 STIG", "accepted", "2", "7", LocalDate.of(2025, 1, 1), 2);
    private static final Benchmark V2R8 = Fakes.revision("RHEL_9_STIG", "RHEL 9 STIG", "accepted", "2", "8", LocalDate.of(2025, 4, 1), 2);
    /** Fakes' rules cite CCI-000366; the list also knows CCI-000015, which no rule cites. */
    private static final CciList LIST = new CciList("2024-01-04", null, SourceFile.of("U_CCI_List.xml", "list".getBytes(StandardCharsets.UTF_8)),
            List.of(item("CCI-000366", "CM-6 b"), item("CCI-000015", "AC-2 (1)")));
    private static final Credentials GOOD = AccessToken.parse("good").orElseThrow();

    private final Fakes.Store store = new Fakes.Store(V2R7, V2R8);
    private final Fakes.Validator validator = new Fakes.Validator(Map.of("good", TokenVerdict.valid()));

    private final Fakes.Capturing<RuleLookup> rules = new Fakes.Capturing<>();
    private final Fakes.Capturing<CciLookup> ccis = new Fakes.Capturing<>();
    private final Fakes.Capturing<ControlLookup> controls = new Fakes.Capturing<>();

    private static CciItem item(String id, String control) {
        return new CciItem(id, "draft", "2009-09-18", "DISA FSO", "Definition of " + id, List.of("technical"),
                List.of(new CciReference("NIST", "NIST SP 800-53 Revision 5", "5", null, control)));
    }

    /** The services over a catalog of the two revisions, and DISA's CCI list too when {@code withList}. */
    private record Services(LookUpRuleService rule, LookUpCciService cci, LookUpControlService control) {
    }

    private Services services(boolean withList) {
        Document listDocument = new Document(new DocumentEntry(LIST.source().key(), "U_CCI_List.xml", Instant.EPOCH),
                "list".getBytes(StandardCharsets.UTF_8));
        if (withList) {
            store.addUnreadable(listDocument);
        }
        Fakes.Catalog catalog = Fakes.catalog(store, new DocumentContent(Fakes.READER,
                document -> document.key().equals(listDocument.key()) ? Optional.of(LIST) : Optional.empty(), document -> Optional.empty()), new NoRuleSearch(), 8, Clock.systemUTC());
        catalog.publisher().refresh();
        store.loads.set(0);
        ProtectedAnswers answers = Fakes.answers(validator, catalog.published());
        return new Services(new LookUpRuleService(answers, rules, catalog.published(), catalog.index(), catalog.models()),
                new LookUpCciService(answers, ccis, catalog.published(), catalog.index(), catalog.models()),
                new LookUpControlService(answers, controls, catalog.published(), catalog.index(), catalog.models()));
    }

    /** Renders the answer, as an adapter asks for its bytes: the renderers keep what they were given. */
    private static void render(LookUpRuleService service, LookUpRuleQuery query) {
        Fakes.text(service::lookUp, query);
    }

    private static void render(LookUpCciService service, LookUpCciQuery query) {
        Fakes.text(service::lookUp, query);
    }

    private static void render(LookUpControlService service, LookUpControlQuery query) {
        Fakes.text(service::lookUp, query);
    }

    @Test
    void accessComesFirst() {
        Services services = services(false);
        assertThat(Fakes.answer(services.rule().lookUp(new LookUpRuleQuery(Credentials.NONE, "!!")))).isInstanceOf(Refusal.Unauthorized.class);
        assertThat(Fakes.answer(services.cci().lookUp(new LookUpCciQuery(Credentials.NONE, "x")))).isInstanceOf(Refusal.Unauthorized.class);
        assertThat(Fakes.answer(services.control().lookUp(new LookUpControlQuery(Credentials.NONE, "x", "0")))).isInstanceOf(Refusal.Unauthorized.class);
        assertThat(validator.calls).isZero();
    }

    @Test
    void aRuleIsFoundInEveryRevisionThatHoldsItAndEachRevisionIsReadOnce() {
        Services services = services(false);
        assertThat(Fakes.answer(services.rule().lookUp(new LookUpRuleQuery(GOOD, "CCI-000366")))).isEqualTo(new Refusal.BadRequest(LookUpRuleService.A_CCI));
        assertThat(Fakes.answer(services.rule().lookUp(new LookUpRuleQuery(GOOD, "<script>")))).isEqualTo(new Refusal.BadRequest(LookUpRuleService.NOT_A_RULE_ID));
        assertThat(Fakes.answer(services.rule().lookUp(new LookUpRuleQuery(GOOD, "SV-99r1_rule")))).isEqualTo(new Refusal.NotFound("No rule answers to 'SV-99r1_rule'"));
        assertThat(store.loads).as("no model read for a refusal").hasValue(0);
        render(services.rule(), new LookUpRuleQuery(GOOD, "sv-2r1_rule"));
        assertThat(rules.last.benchmarks()).hasSize(1);
        assertThat(rules.last.benchmarks().getFirst().revisions()).extracting(occurrence -> occurrence.revision().revision().label(),
                RuleLookup.Occurrence::served).containsExactly(tuple("V2R8", true),
                tuple("V2R7", false));
        assertThat(store.loads).hasValue(2);
    }

    @Test
    void aCciIsAnsweredFromTheListAndTheRulesCitingIt() {
        Services without = services(false);
        assertThat(Fakes.answer(without.cci().lookUp(new LookUpCciQuery(GOOD, "CCI-12")))).isEqualTo(new Refusal.BadRequest(LookUpCciService.NOT_A_CCI));
        assertThat(Fakes.answer(without.cci().lookUp(new LookUpCciQuery(GOOD, "CCI-000015"))))
                .isEqualTo(new Refusal.NotFound("CCI-000015 is in no CCI list loaded and no rule cites it"));
        render(without.cci(), new LookUpCciQuery(GOOD, "cci-000366"));
        assertThat(ccis.last.item()).isNull();
        assertThat(ccis.last.rules()).as("the served revision's rules citing it").hasSize(2)
                .extracting(citing -> citing.revision().revision().label()).containsOnly("V2R8");

        Services with = services(true);
        render(with.cci(), new LookUpCciQuery(GOOD, "CCI-000015"));
        assertThat(ccis.last.item().definition()).isEqualTo("Definition of CCI-000015");
        assertThat(ccis.last.listVersion()).isEqualTo("2024-01-04");
        assertThat(ccis.last.rules()).isEmpty();
    }

    @Test
    void aControlIsAnsweredFromTheListsReferences() {
        Services without = services(false);
        assertThat(Fakes.answer(without.control().lookUp(new LookUpControlQuery(GOOD, "XX-ZZ", null))))
                .isEqualTo(new Refusal.BadRequest(LookUpControlService.NOT_A_CONTROL));
        assertThat(Fakes.answer(without.control().lookUp(new LookUpControlQuery(GOOD, "AC-2", "0"))))
                .isEqualTo(Refusal.BadRequest.nistRevision());
        render(without.control(), new LookUpControlQuery(GOOD, "CM-6", null));
        assertThat(controls.last.ccis()).isEmpty();

        Services with = services(true);
        assertThat(Fakes.answer(with.control().lookUp(new LookUpControlQuery(GOOD, "CM-6", "4"))))
                .isEqualTo(new Refusal.NotFound("The CCI list 2024-01-04 has no references to NIST SP 800-53 Revision 4"));
        assertThat(Fakes.answer(with.control().lookUp(new LookUpControlQuery(GOOD, "SC-7", null))))
                .isEqualTo(new Refusal.NotFound("No CCI of the list 2024-01-04 refers to SC-7 in NIST SP 800-53 Revision 5"));
        render(with.control(), new LookUpControlQuery(GOOD, "CM-6", null));
        assertThat(controls.last.nistRevision()).isEqualTo("5");
        assertThat(controls.last.ccis()).extracting(CciItem::id).containsExactly("CCI-000366");
    }
}
