package dev.stigservice.application.checklist;

import dev.stigservice.application.Fakes;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.answer.Reply;
import dev.stigservice.application.answer.Upload;
import dev.stigservice.application.checklist.FilledChecklist.Reason;
import dev.stigservice.application.checklist.FilledChecklist.Refused;
import dev.stigservice.application.checklist.FilledChecklist.Written;
import dev.stigservice.application.protection.AccessFirstAnswers;
import dev.stigservice.application.protection.Formats;
import dev.stigservice.application.protection.KeptDocuments;
import dev.stigservice.application.protection.Uploads;
import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Checklist;
import dev.stigservice.domain.model.ChecklistAsset;
import dev.stigservice.domain.model.ChecklistStig;
import dev.stigservice.domain.model.Credentials;
import dev.stigservice.domain.model.MalformedUpload;
import dev.stigservice.domain.model.Review;
import dev.stigservice.domain.model.ReviewStatus;
import dev.stigservice.domain.model.ReviewedRule;
import dev.stigservice.domain.model.RuleResult;
import dev.stigservice.domain.model.ScanFill;
import dev.stigservice.domain.model.ScanResult;
import dev.stigservice.domain.model.ScanResults;
import dev.stigservice.domain.model.ScanTarget;
import dev.stigservice.domain.model.Severity;
import dev.stigservice.domain.model.TokenVerdict;
import dev.stigservice.domain.model.UnreadableDocument;
import dev.stigservice.domain.port.ChecklistReader;
import dev.stigservice.domain.port.ChecklistWriter;
import java.io.InputStream;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Filling a checklist from a scan against fakes of its ports: which benchmark and revision (by rule-id coverage in the
 * index, ties to the newest, no model loaded to choose), each result's status and texts, rule-number matches, the asset,
 * an existing checklist merged, and every refusal.
 */
class FillChecklistServiceTest {

    /** Rules SV-1r1_rule to SV-4r1_rule. */
    private static final Benchmark V2R7 = Fakes.revision("RHEL_9_STIG", "RHEL 9 STIG", "accepted", "2", "7", LocalDate.of(2025, 1, 1), 4);
    /** Rules SV-3r1_rule to SV-6r1_rule. */
    private static final Benchmark V2R8 = Fakes.revision("RHEL_9_STIG", "RHEL 9 STIG", "accepted", "2", "8", LocalDate.of(2025, 4, 1), 3, 4);
    private static final Benchmark OTHER = Fakes.revision("OTHER_STIG", "Other STIG", "accepted", "1", "1", null, 101, 2);
    private static final ScanTarget TARGET = new ScanTarget("host01", "host01.example.mil", List.of("127.0.0.1", "192.0.2.7"),
            List.of("00:00:00:00:00:00", "02:00:00:00:00:07"));

    private final Fakes.Store store = new Fakes.Store(V2R7, V2R8, OTHER);
    private final Fakes.Catalog catalog = Fakes.catalog(store);
    private final Map<String, ScanResults> scans = new HashMap<>();
    private final Map<String, Checklist> checklists = new HashMap<>();
    private final Fakes.Validator validator = new Fakes.Validator(Map.of("good", TokenVerdict.valid()));
    private static final AccessToken GOOD = AccessToken.parse("good").orElseThrow();
    private final FillChecklistService service = new FillChecklistService(
            Fakes.answers(validator, catalog.published()),
            content -> {
                ScanResults scan = scans.get(new String(content.readAllBytes(), StandardCharsets.UTF_8));
                if (scan == null) {
                    throw new UnreadableDocument("not XCCDF results: the root element is CHECKLIST", null);
                }
                return scan;
            },
            List.of(new MarkedReader("ckl", '<', checklists), new MarkedReader("cklb", '{', checklists)),
            new Formats<>(List.of(new ListingWriter("ckl"), new ListingWriter("cklb"))),
            new SummaryWriter(), catalog.published(), catalog.index(), catalog.models());

    /** Writes the format, the asset's host and, per benchmark, each rule's status, finding details and comments. */
    private static final class ListingWriter extends Fakes.NamedRenderer<Checklist> implements ChecklistWriter {
        ListingWriter(String name) {
            super(name, "1");
        }

        @Override
        public void write(Checklist checklist, OutputStream out) throws IOException {
            out.write((format().name() + " " + checklist.asset().hostName()).getBytes(StandardCharsets.UTF_8));
        }
    }

    /** Writes the counts of what the scan did. */
    private static final class SummaryWriter extends Fakes.NamedRenderer<ScanFill> {
        SummaryWriter() {
            super("json", "1");
        }

        @Override
        public void write(ScanFill fill, OutputStream out) throws IOException {
            out.write(("applied " + fill.applied().size() + ", not definitive " + fill.notDefinitive().size()).getBytes(StandardCharsets.UTF_8));
        }
    }

    private record MarkedReader(String format, char first, Map<String, Checklist> checklists) implements ChecklistReader {
        @Override
        public boolean recognizes(byte[] content) {
            return content.length > 0 && content[0] == first;
        }

        @Override
        public Checklist read(byte[] content) throws UnreadableDocument {
            Checklist checklist = checklists.get(new String(content, 1, content.length - 1, StandardCharsets.UTF_8));
            if (checklist == null) {
                throw new UnreadableDocument("line 1, column 2: not a checklist", null);
            }
            return checklist;
        }
    }

    private static ScanResults scan(String benchmarkId, RuleResult... results) {
        return new ScanResults(benchmarkId, "OpenSCAP", "1.3.5", "2021-11-12T11:37:31-05:00", TARGET, List.of(results));
    }

    private static RuleResult result(String ruleId, ScanResult result, String... messages) {
        return new RuleResult("xccdf_mil.disa.stig_rule_" + ruleId, result, List.of(messages));
    }

    private FilledChecklist fill(String scan, String slug, String revision, String format, String into, boolean byNumber, String host) {
        return service.fill(new FillChecklistCommand(upload(scan), slug, revision, format, into == null ? null : upload(into),
                byNumber ? FillChecklistCommand.BY_RULE_NUMBER : null, host, null, null, null, null));
    }

    private static Upload upload(String content) {
        byte[] bytes = content.getBytes(StandardCharsets.UTF_8);
        return new Upload(new ByteArrayInputStream(bytes), bytes.length);
    }

    private FilledChecklist fill(String scan) {
        return fill(scan, null, null, null, null, false, null);
    }

    private static Map<String, Review> reviews(FilledChecklist filled) {
        return ((Written) filled).fill().rules().stream().collect(Collectors.toMap(reviewed -> reviewed.rule().ruleId(), ReviewedRule::review));
    }

    @Test
    void theRevisionIsTheOneWhoseRuleIdsCoverTheScansMostTheNewestOfEqualsWithoutLoadingAModelToChoose() {
        scans.put("old", scan("xccdf_mil.disa.stig_benchmark_RHEL_9_STIG", result("SV-1r1_rule", ScanResult.PASS),
                result("SV-2r1_rule", ScanResult.PASS), result("SV-3r1_rule", ScanResult.PASS)));
        scans.put("tie", scan("RHEL_9_STIG", result("SV-3r1_rule", ScanResult.PASS), result("SV-4r1_rule", ScanResult.FAIL)));
        store.loads.set(0);
        assertThat(((Written) fill("old")).revision()).isEqualTo("V2R7");
        assertThat(store.loads.get()).as("only the chosen revision's model").isEqualTo(1);
        assertThat(((Written) fill("tie")).revision()).isEqualTo("V2R8");
        assertThat(((Written) fill("old", null, "V2R8", null, null, false, null)).revision()).isEqualTo("V2R8");
        assertThat(((Written) fill("old")).fileName()).isEqualTo("rhel-9-stig-v2r7.ckl");
        assertThat(((Written) fill("old", "rhel-9-stig", null, "cklb", null, false, null)).fileName()).isEqualTo("rhel-9-stig-v2r7.cklb");
    }

    @Test
    void eachResultGivesItsStatusAndFindingDetailsSayingTheScannerTheEndTimeTheResultAndTheMessages() {
        scans.put("all", scan("RHEL_9_STIG", result("SV-1r1_rule", ScanResult.PASS, "ok"), result("SV-2r1_rule", ScanResult.FAIL, "bad", "worse"),
                result("SV-3r1_rule", ScanResult.NOTAPPLICABLE), result("SV-4r1_rule", ScanResult.ERROR)));
        scans.put("undecided", scan("RHEL_9_STIG", result("SV-1r1_rule", ScanResult.NOTCHECKED), result("SV-2r1_rule", ScanResult.UNKNOWN)));
        Written written = (Written) fill("all", null, "V2R7", null, null, false, null);
        Map<String, Review> reviews = reviews(written);
        assertThat(reviews.get("SV-1r1_rule").status()).isEqualTo(ReviewStatus.NOT_A_FINDING);
        assertThat(reviews.get("SV-1r1_rule").findingDetails()).isEqualTo("""
                OpenSCAP 1.3.5, scan ended 2021-11-12T11:37:31-05:00: pass
                Scanned rule: xccdf_mil.disa.stig_rule_SV-1r1_rule
                ok""");
        assertThat(reviews.get("SV-2r1_rule").status()).isEqualTo(ReviewStatus.OPEN);
        assertThat(reviews.get("SV-2r1_rule").findingDetails()).endsWith("fail\nScanned rule: xccdf_mil.disa.stig_rule_SV-2r1_rule\nbad\nworse");
        assertThat(reviews.get("SV-3r1_rule").status()).isEqualTo(ReviewStatus.NOT_APPLICABLE);
        assertThat(reviews.get("SV-4r1_rule").status()).isEqualTo(ReviewStatus.NOT_REVIEWED);
        assertThat(reviews.get("SV-4r1_rule").findingDetails()).contains(": error\n")
                .endsWith("The scanner could not evaluate this rule: it is not reviewed; check it by hand.");
        assertThat(written.fill().applied()).containsExactly("SV-1r1_rule", "SV-2r1_rule", "SV-3r1_rule");
        assertThat(written.fill().notDefinitive()).containsExactly("SV-4r1_rule");

        Map<String, Review> undecided = reviews(fill("undecided", null, "V2R7", null, null, false, null));
        assertThat(undecided.get("SV-1r1_rule").findingDetails()).contains(": notchecked\n").endsWith("The result decides nothing: the rule is"
                + " not reviewed; check it by hand.");
        assertThat(undecided.get("SV-3r1_rule")).as("not in the scan").isEqualTo(Review.BLANK);
    }

    @Test
    void aRuleScannedByAnotherRevisionOfItsIdIsNotReviewedWithACommentUnlessMatchedByRuleNumber() {
        scans.put("changed", scan("RHEL_9_STIG", result("SV-1r1_rule", ScanResult.PASS), result("SV-2r9_rule", ScanResult.FAIL),
                result("SV-77r1_rule", ScanResult.PASS), new RuleResult("xccdf_org.ssgproject.content_rule_x", ScanResult.PASS, List.of())));
        Written written = (Written) fill("changed", null, null, null, null, false, null);
        assertThat(written.revision()).isEqualTo("V2R7");
        Review two = reviews(written).get("SV-2r1_rule");
        assertThat(two.status()).isEqualTo(ReviewStatus.NOT_REVIEWED);
        assertThat(two.comments()).isEqualTo("Scanned as xccdf_mil.disa.stig_rule_SV-2r9_rule, another revision of this rule: fail by OpenSCAP"
                + " 1.3.5, scan ended 2021-11-12T11:37:31-05:00. Not applied: the rule changed since the content the scan ran; check it by"
                + " hand, or fill the checklist again matching by rule number.");
        assertThat(written.fill().ruleNumberOnly()).singleElement().satisfies(match -> {
            assertThat(match.scannedRuleId()).isEqualTo("xccdf_mil.disa.stig_rule_SV-2r9_rule");
            assertThat(match.carried()).isFalse();
        });
        assertThat(written.fill().notInRevision()).containsExactly("xccdf_mil.disa.stig_rule_SV-77r1_rule", "xccdf_org.ssgproject.content_rule_x");

        Written carried = (Written) fill("changed", null, null, null, null, true, null);
        assertThat(reviews(carried).get("SV-2r1_rule").status()).isEqualTo(ReviewStatus.OPEN);
        assertThat(reviews(carried).get("SV-2r1_rule").findingDetails()).contains("Scanned rule: xccdf_mil.disa.stig_rule_SV-2r9_rule");
        assertThat(carried.fill().applied()).containsExactly("SV-1r1_rule", "SV-2r1_rule");
    }

    @Test
    void theAssetIsTheScansOverriddenByWhatTheCallerSends() throws IOException {
        scans.put("one", scan("RHEL_9_STIG", result("SV-1r1_rule", ScanResult.PASS)));
        Written written = (Written) fill("one");
        assertThat(new String(written.checklist(), StandardCharsets.UTF_8)).isEqualTo("ckl host01");
        assertThat(new String(((Written) fill("one", null, null, null, null, false, "web01")).checklist(), StandardCharsets.UTF_8))
                .isEqualTo("ckl web01");
        ChecklistAsset scanned = ChecklistAsset.scanned(TARGET);
        assertThat(List.of(scanned.hostName(), scanned.fqdn(), scanned.ip(), scanned.mac()))
                .containsExactly("host01", "host01.example.mil", "192.0.2.7", "02:00:00:00:00:07");
        assertThat(scanned.overriddenBy(null, null, "192.0.2.9", null, "Member Server")).extracting(ChecklistAsset::ip, ChecklistAsset::role,
                ChecklistAsset::hostName).containsExactly("192.0.2.9", "Member Server", "host01");
    }

    @Test
    void intoAnExistingChecklistOnlyDefinitiveResultsReplaceStatusAndFindingDetailsAndEverythingElseIsKept() {
        ChecklistStig rhel = Checklist.blank(V2R7, ChecklistAsset.NONE).stigs().getFirst();
        Review assessed = new Review(ReviewStatus.NOT_A_FINDING, "checked by hand", "my note", Severity.LOW, "why");
        List<ReviewedRule> reviewed = rhel.rules().stream().map(rule -> new ReviewedRule(rule.rule(), assessed)).toList();
        ChecklistStig other = Checklist.blank(OTHER, ChecklistAsset.NONE).stigs().getFirst();
        ChecklistAsset asset = new ChecklistAsset("assessor-host", null, null, null, null, null, null, null, false, null, null, "CUI");
        checklists.put("mine", new Checklist(asset, List.of(other, rhel.withRules(reviewed))));
        checklists.put("other", new Checklist(asset, List.of(other)));
        scans.put("scan", scan("RHEL_9_STIG", result("SV-1r1_rule", ScanResult.FAIL, "found"), result("SV-2r1_rule", ScanResult.ERROR),
                result("SV-3r9_rule", ScanResult.FAIL)));

        Written written = (Written) fill("scan", null, null, null, "{mine", false, null);
        assertThat(new String(written.checklist(), StandardCharsets.UTF_8)).as("the checklist's own format and asset").isEqualTo("cklb assessor-host");
        assertThat(written.fileName()).isEqualTo("rhel-9-stig-v2r7.cklb");
        Map<String, Review> reviews = reviews(written);
        assertThat(reviews.get("SV-1r1_rule")).isEqualTo(new Review(ReviewStatus.OPEN, """
                OpenSCAP 1.3.5, scan ended 2021-11-12T11:37:31-05:00: fail
                Scanned rule: xccdf_mil.disa.stig_rule_SV-1r1_rule
                found""", "my note", Severity.LOW, "why"));
        assertThat(reviews.get("SV-2r1_rule")).as("an error decides nothing").isEqualTo(assessed);
        assertThat(reviews.get("SV-3r1_rule")).as("matched by rule number only").isEqualTo(assessed);
        assertThat(reviews.get("SV-4r1_rule")).isEqualTo(assessed);
        assertThat(written.fill().ruleNumberOnly()).hasSize(1);

        assertThat(fill("scan", null, null, null, "<other", false, null))
                .isEqualTo(new Refused(Reason.CHECKLIST_OF_OTHER_BENCHMARK, "The checklist holds no rules of STIG 'rhel-9-stig'"));
        assertThat(fill("scan", null, null, null, "<garbled", false, null))
                .isEqualTo(new Refused(Reason.UNREADABLE_CHECKLIST, "The checklist cannot be read: line 1, column 2: not a checklist"));
        assertThat(fill("scan", null, null, null, "PK", false, null))
                .isEqualTo(new Refused(Reason.UNREADABLE_CHECKLIST, "The checklist is neither a CKL (XML) nor a CKLB (JSON)"));
        assertThat(fill("scan", null, "V2R7", null, "<mine", false, null)).isInstanceOf(Refused.class)
                .extracting(refused -> ((Refused) refused).reason()).isEqualTo(Reason.BAD_REQUEST);
    }

    @Test
    void whatIsWrongIsSaid() {
        scans.put("rhel", scan("xccdf_mil.disa.stig_benchmark_RHEL_9_STIG", result("SV-1r1_rule", ScanResult.PASS)));
        scans.put("nothing", scan("RHEL_9_STIG", result("SV-500r1_rule", ScanResult.PASS)));
        scans.put("unknown", scan("xccdf_mil.disa.stig_benchmark_WINDOWS_95_STIG", result("SV-1r1_rule", ScanResult.PASS)));
        assertThat(fill("<CHECKLIST/>")).isEqualTo(new Refused(Reason.UNREADABLE_RESULTS,
                "The results cannot be read: not XCCDF results: the root element is CHECKLIST"));
        assertThat(fill("rhel", "other-stig", null, null, null, false, null)).isEqualTo(new Refused(Reason.OTHER_BENCHMARK,
                "The results are of benchmark 'xccdf_mil.disa.stig_benchmark_RHEL_9_STIG', not of STIG 'other-stig' (benchmark 'OTHER_STIG')"));
        assertThat(fill("nothing")).isEqualTo(new Refused(Reason.NO_RULE_MATCHED,
                "No rule of any stored revision of STIG 'rhel-9-stig' is one the scan names, by rule id or rule number"));
        assertThat(fill("unknown")).isEqualTo(new Refused(Reason.NOT_FOUND,
                "No stored STIG is of the scan's benchmark 'xccdf_mil.disa.stig_benchmark_WINDOWS_95_STIG': name its slug"));
        assertThat(fill("rhel", "nope", null, null, null, false, null)).isEqualTo(new Refused(Reason.NOT_FOUND, "STIG 'nope' not found"));
        assertThat(fill("rhel", null, "V9R9", null, null, false, null))
                .isEqualTo(new Refused(Reason.NOT_FOUND, "That revision of STIG 'rhel-9-stig' not found"));
        assertThat(fill("rhel", null, null, "pdf", null, false, null))
                .isEqualTo(new Refused(Reason.BAD_REQUEST, "Invalid format. Must be one of: ckl, cklb"));
        assertThat(service.fill(new FillChecklistCommand(upload("rhel"), null, null, null,
                null, null, null, null, "not-an-ip", null, null))).isEqualTo(new Refused(Reason.BAD_REQUEST, "ip must be an IPv4 or IPv6 address"));
    }

    private ProtectedAnswer fillFor(Credentials credentials, String scan, String slug, String revision, String format, String into,
                                    String match, boolean summary) {
        return service.fill(credentials, new FillChecklistCommand(upload(scan), slug, revision, format, into == null ? null : upload(into),
                match, null, null, null, null, null), summary);
    }

    @Test
    void aCallerWithATokenGetsTheSameFillOnTheProtectedPath() {
        scans.put("all", scan("RHEL_9_STIG", result("SV-1r1_rule", ScanResult.PASS), result("SV-2r1_rule", ScanResult.FAIL),
                result("SV-4r1_rule", ScanResult.ERROR)));
        Reply reply = Fakes.reply(fillFor(GOOD, "all", "rhel-9-stig", null, null, null, null, false));
        assertThat(reply.fileName()).isEqualTo("rhel-9-stig-v2r7.ckl");
        assertThat(reply.reused()).as("made for one request").isFalse();
        assertThat(new String(reply.bytes(), StandardCharsets.UTF_8)).isEqualTo("ckl host01");
        Reply summary = Fakes.reply(fillFor(GOOD, "all", "rhel-9-stig", null, null, null, null, true));
        assertThat(new String(summary.bytes(), StandardCharsets.UTF_8)).isEqualTo("applied 2, not definitive 1");
        assertThat(summary.fileName()).isEqualTo("rhel-9-stig-v2r7-scan.json");
        assertThat(Fakes.reply(fillFor(GOOD, "all", "rhel-9-stig", null, null, "", null, false)).fileName())
                .as("an empty checklist part is none").isEqualTo("rhel-9-stig-v2r7.ckl");
    }

    @Test
    void theProtectedChecksComeFirstAndLeaveTheBodyUnread() {
        InputStream untouchable = new InputStream() {
            @Override
            public int read() {
                throw new AssertionError("the body was read");
            }
        };
        assertThat(service.fill(Credentials.NONE, unread(untouchable, "rhel-9-stig", null, null), false)).isInstanceOf(Refusal.Unauthorized.class);
        assertThat(validator.calls).isZero();
        assertThat(service.fill(GOOD, unread(untouchable, "rhel-9-stig", "pdf", null), false))
                .isEqualTo(new Refusal.UnsupportedFormat(List.of("ckl", "cklb")));
        assertThat(service.fill(GOOD, unread(untouchable, "nope", null, null), false)).isEqualTo(new Refusal.NotFound("STIG 'nope' not found"));
        assertThat(service.fill(GOOD, unread(untouchable, "rhel-9-stig", null, "revision"), false))
                .isEqualTo(new Refusal.BadRequest("A match is by rule id (the default) or rule-number, nothing else"));
    }

    private static FillChecklistCommand unread(InputStream body, String slug, String format, String match) {
        return new FillChecklistCommand(new Upload(body, 5), slug, null, format, null, match, null, null, null, null, null);
    }

    @Test
    void eachRefusalOfTheFillIsSaidInTheProtectedPathsTerms() {
        scans.put("rhel", scan("RHEL_9_STIG", result("SV-1r1_rule", ScanResult.PASS)));
        scans.put("nothing", scan("RHEL_9_STIG", result("SV-999r1_rule", ScanResult.PASS)));
        checklists.put("other", new Checklist(ChecklistAsset.NONE, List.of(Checklist.blank(OTHER, ChecklistAsset.NONE).stigs().getFirst())));
        assertThat(fillFor(GOOD, "<CHECKLIST/>", "rhel-9-stig", null, null, null, null, false))
                .isEqualTo(new Refusal.BadRequest("The results cannot be read: not XCCDF results: the root element is CHECKLIST"));
        assertThat(fillFor(GOOD, "rhel", "other-stig", null, null, null, null, false)).isInstanceOf(Refusal.Unusable.class);
        assertThat(fillFor(GOOD, "nothing", "rhel-9-stig", null, null, null, null, false)).isInstanceOf(Refusal.Unusable.class);
        assertThat(fillFor(GOOD, "rhel", "rhel-9-stig", "V9R9", null, null, null, false))
                .isEqualTo(new Refusal.NotFound("That revision of STIG 'rhel-9-stig' not found"));
        assertThat(fillFor(GOOD, "rhel", "rhel-9-stig", null, null, "<other", null, false))
                .isEqualTo(new Refusal.Conflict("The checklist holds no rules of STIG 'rhel-9-stig'"));
        assertThat(fillFor(GOOD, "rhel", "rhel-9-stig", null, null, "PK", null, false))
                .isEqualTo(new Refusal.BadRequest("The checklist is neither a CKL (XML) nor a CKLB (JSON)"));
    }

    @Test
    void resultsOverTheirBoundAndResultsCutShortAreRefusedWhateverTheReaderMadeOfThem() {
        FillChecklistService bounded = new FillChecklistService(
                new AccessFirstAnswers(validator, catalog.published(), new Uploads(65_536, 65_536, 10), new KeptDocuments(0, Runnable::run)),
                content -> {
                    content.readAllBytes();
                    throw new UnreadableDocument("malformed at line 1", null);
                },
                List.of(), new Formats<>(List.of(new ListingWriter("ckl"))), new SummaryWriter(), catalog.published(), catalog.index(),
                catalog.models());
        assertThat(bounded.fill(GOOD, new FillChecklistCommand(new Upload(new ByteArrayInputStream(new byte[11]), Upload.UNKNOWN_LENGTH), "rhel-9-stig", null, null, null, null, null, null,
                null, null, null), false)).isEqualTo(new Refusal.TooLarge(10));
        assertThat(bounded.fill(GOOD, new FillChecklistCommand(new Upload(new ByteArrayInputStream(new byte[3]), 11), "rhel-9-stig", null,
                null, null, null, null, null, null, null, null), false)).as("declared larger").isEqualTo(new Refusal.TooLarge(10));
        InputStream cut = new InputStream() {
            @Override
            public int read() throws IOException {
                throw new IOException("the client went away");
            }
        };
        assertThat(bounded.fill(GOOD, new FillChecklistCommand(new Upload(cut, 5), "rhel-9-stig", null, null, null, null, null, null, null,
                null, null), false)).isEqualTo(new Refusal.BadRequest("The upload ended before its last byte arrived"));
        InputStream malformedForm = new InputStream() {
            @Override
            public int read() throws IOException {
                throw new MalformedUpload("The form's 'results' part must come before its 'checklist' part");
            }
        };
        assertThat(bounded.fill(GOOD, new FillChecklistCommand(new Upload(malformedForm, 5), "rhel-9-stig", null, null, null, null, null,
                null, null, null, null), false)).isEqualTo(new Refusal.BadRequest("The form's 'results' part must come before its 'checklist' part"));
    }
}
