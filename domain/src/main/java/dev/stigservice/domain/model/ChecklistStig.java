package dev.stigservice.domain.model;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One benchmark in a checklist (STIG Viewer's {@code iSTIG}, a CKLB's {@code stigs[]} entry), as the checklist states it.
 *
 * @param version     the benchmark's XCCDF version ({@code 2})
 * @param releaseInfo DISA's release text ({@code Release: 8 Benchmark Date: 01 Apr 2026})
 * @param fileName    the benchmark's file name
 * @param uuid        STIG Viewer's id of this benchmark in the checklist
 */
public record ChecklistStig(String benchmarkId, String title, String description, String version, String releaseInfo,
                            String fileName, String uuid, List<ReviewedRule> rules) {

    private static final Pattern RELEASE = Pattern.compile("Release:\\s*(\\d{1,9}(\\.\\d{1,9})*)");

    public ChecklistStig {
        Text.requireText(benchmarkId, "benchmark id");
        title = Text.blankToNull(title);
        description = Text.blankToNull(description);
        version = Text.blankToNull(version);
        releaseInfo = Text.blankToNull(releaseInfo);
        fileName = Text.blankToNull(fileName);
        Text.requireText(uuid, "checklist STIG uuid");
        rules = List.copyOf(Objects.requireNonNull(rules, "rules"));
    }

    /** A benchmark's revision with every rule not reviewed; the uuid is the same for the same revision. */
    public static ChecklistStig blank(Benchmark benchmark) {
        return new ChecklistStig(benchmark.benchmarkId(), benchmark.title(), benchmark.description(),
                benchmark.revision().version(), benchmark.releaseInfo(), benchmark.source().fileName(),
                uuid("stig " + benchmark.source().sha256()),
                benchmark.rules().stream().map(rule -> new ReviewedRule(rule, Review.BLANK)).toList());
    }

    /** A name-based (version 3) UUID: the same name gives the same uuid in every run. */
    public static String uuid(String name) {
        return UUID.nameUUIDFromBytes(name.getBytes(StandardCharsets.UTF_8)).toString();
    }

    /** {@code V2R8} from the version and the release text, as STIG Viewer and STIG Manager read them; null when either is missing. */
    public String revisionLabel() {
        Matcher release = releaseInfo == null ? null : RELEASE.matcher(releaseInfo);
        return version == null || release == null || !release.find() || !version.matches("\\d{1,9}(\\.\\d{1,9})*")
                ? null : "V" + version + "R" + release.group(1);
    }

    public List<String> ruleIds() {
        return rules.stream().map(reviewed -> reviewed.rule().ruleId()).toList();
    }
}
