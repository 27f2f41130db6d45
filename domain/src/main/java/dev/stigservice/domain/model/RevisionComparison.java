package dev.stigservice.domain.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Compares two revisions of a benchmark. A rule of the newer revision is matched to one of the older by its group id
 * ({@code V-257777}), failing that by its rule id's number without the revision suffix ({@code SV-257777} of
 * {@code SV-257777r1044832_rule}), failing that by its STIG id: DISA bumps the suffix whenever it touches a rule, and
 * renumbers groups now and then, so an exact rule id would report a changed rule as one removed and one added.
 */
public final class RevisionComparison {

    private static final Pattern RULE_NUMBER = Pattern.compile("^(.*?)(r\\d+)?(_rule)?$");
    private static final String IDS = "ids";

    /** A rule field compared, by name as the change report shows it. */
    private record Field(String name, Function<Rule, String> value, String kind) {
    }

    private static final List<Field> FIELDS = List.of(
            new Field("title", Rule::title, "content"),
            new Field("severity", rule -> rule.severity() == null ? null : rule.severity().code(), "content"),
            new Field("weight", Rule::weight, "content"),
            new Field("discussion", rule -> rule.description().discussion(), "content"),
            new Field("falsePositives", rule -> rule.description().falsePositives(), "content"),
            new Field("falseNegatives", rule -> rule.description().falseNegatives(), "content"),
            new Field("documentable", rule -> rule.description().documentable(), "content"),
            new Field("mitigations", rule -> rule.description().mitigations(), "content"),
            new Field("severityOverrideGuidance", rule -> rule.description().severityOverrideGuidance(), "content"),
            new Field("potentialImpacts", rule -> rule.description().potentialImpacts(), "content"),
            new Field("thirdPartyTools", rule -> rule.description().thirdPartyTools(), "content"),
            new Field("mitigationControl", rule -> rule.description().mitigationControl(), "content"),
            new Field("responsibility", rule -> lines(rule.description().responsibility()), "content"),
            new Field("iaControls", rule -> lines(rule.description().iaControls()), "content"),
            new Field("checkContent", rule -> rule.check().content(), "content"),
            new Field("fixText", rule -> rule.fix().text(), "content"),
            new Field("ccis", rule -> lines(rule.ccis()), "content"),
            new Field("legacyIds", rule -> lines(rule.legacyIds()), IDS),
            new Field("groupId", Rule::groupId, IDS),
            new Field("stigId", Rule::stigId, IDS),
            new Field("ruleId", Rule::ruleId, IDS));

    private RevisionComparison() {
    }

    public static BenchmarkChanges compare(Benchmark from, Benchmark to) {
        List<RuleChange> rules = new ArrayList<>();
        for (RuleMatch match : match(from.rules(), to.rules())) {
            if (match.before() == null) {
                rules.add(new RuleChange(RuleChange.Kind.ADDED, null, match.after(), List.of()));
            } else if (match.after() == null) {
                rules.add(new RuleChange(RuleChange.Kind.REMOVED, match.before(), null, List.of()));
            } else {
                List<FieldChange> changes = differences(match.before(), match.after());
                if (!changes.isEmpty()) {
                    boolean idsOnly = changes.stream().allMatch(change -> FIELDS.stream()
                            .anyMatch(field -> field.name().equals(change.field()) && field.kind().equals(IDS)));
                    rules.add(new RuleChange(idsOnly ? RuleChange.Kind.IDS_CHANGED : RuleChange.Kind.CHANGED,
                            match.before(), match.after(), changes));
                }
            }
        }
        return new BenchmarkChanges(from.summary(), to.summary(), benchmarkDifferences(from, to), rules);
    }

    /**
     * Which rule of {@code from} each rule of {@code to} continues: every rule of {@code to} in its order (with the rule
     * it continues, or none when it was added), then every rule of {@code from} that none continues (removed).
     */
    public static List<RuleMatch> match(List<Rule> from, List<Rule> to) {
        List<RuleMatch> matches = new ArrayList<>();
        Set<Rule> matched = Collections.newSetFromMap(new IdentityHashMap<>());
        Map<String, Rule> byGroup = index(from, Rule::groupId);
        Map<String, Rule> byNumber = index(from, rule -> ruleNumber(rule.ruleId()));
        Map<String, Rule> byStigId = index(from, Rule::stigId);
        for (Rule after : to) {
            Rule before = unmatched(byGroup.get(after.groupId()), matched);
            if (before == null) {
                before = unmatched(byNumber.get(ruleNumber(after.ruleId())), matched);
            }
            if (before == null) {
                before = unmatched(byStigId.get(after.stigId()), matched);
            }
            if (before != null) {
                matched.add(before);
            }
            matches.add(new RuleMatch(before, after));
        }
        for (Rule before : from) {
            if (!matched.contains(before)) {
                matches.add(new RuleMatch(before, null));
            }
        }
        return matches;
    }

    /** {@code SV-257777} for {@code SV-257777r1044832_rule}: the part DISA keeps when it revises a rule. */
    static String ruleNumber(String ruleId) {
        Matcher matcher = RULE_NUMBER.matcher(ruleId);
        return matcher.matches() ? matcher.group(1) : ruleId;
    }

    /** The fields of a rule that differ between two of its revisions, by the names the change report gives them. */
    public static List<String> changedFields(Rule before, Rule after) {
        return differences(before, after).stream().map(FieldChange::field).toList();
    }

    private static List<FieldChange> differences(Rule before, Rule after) {
        List<FieldChange> changes = new ArrayList<>();
        FIELDS.forEach(field -> add(changes, field.name(), field.value().apply(before), field.value().apply(after)));
        return changes;
    }

    private static List<FieldChange> benchmarkDifferences(Benchmark from, Benchmark to) {
        List<FieldChange> changes = new ArrayList<>();
        add(changes, "title", from.title(), to.title());
        add(changes, "status", from.status().value(), to.status().value());
        Map<String, Profile> before = new LinkedHashMap<>();
        from.profiles().forEach(profile -> before.put(profile.id(), profile));
        for (Profile profile : to.profiles()) {
            Profile old = before.remove(profile.id());
            add(changes, "profile " + profile.id(), old == null ? null : lines(old.selectedGroupIds()), lines(profile.selectedGroupIds()));
        }
        before.values().forEach(removed -> add(changes, "profile " + removed.id(), lines(removed.selectedGroupIds()), null));
        return changes;
    }

    private static void add(List<FieldChange> changes, String field, String before, String after) {
        if (!Objects.equals(before, after)) {
            changes.add(new FieldChange(field, before, after));
        }
    }

    /** First rule per key: DISA's ids are unique within a revision; a file that repeats one matches the first. */
    private static Map<String, Rule> index(List<Rule> rules, Function<Rule, String> key) {
        Map<String, Rule> index = new LinkedHashMap<>();
        for (Rule rule : rules) {
            String value = key.apply(rule);
            if (value != null) {
                index.putIfAbsent(value, rule);
            }
        }
        return index;
    }

    private static Rule unmatched(Rule candidate, Set<Rule> matched) {
        return candidate == null || matched.contains(candidate) ? null : candidate;
    }

    private static String lines(List<String> values) {
        return values.isEmpty() ? null : String.join("\n", values);
    }
}
