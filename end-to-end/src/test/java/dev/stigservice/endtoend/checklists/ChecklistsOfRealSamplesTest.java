package dev.stigservice.endtoend.checklists;

import dev.stigservice.endtoend.support.NextRevision;
import dev.stigservice.endtoend.support.DisaOriginals;
import dev.stigservice.endtoend.support.RunningService;
import dev.stigservice.endtoend.support.Saf;

import dev.stigservice.adapter.checklist.StigViewerChecklists;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Check;
import dev.stigservice.domain.model.Checklist;
import dev.stigservice.domain.model.ChecklistAsset;
import dev.stigservice.domain.model.ChecklistStig;
import dev.stigservice.domain.model.Review;
import dev.stigservice.domain.model.ReviewStatus;
import dev.stigservice.domain.model.ReviewedRule;
import dev.stigservice.domain.model.Revision;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.Severity;
import dev.stigservice.domain.port.ChecklistReader;
import dev.stigservice.domain.port.ChecklistWriter;
import dev.stigservice.xccdf.StigSamples;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

import java.io.ByteArrayOutputStream;
import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Checklists of every real DISA sample, read by the tools assessors use: STIG Manager's own parsers read the CKL and
 * the CKLB with the original's benchmark id, revision and rules, MITRE's SAF CLI converts every CKL with the original's
 * control count; and carried to the next revision of the revisions fixture ({@link NextRevision#of}),
 * a checklist with a review on every rule keeps exactly the unchanged rules' reviews, as STIG Manager's parser reads them.
 */
class ChecklistsOfRealSamplesTest {

    private static final String TOKEN = "checklist-token";
    private static final String[] AUTH = {"Authorization", "Bearer " + TOKEN};
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Map<ReviewStatus, String> STIG_MANAGER_RESULT = Map.of(ReviewStatus.OPEN, "fail",
            ReviewStatus.NOT_A_FINDING, "pass", ReviewStatus.NOT_APPLICABLE, "notapplicable", ReviewStatus.NOT_REVIEWED, "notchecked");

    @TempDir
    static Path folder;
    @TempDir
    static Path work;
    private static RunningService service;

    /** The samples and, beside each of at least six rules, its next revision from the fixture. */
    @BeforeAll
    static void serveTheSamplesAndTheirNextRevisions() throws Exception {
        if (!StigSamples.present()) {
            return;
        }
        for (DisaOriginals original : DisaOriginals.all()) {
            Files.write(folder.resolve(original.name()), original.bytes());
            if (original.model().rules().size() >= 6) {
                Files.write(folder.resolve("next-" + original.name()),
                        DisaOriginals.render("xml", NextRevision.of(original.model())));
            }
        }
        service = new RunningService(Map.of("stig.catalog.directory", folder.toString(), "stig.auth.tokens", TOKEN));
    }

    @AfterAll
    static void stop() {
        if (service != null) {
            service.close();
        }
    }

    @TestFactory
    Stream<DynamicTest> stigManagersParsersReadTheChecklistOfEverySample() throws Exception {
        return DisaOriginals.tests(originals -> originals.stream().flatMap(original -> Stream.of("ckl", "cklb")
                .map(format -> DynamicTest.dynamicTest(original.name() + " " + format, () -> {
                    Benchmark model = original.model();
                    Path file = checklist(model, format, "&host=web01");
                    JsonNode parsed = StigManagerParsers.read(format, file);
                    assertThat(parsed.path("target").path("name").asString()).isEqualTo("web01");
                    assertThat(parsed.path("checklists")).hasSize(1);
                    JsonNode checklist = parsed.path("checklists").get(0);
                    assertThat(checklist.path("benchmarkId").asString()).isEqualTo(model.benchmarkId());
                    assertThat(checklist.path("revisionStr").asString()).isEqualTo(model.revision().label());
                    List<JsonNode> reviews = StigManagerParsers.reviews(parsed, 0);
                    assertThat(reviews).extracting(review -> review.path("ruleId").asString())
                            .containsExactlyElementsOf(model.rules().stream().map(Rule::ruleId).toList());
                    assertThat(reviews).extracting(review -> review.path("result").asString()).containsOnly("notchecked");
                }))));
    }

    /**
     * SAF converts every sample's CKL with the original's rule count, the GPOS SRG's too: its V-203750 has no severity
     * and is written {@code medium} (SAF refuses the whole checklist for an empty severity, {@code none} or {@code unknown}).
     */
    @TestFactory
    Stream<DynamicTest> safConvertsEveryCklWithTheOriginalsControlCount() throws Exception {
        return DisaOriginals.tests(originals -> originals.stream().map(original -> DynamicTest.dynamicTest(original.name(), () -> {
            Path ckl = checklist(original.model(), "ckl", "&host=web01");
            Path hdf = work.resolve(original.name() + ".hdf.json");
            Saf.Result converted = Saf.run("convert", "ckl2hdf", "-i", ckl.toString(), "-o", hdf.toString());
            assertThat(converted.exit()).as("saf said:%n%s", converted.output()).isZero();
            assertThat(hdf).as("saf said:%n%s", converted.output()).exists();
            int controls = 0;
            for (JsonNode profile : JSON.readTree(hdf.toFile()).path("profiles")) {
                controls += profile.path("controls").size();
            }
            assertThat(controls).isEqualTo(original.model().rules().size());
        })));
    }

    /**
     * The fixture's next revision edits the first rule's check (reset), bumps the second's rule id, changes the third's
     * severity and adds a CCI to the fourth (all three carried: check and fix are unchanged), removes the sixth and adds
     * one: carried n - 2, reset 1, added 1, removed 1.
     */
    @TestFactory
    Stream<DynamicTest> anUpgradeCarriesExactlyTheReviewsOfRulesWhoseCheckAndFixAreUnchanged() throws Exception {
        return DisaOriginals.tests(originals -> originals.stream().filter(original -> original.model().rules().size() >= 6)
                .flatMap(original -> Stream.of("ckl", "cklb").map(format -> DynamicTest.dynamicTest(original.name() + " " + format, () -> {
                    Benchmark older = original.model();
                    Benchmark newer = NextRevision.of(older);
                    byte[] reviewed = reviewedChecklist(Files.readAllBytes(checklist(older, format, "&host=web01&role=Workstation")), format);
                    String upgrade = "/api/v1/stigs/" + older.slug().value() + "/checklist/upgrade?to=" + newer.revision().label();

                    HttpResponse<byte[]> answer = service.post(upgrade, reviewed, AUTH);

                    assertThat(answer.statusCode()).as(new String(answer.body(), StandardCharsets.UTF_8)).isEqualTo(200);
                    assertThat(answer.headers().firstValue("Content-Disposition")).hasValue("attachment; filename=\""
                            + older.slug().value() + "-" + newer.revision().fileLabel() + "." + format + "\"");
                    Path file = Files.write(work.resolve("upgraded-" + original.name() + "." + format), answer.body());
                    JsonNode parsed = StigManagerParsers.read(format, file);
                    assertThat(parsed.path("target").path("name").asString()).isEqualTo("web01");
                    assertThat(parsed.path("target").path("metadata").path("cklRole").asString()).isEqualTo("Workstation");
                    assertThat(parsed.path("checklists").get(0).path("revisionStr").asString()).isEqualTo(newer.revision().label());
                    Map<String, JsonNode> byRule = new HashMap<>();
                    StigManagerParsers.reviews(parsed, 0).forEach(review -> byRule.put(review.path("ruleId").asString(), review));
                    assertThat(byRule.keySet()).containsExactlyInAnyOrderElementsOf(newer.rules().stream().map(Rule::ruleId).toList());
                    for (int i = 0; i < newer.rules().size(); i++) {
                        Rule rule = newer.rules().get(i);
                        JsonNode review = byRule.get(rule.ruleId());
                        if (rule.ruleId().equals("SV-999999r1_rule")) {
                            assertThat(review.path("result").asString()).as("added").isEqualTo("notchecked");
                            assertThat(review.path("comment").asString("")).isEmpty();
                        } else if (i == 0) {
                            Review was = reviewOf(older.rules().getFirst(), 0);
                            assertThat(review.path("result").asString()).as("reset, with a comment").isEqualTo("informational");
                            assertThat(review.path("comment").asString()).isEqualTo("Not carried to this revision: checkContent changed since "
                                    + older.revision().label() + "; the review was " + was.status().label() + ".");
                            assertThat(review.path("detail").asString("")).isEmpty();
                        } else {
                            int old = i < 5 ? i : i + 1; // the sixth rule was removed
                            Review was = reviewOf(older.rules().get(old), old);
                            assertThat(review.path("result").asString()).as(rule.ruleId()).isEqualTo(STIG_MANAGER_RESULT.get(was.status()));
                            assertThat(review.path("detail").asString()).isEqualTo(was.findingDetails());
                            assertThat(review.path("comment").asString()).isEqualTo(was.comments());
                        }
                    }
                    Checklist ours = reader(format).read(answer.body());
                    assertThat(ours.stigs().getFirst().rules().get(2).review().severityOverride()).as("the override is carried")
                            .isEqualTo(reviewOf(older.rules().get(2), 2).severityOverride());

                    HttpResponse<byte[]> summary = service.post(upgrade, reviewed, AUTH[0], AUTH[1], "Accept", "application/json");
                    JsonNode benchmark = JSON.readTree(summary.body()).path("benchmarks").get(0);
                    assertThat(benchmark.path("counts").toString()).isEqualTo("{\"carried\":" + (older.rules().size() - 2)
                            + ",\"reset\":1,\"added\":1,\"removed\":1}");
                    assertThat(benchmark.path("from").asString()).isEqualTo(older.revision().label());
                    assertThat(benchmark.path("removed").get(0).asString()).isEqualTo(older.rules().get(5).ruleId());
                    assertThat(benchmark.path("added").get(0).asString()).isEqualTo("SV-999999r1_rule");
                    assertThat(benchmark.path("reset").get(0).path("changed").toString()).isEqualTo("[\"checkContent\"]");
                }))));
    }

    /**
     * DISA publishes only the current revision, so the checklist a team brings is mostly of one the catalog never held:
     * a reviewed checklist of an earlier, never stored revision (release 0, every rule id of another revision, the
     * first rule's check worded otherwise), in STIG Viewer's layout (its CKL comment line and padded legacy ids, STIG
     * Viewer 3's CKLB keys), upgrades to the served revision: the rules whose check and fix in the upload are the
     * served one's keep status, details and comments; the first is reset with the note naming the stated revision.
     */
    @TestFactory
    Stream<DynamicTest> aChecklistOfARevisionNeverStoredUpgradesToTheServedOne() throws Exception {
        return DisaOriginals.tests(originals -> originals.stream().filter(original -> original.model().rules().size() >= 6)
                .flatMap(original -> Stream.of("ckl", "cklb").map(format -> DynamicTest.dynamicTest(original.name() + " " + format, () -> {
                    Benchmark served = NextRevision.of(original.model());
                    // A CKLB's reviews carry STIG Viewer 3's markings of their texts (a CKL has no place for them); both mark the checklist.
                    ChecklistStig unstored = neverStoredRevision(original.model(), format.equals("cklb"));
                    ChecklistAsset asset = reader(format).read(Files.readAllBytes(checklist(original.model(), format, "&host=web01"))).asset();
                    Checklist upload = new Checklist(new ChecklistAsset(asset.hostName(), asset.fqdn(), asset.ip(), asset.mac(), asset.role(),
                            asset.type(), asset.techArea(), asset.comment(), asset.webOrDatabase(), asset.webDbSite(), asset.webDbInstance(),
                            "CUI//SP-PRVCY"), List.of(unstored));
                    byte[] body = write(upload, format);
                    String upgrade = "/api/v1/stigs/" + original.model().slug().value() + "/checklist/upgrade";

                    HttpResponse<byte[]> summary = service.post(upgrade, body, AUTH[0], AUTH[1], "Accept", "application/json");

                    assertThat(summary.statusCode()).as(new String(summary.body(), StandardCharsets.UTF_8)).isEqualTo(200);
                    JsonNode benchmark = JSON.readTree(summary.body()).path("benchmarks").get(0);
                    assertThat(benchmark.path("from").asString()).isEqualTo(unstored.revision().label());
                    assertThat(benchmark.path("to").asString()).isEqualTo(served.revision().label());
                    assertThat(benchmark.path("counts").toString()).isEqualTo("{\"carried\":" + (served.rules().size() - 2)
                            + ",\"reset\":1,\"added\":1,\"removed\":1}");
                    assertThat(benchmark.path("reset").get(0).path("ruleId").asString()).isEqualTo(served.rules().getFirst().ruleId());

                    Checklist upgraded = reader(format).read(service.post(upgrade, body, AUTH).body());
                    assertThat(upgraded.asset().marking()).as("the checklist's marking is kept").isEqualTo("CUI//SP-PRVCY");
                    Map<String, Review> byRule = new HashMap<>();
                    upgraded.stigs().getFirst().rules().forEach(reviewed -> byRule.put(reviewed.rule().ruleId(), reviewed.review()));
                    Review first = byRule.get(served.rules().getFirst().ruleId());
                    assertThat(first.status()).isEqualTo(ReviewStatus.NOT_REVIEWED);
                    String changed = unstored.rules().getFirst().rule().ruleId().equals(served.rules().getFirst().ruleId())
                            ? "checkContent" : "checkContent, ruleId";
                    assertThat(first.comments()).isEqualTo("Not carried to this revision: " + changed + " changed since "
                            + unstored.revision().label() + "; the review was " + unstored.rules().getFirst().review().status().label() + ".");
                    Map<String, Review> uploadedByGroup = new HashMap<>();
                    unstored.rules().forEach(reviewed -> uploadedByGroup.put(reviewed.rule().groupId(), reviewed.review()));
                    for (Rule rule : served.rules().subList(1, served.rules().size())) {
                        Review expected = rule.ruleId().equals("SV-999999r1_rule") ? Review.BLANK : uploadedByGroup.get(rule.groupId());
                        assertThat(byRule.get(rule.ruleId())).as("every unchanged rule carries its review: " + rule.ruleId()).isEqualTo(expected);
                    }
                }))));
    }

    /**
     * The original as a revision never stored, release 0, its rules' ids of another revision, the first check worded
     * otherwise, every rule reviewed; where {@code marked}, every other review's texts marked as STIG Viewer 3 lets them be.
     */
    private static ChecklistStig neverStoredRevision(Benchmark original, boolean marked) {
        List<ReviewedRule> rules = new ArrayList<>();
        for (int i = 0; i < original.rules().size(); i++) {
            Rule rule = original.rules().get(i);
            Check check = i == 0 ? new Check(rule.check().system(), rule.check().contentRef(), "Worded otherwise: " + rule.check().content())
                    : rule.check();
            Rule earlier = new Rule(rule.groupId(), rule.groupTitle(), rule.ruleId().replaceFirst("r\\d+_rule$", "r7_rule"), rule.stigId(),
                    rule.severity(), rule.weight(), rule.title(), rule.description(), rule.references(), rule.idents(), check, rule.fix());
            Review review = reviewOf(earlier, i);
            rules.add(new ReviewedRule(earlier, marked && i % 2 == 1 ? new Review(review.status(), review.findingDetails(), review.comments(),
                    review.severityOverride(), review.severityJustification(), "CUI", "CUI//SP-PRVCY") : review));
        }
        ChecklistStig stig = ChecklistStig.of(original, rules);
        String releaseInfo = original.releaseInfo() == null ? null : original.releaseInfo().replaceFirst("Release:\\s*[0-9.]+", "Release: 0");
        return new ChecklistStig(stig.benchmarkId(), stig.title(), stig.description(), new Revision(original.revision().version(), "0",
                original.revision().benchmarkDate()), releaseInfo, stig.fileName(), ChecklistStig.uuid("never stored " + stig.uuid()),
                stig.notice(), stig.source(), rules);
    }

    @Test
    void aChecklistOfAnotherBenchmarkIsAConflict() throws Exception {
        List<DisaOriginals> originals = DisaOriginals.all();
        Benchmark one = originals.getFirst().model();
        Benchmark other = originals.stream().map(DisaOriginals::model).filter(model -> !model.slug().equals(one.slug()))
                .findFirst().orElseThrow();
        byte[] checklist = Files.readAllBytes(checklist(one, "ckl", ""));

        HttpResponse<byte[]> answer = service.post("/api/v1/stigs/" + other.slug().value() + "/checklist/upgrade", checklist, AUTH);

        assertThat(answer.statusCode()).isEqualTo(409);
        assertThat(new String(answer.body(), StandardCharsets.UTF_8)).isEqualTo("{\"error\":{\"code\":\"CONFLICT\",\"message\":"
                + "\"The checklist holds no rules of STIG '" + other.slug().value() + "'\"}}");
    }

    /** The blank checklist of the original's revision, fetched over HTTP into a file. */
    private static Path checklist(Benchmark model, String format, String more) throws Exception {
        String path = "/api/v1/stigs/" + model.slug().value() + "/checklist?format=" + format + "&revision="
                + URLEncoder.encode(model.revision().label(), StandardCharsets.UTF_8) + more;
        HttpResponse<byte[]> answer = service.sendForBytes("GET", path, AUTH);
        assertThat(answer.statusCode()).as(path).isEqualTo(200);
        return Files.write(Files.createTempFile(work, model.slug().value(), "." + format), answer.body());
    }

    /** The blank checklist with a review on every rule, as an assessor would fill it in, written back in its format. */
    private static byte[] reviewedChecklist(byte[] blank, String format) throws Exception {
        Checklist checklist = reader(format).read(blank);
        ChecklistStig stig = checklist.stigs().getFirst();
        List<ReviewedRule> rules = new ArrayList<>();
        for (int i = 0; i < stig.rules().size(); i++) {
            rules.add(new ReviewedRule(stig.rules().get(i).rule(), reviewOf(stig.rules().get(i).rule(), i)));
        }
        return write(new Checklist(checklist.asset(), List.of(stig.withRules(rules))), format);
    }

    private static byte[] write(Checklist checklist, String format) throws Exception {
        ChecklistWriter writer = StigViewerChecklists.writers().stream().filter(w -> w.format().name().equals(format)).findFirst().orElseThrow();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        writer.write(checklist, out);
        return out.toByteArray();
    }

    /** The review the fixture's assessor gives a rule: a status other than not reviewed, details, a comment, an override now and then. */
    private static Review reviewOf(Rule rule, int position) {
        ReviewStatus[] statuses = {ReviewStatus.OPEN, ReviewStatus.NOT_A_FINDING, ReviewStatus.NOT_APPLICABLE};
        Severity override = position % 2 == 0 ? Severity.LOW : null;
        return new Review(statuses[position % statuses.length], "Details of " + rule.ruleId() + " <&>",
                "Comment on " + rule.ruleId(), override, override == null ? null : "Mitigated");
    }

    private static ChecklistReader reader(String format) {
        return StigViewerChecklists.readers().stream().filter(r -> r.format().equals(format)).findFirst().orElseThrow();
    }
}
