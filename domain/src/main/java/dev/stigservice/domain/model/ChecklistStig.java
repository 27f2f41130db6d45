package dev.stigservice.domain.model;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * One benchmark in a checklist (STIG Viewer's {@code iSTIG}, a CKLB's {@code stigs[]} entry), as the checklist states it.
 *
 * @param revision    the revision the checklist states: its version and the release and date read from {@code releaseInfo}
 * @param releaseInfo DISA's release text as written ({@code Release: 8 Benchmark Date: 01 Apr 2026})
 * @param fileName    the benchmark's file name
 * @param uuid        STIG Viewer's id of this benchmark in the checklist; when a checklist has none, one named from the
 *                    benchmark id and release text
 * @param notice      the id of the benchmark's first {@code notice} ({@code terms-of-use} in DISA's); null when none
 * @param source      where the benchmark comes from, its reference's {@code dc:source} ({@code STIG.DOD.MIL}); null when none
 */
public record ChecklistStig(String benchmarkId, String title, String description, Revision revision, String releaseInfo,
                            String fileName, String uuid, String notice, String source, List<ReviewedRule> rules) {

    public ChecklistStig {
        Text.requireText(benchmarkId, "benchmark id");
        title = Text.blankToNull(title);
        description = Text.blankToNull(description);
        Objects.requireNonNull(revision, "revision");
        releaseInfo = Text.blankToNull(releaseInfo);
        fileName = Text.blankToNull(fileName);
        uuid = Text.blankToNull(uuid) == null ? uuid("stig " + benchmarkId + " " + releaseInfo) : uuid;
        notice = Text.blankToNull(notice);
        source = Text.blankToNull(source);
        rules = List.copyOf(Objects.requireNonNull(rules, "rules"));
    }

    /** A benchmark's revision with every rule not reviewed; the uuid is the same for the same revision. */
    public static ChecklistStig blank(Benchmark benchmark) {
        return of(benchmark, benchmark.rules().stream().map(rule -> new ReviewedRule(rule, Review.BLANK)).toList());
    }

    /** A benchmark's revision with these rules and reviews; the header and uuid are the blank checklist's. */
    public static ChecklistStig of(Benchmark benchmark, List<ReviewedRule> rules) {
        return new ChecklistStig(benchmark.benchmarkId(), benchmark.title(), benchmark.description(), benchmark.revision(),
                benchmark.releaseInfo(), benchmark.source().fileName(), uuid("stig " + benchmark.source().sha256()),
                benchmark.publication().notices().stream().map(Notice::id).findFirst().orElse(null),
                benchmark.reference() == null ? null : benchmark.reference().source(), rules);
    }

    /** A name-based (version 3) UUID: the same name gives the same uuid in every run. */
    public static String uuid(String name) {
        return UUID.nameUUIDFromBytes(name.getBytes(StandardCharsets.UTF_8)).toString();
    }

    /** The same benchmark with other rules or reviews. */
    public ChecklistStig withRules(List<ReviewedRule> reviewed) {
        return new ChecklistStig(benchmarkId, title, description, revision, releaseInfo, fileName, uuid, notice, source, reviewed);
    }

    public List<String> ruleIds() {
        return rules.stream().map(reviewed -> reviewed.rule().ruleId()).toList();
    }
}
