package dev.stigservice.application.checklist;

import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.Fakes;
import dev.stigservice.application.protection.Formats;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.Upload;
import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Checklist;
import dev.stigservice.domain.model.ChecklistAsset;
import dev.stigservice.domain.model.ChecklistUpgrade;
import dev.stigservice.domain.model.Credentials;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.Revision;
import dev.stigservice.domain.model.ReviewedRule;
import dev.stigservice.domain.model.ChecklistStig;
import dev.stigservice.domain.model.TokenVerdict;
import dev.stigservice.domain.model.UnreadableDocument;
import dev.stigservice.domain.port.ChecklistReader;
import dev.stigservice.domain.port.ChecklistWriter;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The upgrade against fakes of its ports: the download's checks before the body is read, then what the body is
 * (empty, of no known syntax, unreadable, of another benchmark, of this one), which benchmark a checklist is of decided
 * by its rule ids in the catalog's index (no model loaded for it), and the answer in the format asked for or the
 * upload's own.
 */
class UpgradeChecklistServiceTest {

    private static final Benchmark V2R7 = Fakes.revision("RHEL_9_STIG", "RHEL 9 STIG", "accepted", "2", "7", LocalDate.of(2025, 1, 1), 4);
    private static final Benchmark V2R8 = Fakes.revision("RHEL_9_STIG", "RHEL 9 STIG", "accepted", "2", "8", LocalDate.of(2025, 4, 1), 4);
    /** A benchmark whose rules (SV-101r1_rule, SV-102r1_rule) are in no revision of RHEL 9. */
    private static final Benchmark OTHER = Fakes.revision("OTHER_STIG", "Other STIG", "accepted", "1", "1", null, 101, 2);

    private final Fakes.Store store = new Fakes.Store(V2R7, V2R8, OTHER);
    private final Fakes.Catalog catalog = Fakes.catalog(store);
    private final Fakes.Validator validator = new Fakes.Validator(Map.of("good", TokenVerdict.valid()));
    private final UpgradeChecklistService service = new UpgradeChecklistService(
            Fakes.answers(validator, catalog.published()),
            new Formats<>(List.of(new NamedWriter("ckl"), new NamedWriter("cklb"))),
            List.of(new MarkedReader("ckl", '<'), new MarkedReader("cklb", '{')), new SummaryRenderer(), catalog.published(),
            catalog.index(), catalog.models());

    /** Writes the name of its format and the benchmark ids of the checklist, so a test sees which writer wrote what. */
    private static final class NamedWriter extends Fakes.NamedRenderer<Checklist> implements ChecklistWriter {

        NamedWriter(String name) {
            super(name, "1");
        }

        @Override
        public void write(Checklist checklist, OutputStream out) throws IOException {
            out.write((format().name() + ":" + checklist.stigs().stream().map(stig -> stig.benchmarkId() + " " + stig.revision().label()).toList())
                    .getBytes(StandardCharsets.UTF_8));
        }
    }

    private static final class SummaryRenderer extends Fakes.NamedRenderer<ChecklistUpgrade> {

        SummaryRenderer() {
            super("json", "1");
        }

        @Override
        public void write(ChecklistUpgrade upgrade, OutputStream out) throws IOException {
            out.write(("summary of " + upgrade.upgrades().size() + ", kept " + upgrade.kept()).getBytes(StandardCharsets.UTF_8));
        }
    }

    /**
     * Recognises its syntax by the first byte; reads {@code <rhel}, {@code <other} and {@code <both} as blank checklists
     * of those benchmarks, and anything else as unreadable.
     */
    private record MarkedReader(String format, char first) implements ChecklistReader {
        @Override
        public boolean recognizes(byte[] content) {
            return content.length > 0 && content[0] == first;
        }

        @Override
        public Checklist read(byte[] content) throws UnreadableDocument {
            String text = new String(content, 1, content.length - 1, StandardCharsets.UTF_8);
            return switch (text) {
                case "rhel" -> Checklist.blank(V2R7, ChecklistAsset.NONE);
                case "other" -> Checklist.blank(OTHER, ChecklistAsset.NONE);
                case "unstored" -> of(V2R7, "RHEL_9_STIG", id -> id.replace("r1_rule", "r5_rule"));
                case "scap" -> of(V2R7, "xccdf_mil.disa.stig_benchmark_RHEL_9_STIG", id -> id.replace("SV-", "SV-90"));
                case "unnamed" -> of(V2R7, "Some_Other_Name", id -> id.replace("r1_rule", "r5"));
                case "both" -> new Checklist(ChecklistAsset.NONE, List.of(Checklist.blank(V2R7, ChecklistAsset.NONE).stigs().getFirst(),
                        Checklist.blank(OTHER, ChecklistAsset.NONE).stigs().getFirst()));
                default -> throw new UnreadableDocument("line 1, column 2: not a checklist", null);
            };
        }
    }

    /**
     * A blank checklist of {@code benchmark} as another revision of it would have it: its header naming {@code id},
     * each rule's id changed by {@code ruleId} (another revision suffix, as DISA gives a changed rule).
     */
    private static Checklist of(Benchmark benchmark, String id, java.util.function.UnaryOperator<String> ruleId) {
        ChecklistStig blank = Checklist.blank(benchmark, ChecklistAsset.NONE).stigs().getFirst();
        List<ReviewedRule> rules = blank.rules().stream().map(reviewed -> {
            Rule rule = reviewed.rule();
            return new ReviewedRule(new Rule(rule.groupId(), rule.groupTitle(), ruleId.apply(rule.ruleId()), rule.stigId(), rule.severity(),
                    rule.weight(), rule.title(), rule.description(), rule.references(), rule.idents(), rule.check(), rule.fix()),
                    reviewed.review());
        }).toList();
        return new Checklist(ChecklistAsset.NONE, List.of(new ChecklistStig(id, blank.title(), blank.description(),
                new Revision("1", "9", null), blank.releaseInfo(), blank.fileName(), blank.uuid(), null, null, rules)));
    }

    private ProtectedAnswer upgrade(String token, String slug, String to, String format, String body, boolean summary) {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        Credentials credentials = token == null ? Credentials.NONE : AccessToken.parse(token).orElseThrow();
        return service.upgrade(new UpgradeChecklistCommand(credentials, slug, to, format, new Upload(new ByteArrayInputStream(bytes), bytes.length), summary));
    }

    private static String written(ProtectedAnswer answer) {
        return Fakes.text(answer);
    }

    @Test
    void theDownloadsChecksComeFirstAndLeaveTheBodyUnread() {
        InputStream untouchable = new InputStream() {
            @Override
            public int read() {
                throw new AssertionError("the body was read");
            }
        };
        Credentials good = AccessToken.parse("good").orElseThrow();
        assertThat(service.upgrade(new UpgradeChecklistCommand(Credentials.NONE, "rhel-9-stig", null, null, new Upload(untouchable, 5), false)))
                .isInstanceOf(Refusal.Unauthorized.class);
        assertThat(service.upgrade(new UpgradeChecklistCommand(good, "rhel-9-stig", null, "pdf", new Upload(untouchable, 5), false)))
                .isEqualTo(new Refusal.UnsupportedFormat(List.of("ckl", "cklb")));
        assertThat(service.upgrade(new UpgradeChecklistCommand(good, "nope", null, null, new Upload(untouchable, 5), false)))
                .isEqualTo(new Refusal.NotFound("STIG 'nope' not found"));
        assertThat(service.upgrade(new UpgradeChecklistCommand(good, "rhel-9-stig", "V9R9", null, new Upload(untouchable, 5), false)))
                .isEqualTo(new Refusal.NotFound("Revision V9R9 of STIG 'rhel-9-stig' not found"));
    }

    @Test
    void whatIsWrongWithTheBodyIsSaid() {
        assertThat(upgrade("good", "rhel-9-stig", null, null, " \n", false))
                .isEqualTo(new Refusal.BadRequest("The checklist is empty: send a CKL or CKLB as the request's body"));
        assertThat(upgrade("good", "rhel-9-stig", null, null, "PK\u0003\u0004", false))
                .isEqualTo(new Refusal.BadRequest("The checklist is neither a CKL (XML) nor a CKLB (JSON)"));
        assertThat(upgrade("good", "rhel-9-stig", null, null, "<garbled", false))
                .isEqualTo(new Refusal.BadRequest("The checklist cannot be read: line 1, column 2: not a checklist"));
        assertThat(upgrade("good", "rhel-9-stig", null, null, "<other", false))
                .isEqualTo(new Refusal.Conflict("The checklist holds no rules of STIG 'rhel-9-stig'"));
    }

    @Test
    void aChecklistOfTheBenchmarkIsCarriedToTheRevisionAskedForInTheFormatAskedForOrItsOwn() throws IOException {
        assertThat(written(upgrade("good", "rhel-9-stig", null, null, "<rhel", false))).isEqualTo("ckl:[RHEL_9_STIG V2R8]");
        assertThat(written(upgrade("good", "rhel-9-stig", "V2R7", null, "{rhel", false))).isEqualTo("cklb:[RHEL_9_STIG V2R7]");
        assertThat(written(upgrade("good", "rhel-9-stig", null, "cklb", "<rhel", false))).isEqualTo("cklb:[RHEL_9_STIG V2R8]");
        assertThat(written(upgrade("good", "rhel-9-stig", null, null, "<rhel", true))).isEqualTo("summary of 1, kept []");
    }

    @Test
    void aPartOfAnotherBenchmarkTheCatalogHoldsGoesToItsServedRevision() throws IOException {
        assertThat(written(upgrade("good", "rhel-9-stig", null, null, "<both", false)))
                .isEqualTo("ckl:[RHEL_9_STIG V2R8, OTHER_STIG V1R1]");
    }

    /** DISA publishes only the current revision: a checklist of one no longer stored must still be of its benchmark. */
    @Test
    void aChecklistOfARevisionTheCatalogDoesNotHoldIsOfItsBenchmarkByItsNameOrItsRulesAcrossRevisions() {
        assertThat(written(upgrade("good", "rhel-9-stig", null, null, "<unstored", false))).as("the rules' ids of another revision")
                .isEqualTo("ckl:[RHEL_9_STIG V2R8]");
        assertThat(written(upgrade("good", "rhel-9-stig", null, null, "<scap", false))).as("no rule id shared, the name a SCAP id of it")
                .isEqualTo("ckl:[RHEL_9_STIG V2R8]");
        assertThat(written(upgrade("good", "rhel-9-stig", null, null, "<unnamed", false))).as("another name, CKLB rule ids of another revision")
                .isEqualTo("ckl:[RHEL_9_STIG V2R8]");
    }

    @Test
    void whichBenchmarkAChecklistIsOfIsDecidedWithoutLoadingAModel() {
        store.loads.set(0);
        assertThat(upgrade("good", "rhel-9-stig", null, null, "<other", false)).isInstanceOf(Refusal.Conflict.class);
        assertThat(store.loads.get()).isZero();
    }
}
