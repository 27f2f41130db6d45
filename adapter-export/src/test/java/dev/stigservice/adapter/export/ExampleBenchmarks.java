package dev.stigservice.adapter.export;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkStatus;
import dev.stigservice.domain.model.Check;
import dev.stigservice.domain.model.Fix;
import dev.stigservice.domain.model.Ident;
import dev.stigservice.domain.model.Profile;
import dev.stigservice.domain.model.Revision;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.RuleDescription;
import dev.stigservice.domain.model.Severity;
import dev.stigservice.domain.model.SourceFile;

import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;

/** Two revisions of a small benchmark built in code, so that the exporters are tested without DISA's files. */
final class ExampleBenchmarks {

    private ExampleBenchmarks() {
    }

    /** V1R1: two rules, one high and one medium. */
    static Benchmark first() {
        return benchmark("1", LocalDate.of(2026, 1, 15), List.of(
                rule("V-100001", "SV-100001r1_rule", "EX-00-000010", Severity.HIGH, "Set the password length to 15.", "CCI-000205"),
                rule("V-100002", "SV-100002r1_rule", "EX-00-000020", Severity.MEDIUM, "Disable the guest account.", "CCI-000366")));
    }

    /** V1R2: the first rule's fix changed (and with it the rule's revision), the second removed, a third added. */
    static Benchmark second() {
        return benchmark("2", LocalDate.of(2026, 4, 15), List.of(
                rule("V-100001", "SV-100001r2_rule", "EX-00-000010", Severity.HIGH, "Set the password length to 16.", "CCI-000205"),
                rule("V-100003", "SV-100003r1_rule", "EX-00-000030", Severity.LOW, "Log every sign-in.", "CCI-000172")));
    }

    private static Benchmark benchmark(String release, LocalDate date, List<Rule> rules) {
        String releaseInfo = "Release: " + release + " Benchmark Date: " + date.getDayOfMonth() + " " + date.getMonth() + " " + date.getYear();
        return new Benchmark("Example_OS_STIG", "Example OS Security Technical Implementation Guide",
                "An example benchmark for tests.", new BenchmarkStatus("accepted", date), null,
                new Revision("1", release, date), releaseInfo, null,
                SourceFile.of("U_Example_OS_V1R" + release + "_Manual-xccdf.xml", releaseInfo.getBytes(StandardCharsets.UTF_8)),
                List.of(new Profile("MAC-1_Classified", "I - Mission Critical Classified", null,
                        rules.stream().map(Rule::groupId).toList())),
                rules);
    }

    private static Rule rule(String groupId, String ruleId, String stigId, Severity severity, String fix, String cci) {
        RuleDescription description = new RuleDescription("Why " + stigId + " matters.", null, null, null, null, null,
                null, null, null, List.of(), List.of());
        return new Rule(groupId, "SRG-OS-000078-GPOS-00046", ruleId, stigId, severity, "10.0", "The rule " + stigId + ".",
                description, List.of(), List.of(new Ident(Ident.CCI_SYSTEM, cci)),
                new Check("C-" + groupId.substring(2) + "_chk", new Check.CheckContentRef("Example_OS.xml", "M"), "Check " + stigId + "."),
                new Fix("F-" + groupId.substring(2) + "_fix", fix));
    }
}
