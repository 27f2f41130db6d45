package dev.stigservice.adapter.checklist;

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
import dev.stigservice.domain.model.StigUpgrade;
import dev.stigservice.domain.port.ChecklistReader;
import dev.stigservice.domain.port.ChecklistWriter;
import dev.stigservice.xccdf.StigSamples;
import dev.stigservice.xccdf.XccdfException;
import dev.stigservice.xccdf.XccdfReader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A checklist of every real DISA sample, with a review on every rule (every status, XML and JSON specials, non-ASCII
 * text, severity overrides), written in each format and read back by the same format's reader: the same asset, the
 * same benchmark header and, rule by rule, the same fields STIG Viewer carries and the same review.
 */
class ChecklistRoundTripTest {

    static Stream<Arguments> samplesInEachFormat() throws IOException {
        if (!StigSamples.present()) {
            return Stream.of(Arguments.of("(samples absent)", 0));
        }
        List<Arguments> arguments = new ArrayList<>();
        try (Stream<Path> files = Files.list(StigSamples.directory())) {
            for (Path file : files.filter(ChecklistRoundTripTest::manualBenchmark).sorted().toList()) {
                for (int format = 0; format < StigViewerChecklists.writers().size(); format++) {
                    arguments.add(Arguments.of(file.getFileName().toString(), format));
                }
            }
        }
        return arguments.stream();
    }

    /** The samples a checklist is made of: DISA's manual benchmarks, not its SCAP data-streams. */
    static boolean manualBenchmark(Path file) {
        try {
            return file.toString().endsWith(".xml") && new XccdfReader().read(file.getFileName().toString(), Files.readAllBytes(file)) != null;
        } catch (XccdfException | IOException notOne) {
            return false;
        }
    }

    @ParameterizedTest(name = "{0} as format {1}")
    @MethodSource("samplesInEachFormat")
    void aReviewedChecklistComesBackAsItWasWritten(String sample, int format) throws Exception {
        Benchmark benchmark = new XccdfReader().read(sample, Files.readAllBytes(StigSamples.file(sample)));
        Checklist written = reviewed(benchmark);
        ChecklistWriter writer = StigViewerChecklists.writers().get(format);
        ChecklistReader reader = StigViewerChecklists.readers().get(format);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        writer.write(written, out);
        assertThat(reader.format()).isEqualTo(writer.format().name());
        assertThat(reader.recognizes(out.toByteArray())).isTrue();

        Checklist read = reader.read(out.toByteArray());

        assertThat(read.asset()).isEqualTo(written.asset());
        assertThat(read.stigs()).hasSize(1);
        ChecklistStig before = written.stigs().getFirst();
        ChecklistStig after = read.stigs().getFirst();
        assertThat(List.of(after.benchmarkId(), after.releaseInfo(), after.uuid(), after.title()))
                .isEqualTo(List.of(before.benchmarkId(), before.releaseInfo(), before.uuid(), before.title()));
        assertThat(after.revision()).as("the revision as the codec reads the release text").isEqualTo(benchmark.revision());
        assertThat(after.rules()).hasSameSizeAs(before.rules());
        boolean marksReviews = writer instanceof CklbWriter; // a CKL has no place for the marking of a review's texts
        for (int i = 0; i < before.rules().size(); i++) {
            ReviewedRule expected = marksReviews ? before.rules().get(i) : unmarked(before.rules().get(i));
            assertThat(stated(after.rules().get(i))).as(before.rules().get(i).rule().ruleId()).isEqualTo(stated(expected));
        }
    }

    static Checklist reviewed(Benchmark benchmark) {
        ChecklistStig blank = ChecklistStig.blank(benchmark);
        List<ReviewedRule> rules = new ArrayList<>();
        ReviewStatus[] statuses = ReviewStatus.values();
        for (int i = 0; i < blank.rules().size(); i++) {
            Rule rule = blank.rules().get(i).rule();
            Severity override = i % 5 == 0 ? Severity.LOW : null;
            // STIG Viewer 3 lets an assessor mark the texts of a review; every third rule here has one or both marked.
            String marking = i % 3 == 0 ? "CUI" : null;
            rules.add(new ReviewedRule(rule, new Review(statuses[i % statuses.length],
                    "Checked " + rule.ruleId() + ": <ok> & \"fine\" — ü\nsecond line\ttab",
                    "Comment {\"json\": [1]} ]]> " + i, override, override == null ? null : "Mitigated by the firewall",
                    marking, i % 2 == 0 ? marking : null)));
        }
        ChecklistAsset asset = new ChecklistAsset("host <&\"'> ü", "host.example.mil", "192.0.2.10", "00:1A:2B:3C:4D:5E",
                "Member Server", "Computing", null, "comment\nover lines", false, null, null, "CUI");
        return new Checklist(asset, List.of(blank.withRules(rules)));
    }

    /**
     * The reviewed checklist carried to a next revision whose first rule's check is worded otherwise: what the upgrade
     * writes, every review carried but the first, which is reset with its note.
     */
    static Checklist upgraded(Benchmark benchmark) {
        Checklist reviewed = reviewed(benchmark);
        List<Rule> rules = new ArrayList<>(benchmark.rules());
        Rule first = rules.getFirst();
        rules.set(0, new Rule(first.groupId(), first.groupTitle(), first.ruleId(), first.stigId(), first.severity(), first.weight(),
                first.title(), first.description(), first.references(), first.idents(),
                new Check(first.check().system(), first.check().contentRef(), "Reworded: " + first.check().content()), first.fix()));
        Benchmark next = new Benchmark(benchmark.benchmarkId(), benchmark.title(), benchmark.description(), benchmark.status(),
                benchmark.reference(), new Revision(benchmark.revision().version(), "999", benchmark.revision().benchmarkDate()),
                benchmark.releaseInfo(), benchmark.publication(), benchmark.source(), benchmark.profiles(), rules);
        StigUpgrade upgrade = StigUpgrade.of(reviewed.stigs().getFirst(), next);
        assertThat(upgrade.reset()).hasSize(1);
        return new Checklist(reviewed.asset(), List.of(upgrade.upgraded()));
    }

    private static ReviewedRule unmarked(ReviewedRule reviewed) {
        Review review = reviewed.review();
        return new ReviewedRule(reviewed.rule(), new Review(review.status(), review.findingDetails(), review.comments(),
                review.severityOverride(), review.severityJustification()));
    }

    /** What a checklist states of a rule: every field of the table, the CCIs, legacy ids and target key, and the review. */
    static List<Object> stated(ReviewedRule reviewed) {
        List<Object> values = new ArrayList<>(Arrays.stream(RuleField.values()).map(field -> field.of(reviewed.rule())).toList());
        values.add(reviewed.rule().ccis());
        values.add(reviewed.rule().legacyIds());
        values.add(RuleField.targetKey(reviewed.rule()));
        values.add(reviewed.review());
        return values;
    }
}
