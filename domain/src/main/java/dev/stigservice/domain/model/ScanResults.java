package dev.stigservice.domain.model;

import java.util.List;
import java.util.Objects;

/**
 * What a scanner (DISA's SCC, OpenSCAP) wrote of one run of a benchmark on one machine: an XCCDF {@code TestResult}, read
 * from results as the tools write them (XCCDF 1.1 or 1.2, on its own, in its benchmark or in an ARF report).
 *
 * @param benchmarkId the benchmark the scan ran, as the results name it ({@code xccdf_mil.disa.stig_benchmark_RHEL_8_STIG}
 *                    or {@code RHEL_8_STIG})
 * @param tool        the scanner's name ({@code OpenSCAP}); null when the results do not say
 * @param toolVersion its version ({@code 1.3.5}); null when the results do not say
 * @param endTime     when the scan ended, as the results write it ({@code 2021-11-12T11:37:31-05:00}); null when they do not
 * @param results     each rule's result, in the results' order
 */
public record ScanResults(String benchmarkId, String tool, String toolVersion, String endTime, ScanTarget target,
                          List<RuleResult> results) {

    /** How SCAP content prefixes a benchmark id. */
    private static final String SCAP_BENCHMARK_PREFIX = "xccdf_mil.disa.stig_benchmark_";

    public ScanResults {
        Text.requireText(benchmarkId, "benchmark id");
        tool = Text.blankToNull(tool);
        toolVersion = Text.blankToNull(toolVersion);
        endTime = Text.blankToNull(endTime);
        Objects.requireNonNull(target, "target");
        results = List.copyOf(results);
    }

    /** The same scan with its results replaced (named by the content it ran, say). */
    public ScanResults withResults(List<RuleResult> replaced) {
        return new ScanResults(benchmarkId, tool, toolVersion, endTime, target, replaced);
    }

    /** The benchmark id as a manual benchmark states it: DISA's SCAP prefix taken off ({@code RHEL_8_STIG}). */
    public String manualBenchmarkId() {
        String id = benchmarkId.strip();
        return id.startsWith(SCAP_BENCHMARK_PREFIX) ? id.substring(SCAP_BENCHMARK_PREFIX.length()) : id;
    }

    /** The scanner and its version as one name ({@code OpenSCAP 1.3.5}); {@code the scanner} when the results name none. */
    public String scanner() {
        if (tool == null) {
            return toolVersion == null ? "the scanner" : "the scanner " + toolVersion;
        }
        return toolVersion == null ? tool : tool + " " + toolVersion;
    }
}
