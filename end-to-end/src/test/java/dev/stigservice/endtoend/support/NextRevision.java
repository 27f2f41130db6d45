package dev.stigservice.endtoend.support;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.ChangeCounts;
import dev.stigservice.domain.model.Check;
import dev.stigservice.domain.model.Ident;
import dev.stigservice.domain.model.Profile;
import dev.stigservice.domain.model.Revision;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.Severity;
import dev.stigservice.domain.model.SourceFile;

import java.util.ArrayList;
import java.util.List;

/** The fixture's next revision of a real benchmark, with one change of each kind (revisions, feed, lookups and checklists use it). */
public final class NextRevision {

    private NextRevision() {
    }

    /** What {@link #of} changes, counted as the change report's summary counts it. */
    public static final ChangeCounts CHANGES = new ChangeCounts(1, 1, 3, 1);

    /**
     * The fixture's next revision of a benchmark of at least six rules: release 999 of the same version and date, with
     * the sixth rule removed, the first rule's check edited, the second's rule id bumped with identical content, the
     * third's severity changed, a CCI added to the fourth, a rule added last and selected by the first profile.
     * Written as XCCDF and read back, it is release 999 of the same version and date.
     */
    public static Benchmark of(Benchmark older) {
        List<Rule> rules = new ArrayList<>(older.rules());
        rules.remove(5);
        rules.set(0, with(rules.get(0), rules.get(0).ruleId(), rules.get(0).severity(),
            new Check(rules.get(0).check().system(), rules.get(0).check().contentRef(), "Edited: " + rules.get(0).check().content()),
                rules.get(0).idents()));
        rules.set(1, with(rules.get(1), rules.get(1).ruleId() + "x", rules.get(1).severity(), rules.get(1).check(), rules.get(1).idents()));
        Severity other = rules.get(2).severity() == Severity.HIGH ? Severity.LOW : Severity.HIGH;
        rules.set(2, with(rules.get(2), rules.get(2).ruleId(), other, rules.get(2).check(), rules.get(2).idents()));
        List<Ident> idents = new ArrayList<>(rules.get(3).idents());
        idents.add(new Ident(Ident.CCI_SYSTEM, "CCI-999999"));
        rules.set(3, with(rules.get(3), rules.get(3).ruleId(), rules.get(3).severity(), rules.get(3).check(), idents));
        Rule added = new Rule("V-999999", "SRG-NEW", "SV-999999r1_rule", "NEW-000001", Severity.MEDIUM, "10.0",
                "A new rule", null, List.of(), List.of(new Ident(Ident.CCI_SYSTEM, "CCI-000366")), null, null);
        rules.add(added);
        List<Profile> profiles = older.profiles().isEmpty() ? List.of() : changedFirstProfile(older.profiles(), added);
    return new Benchmark(older.benchmarkId(), older.title(), older.description(), older.status(),
                older.reference(), new Revision(older.revision().version(), "999", older.revision().benchmarkDate()),
            nextReleaseInfo(older.releaseInfo()), older.publication(), new SourceFile("next.xml", "f".repeat(64)), profiles, rules);
    }

    /** DISA's release-info text with release 999, so that the revision written as XCCDF reads back as release 999. */
    private static String nextReleaseInfo(String releaseInfo) {
        return releaseInfo == null ? null : releaseInfo.replaceFirst("Release:\\s*[0-9.]+", "Release: 999");
    }

    private static Rule with(Rule rule, String ruleId, Severity severity, Check check, List<Ident> idents) {
    return new Rule(rule.groupId(), rule.groupTitle(), ruleId, rule.stigId(), severity, rule.weight(), rule.title(),
                rule.description(), rule.references(), idents, check, rule.fix());
    }

    private static List<Profile> changedFirstProfile(List<Profile> profiles, Rule added) {
        List<Profile> changed = new ArrayList<>(profiles);
        Profile first = profiles.getFirst();
        List<String> selected = new ArrayList<>(first.selectedGroupIds());
        selected.add(added.groupId());
        changed.set(0, new Profile(first.id(), first.title(), first.description(), selected));
        return changed;
    }
}
