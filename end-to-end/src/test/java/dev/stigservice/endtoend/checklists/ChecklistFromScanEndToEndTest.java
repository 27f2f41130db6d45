package dev.stigservice.endtoend.checklists;

import dev.stigservice.endtoend.support.Installed;
import dev.stigservice.endtoend.support.JarProcess;
import dev.stigservice.xccdf.StigSamples;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import tools.jackson.databind.JsonNode;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipFile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * {@code stig-service checklist} through the packaged jar on DISA's RHEL 8 history (the 21 manual revisions of
 * ../shared/rhel8) and OpenSCAP's real run of DISA's SCAP benchmark V1R3: every status of the checklist written is
 * checked against an independent reading, with the JDK's DOM and XPath, of the results and of the manual revision (not
 * the service's readers); so are the revision chosen, the rule-number matches and their comments, and the summary line.
 * Then results that {@code oscap xccdf eval} makes here of the SCAP sample (native, ARF, {@code --stig-viewer}), where
 * oscap is installed.
 */
class ChecklistFromScanEndToEndTest {

    private static final String SCAN = "oscap-results-rhel8-v1r3.xml";
    private static final String SCAP_RULE_PREFIX = "xccdf_mil.disa.stig_rule_";
    private static final Pattern RULE_NUMBER = Pattern.compile("(SV-\\d+)r\\d+_rule");
    private static final Pattern LABEL = Pattern.compile("rhel8-(v\\d+r\\d+)-xccdf");
    private static final Map<String, String> STATUS = Map.of("pass", "NotAFinding", "fail", "Open", "notapplicable", "Not_Applicable");

    @TempDir
    static Path work;
    private static Path rhel8;
    private static Path catalog;
    /** V1R1 (benchmark RHEL_8) and V1R4 alone: what the exit codes need, loaded in a fraction of the whole history's time. */
    private static Path twoRevisions;
    /** Each manual revision's rule ids in file order, by label ({@code v1r4}). */
    private static final Map<String, List<String>> REVISIONS = new LinkedHashMap<>();

    @BeforeAll
    static void catalogOfEveryRevision() throws Exception {
        rhel8 = StigSamples.directory().resolveSibling("rhel8");
        assumeTrue(Files.isRegularFile(rhel8.resolve("rhel8-manual-history.zip")), "the RHEL 8 history not found in " + rhel8);
        catalog = Files.createDirectories(work.resolve("catalog"));
        Files.copy(rhel8.resolve("rhel8-manual-history.zip"), catalog.resolve("rhel8-manual-history.zip"));
        try (ZipFile zip = new ZipFile(rhel8.resolve("rhel8-manual-history.zip").toFile())) {
            for (var entry : zip.stream().toList()) {
                Matcher label = LABEL.matcher(entry.getName());
                if (label.find()) {
                    try (InputStream in = zip.getInputStream(entry)) {
                        byte[] xccdf = in.readAllBytes();
                        REVISIONS.put(label.group(1), texts(dom(xccdf), "//*[local-name()='Rule']/@id"));
                        if (label.group(1).equals("v1r1") || label.group(1).equals("v1r4")) {
                            Files.write(Files.createDirectories(work.resolve("two-revisions")).resolve(entry.getName()), xccdf);
                        }
                    }
                }
            }
        }
        assertThat(REVISIONS).hasSize(21);
        twoRevisions = work.resolve("two-revisions");
    }

    @Test
    void choosesTheRevisionWhoseRuleIdsCoverTheScansMostAndFillsEveryRuleAsTheResultsSay() throws Exception {
        Map<String, String> results = results(Files.readAllBytes(rhel8.resolve(SCAN)));
        // The revision whose rule ids hold the scan's most, newest of equals, counted here.
        String expected = REVISIONS.keySet().stream().max(Comparator.<String>comparingInt(label -> (int) results.keySet().stream()
                .filter(REVISIONS.get(label)::contains).count()).thenComparing(ChecklistFromScanEndToEndTest::newness)).orElseThrow();
        assertThat(expected).isEqualTo("v1r4");
        assertThat(results.keySet()).allMatch(REVISIONS.get("v1r4")::contains).hasSize(248);

        JarProcess.Apart run = checklist(rhel8.resolve(SCAN).toString());
        assertThat(run.exitCode()).as(String.join("\n", run.standardError())).isZero();
        Document ckl = dom(run.standardOutput());
        assertThat(text(ckl, "//SI_DATA[SID_NAME='releaseinfo']/SID_DATA")).startsWith("Release: 4 ");
        assertThat(text(ckl, "//ASSET/HOST_NAME")).isEqualTo("localhost.localdomain");
        assertThat(text(ckl, "//ASSET/HOST_IP")).isEqualTo("10.0.2.15");
        assertThat(text(ckl, "//ASSET/HOST_MAC")).isEqualTo("08:00:27:6D:F7:16");
        Counts counts = checkEveryRule(ckl, REVISIONS.get("v1r4"), results, false);
        assertThat(counts.numberOnly).isZero();
        assertThat(said(run)).isEqualTo("checklist: rhel-8-stig-v1r4.ckl (" + REVISIONS.get("v1r4").size() + " rules): "
                + counts.applied + " results applied, 0 matched by rule number only (0 carried), " + counts.notDefinitive
                + " not definitive, 0 not in this revision");
        assertThat(counts.applied).isEqualTo(61 + 166);
        assertThat(counts.notDefinitive).isEqualTo(21);
        readByStigManager("ckl", run.standardOutput(), REVISIONS.get("v1r4").size());
    }

    @Test
    void intoV2r8RulesOfAnotherRevisionAreNotReviewedWithACommentUnlessMatchedByRuleNumber() throws Exception {
        Map<String, String> results = results(Files.readAllBytes(rhel8.resolve(SCAN)));
        List<String> v2r8 = REVISIONS.get("v2r8");
        for (boolean byNumber : List.of(false, true)) {
            JarProcess.Apart run = byNumber
                    ? checklist(rhel8.resolve(SCAN).toString(), "--revision", "V2R8", "--match", "rule-number", "--host", "web01")
                    : checklist(rhel8.resolve(SCAN).toString(), "--revision", "V2R8", "--host", "web01");
            assertThat(run.exitCode()).as(String.join("\n", run.standardError())).isZero();
            Document ckl = dom(run.standardOutput());
            assertThat(text(ckl, "//SI_DATA[SID_NAME='releaseinfo']/SID_DATA")).startsWith("Release: 8 ");
            assertThat(text(ckl, "//ASSET/HOST_NAME")).isEqualTo("web01");
            Counts counts = checkEveryRule(ckl, v2r8, results, byNumber);
            assertThat(counts.numberOnly).isPositive();
            long notInRevision = results.keySet().stream().filter(id -> !v2r8.contains(id) && numbers(v2r8).get(number(id)) == null).count();
            assertThat(said(run)).isEqualTo("checklist: rhel-8-stig-v2r8.ckl (" + v2r8.size() + " rules): " + counts.applied
                    + " results applied, " + counts.numberOnly + " matched by rule number only (" + (byNumber ? counts.numberOnly : 0)
                    + " carried), " + counts.notDefinitive + " not definitive, " + notInRevision + " not in this revision");
        }
    }

    @Test
    void intoAnAssessorsChecklistDefinitiveResultsReplaceStatusAndDetailsAndEveryOtherReviewIsKept() throws Exception {
        Map<String, String> results = results(Files.readAllBytes(rhel8.resolve(SCAN)));
        JarProcess.Apart blank = checklist(rhel8.resolve(SCAN).toString(), "--host", "assessed-host");
        assertThat(blank.exitCode()).as(String.join("\n", blank.standardError())).isZero();
        Document ckl = dom(blank.standardOutput());
        List<String> ruleIds = REVISIONS.get("v1r4");
        String passed = results.entrySet().stream().filter(e -> e.getValue().equals("pass")).findFirst().orElseThrow().getKey();
        String failed = results.entrySet().stream().filter(e -> e.getValue().equals("error")).findFirst().orElseThrow().getKey();
        String unscanned = ruleIds.stream().filter(id -> !results.containsKey(id)).findFirst().orElseThrow();
        // An assessor's reviews: a passed rule set Open with a note, an errored one and an unscanned one decided by hand.
        review(ckl, passed, "Open", "my details", "assessor note");
        review(ckl, failed, "NotAFinding", "checked by hand", "errored in the scan");
        review(ckl, unscanned, "Not_Applicable", "no such service", "kept");
        Path assessed = work.resolve("assessed.ckl");
        var transformer = javax.xml.transform.TransformerFactory.newInstance().newTransformer();
        transformer.transform(new javax.xml.transform.dom.DOMSource(ckl), new javax.xml.transform.stream.StreamResult(assessed.toFile()));

        JarProcess.Apart run = checklist(rhel8.resolve(SCAN).toString(), "--into", assessed.toString(), "--format", "cklb");
        assertThat(run.exitCode()).as(String.join("\n", run.standardError())).isZero();
        assertThat(said(run)).isEqualTo("checklist: rhel-8-stig-v1r4.cklb (" + ruleIds.size() + " rules): 227 results applied, 0 matched by rule"
                + " number only (0 carried), 21 not definitive, 0 not in this revision");
        JsonNode cklb = new tools.jackson.databind.ObjectMapper().readTree(run.standardOutput());
        assertThat(cklb.path("target_data").path("host_name").asString()).isEqualTo("assessed-host");
        Map<String, JsonNode> rules = new HashMap<>();
        cklb.path("stigs").get(0).path("rules").forEach(rule -> rules.put(rule.path("rule_id_src").asString(), rule));
        assertThat(rules.get(passed).path("status").asString()).isEqualTo("not_a_finding");
        assertThat(rules.get(passed).path("finding_details").asString()).startsWith("OpenSCAP 1.3.5, scan ended 2021-11-12T11:37:31-05:00: pass");
        assertThat(rules.get(passed).path("comments").asString()).isEqualTo("assessor note");
        assertThat(List.of(rules.get(failed).path("status").asString(), rules.get(failed).path("finding_details").asString(),
                rules.get(failed).path("comments").asString())).containsExactly("not_a_finding", "checked by hand", "errored in the scan");
        assertThat(List.of(rules.get(unscanned).path("status").asString(), rules.get(unscanned).path("finding_details").asString(),
                rules.get(unscanned).path("comments").asString())).containsExactly("not_applicable", "no such service", "kept");
    }

    /** Sets a VULN's review as STIG Viewer would save it. */
    private static void review(Document ckl, String ruleId, String status, String details, String comments) throws Exception {
        Element vuln = (Element) XPathFactory.newInstance().newXPath().evaluate("//VULN[STIG_DATA[VULN_ATTRIBUTE='Rule_ID']/ATTRIBUTE_DATA='"
                + ruleId + "']", ckl, XPathConstants.NODE);
        vuln.getElementsByTagName("STATUS").item(0).setTextContent(status);
        vuln.getElementsByTagName("FINDING_DETAILS").item(0).setTextContent(details);
        vuln.getElementsByTagName("COMMENTS").item(0).setTextContent(comments);
    }

    @Test
    void exitCodesSayWhatWentWrong() throws Exception {
        assertThat(checklistIn(twoRevisions).exitCode()).isEqualTo(2);
        assertThat(checklistIn(twoRevisions, work.resolve("missing.xml").toString()).exitCode()).isEqualTo(2);
        JarProcess.Apart unknownOption = checklistIn(twoRevisions, rhel8.resolve(SCAN).toString(), "--colour", "red");
        assertThat(unknownOption.exitCode()).isEqualTo(2);
        assertThat(said(unknownOption)).isEqualTo("checklist: unknown option --colour");

        JarProcess.Apart benchmark = checklistIn(twoRevisions, rhel8.resolve("disa-stig-rhel8-v2r8-xccdf-manual.xml").toString());
        assertThat(benchmark.exitCode()).isEqualTo(1);
        assertThat(benchmark.standardOutput()).isEmpty();
        assertThat(said(benchmark)).startsWith("checklist: The results cannot be read: no TestResult: the Benchmark");

        // The first revision's benchmark id is RHEL_8: a STIG of its own in the catalog, and not the scan's.
        JarProcess.Apart other = checklistIn(twoRevisions, rhel8.resolve(SCAN).toString(), "--slug", "rhel-8");
        assertThat(other.exitCode()).isEqualTo(1);
        assertThat(said(other)).isEqualTo("checklist: The results are of benchmark 'xccdf_mil.disa.stig_benchmark_RHEL_8_STIG',"
                + " not of STIG 'rhel-8' (benchmark 'RHEL_8')");

        JarProcess.Apart format = checklistIn(twoRevisions, rhel8.resolve(SCAN).toString(), "--format", "pdf");
        assertThat(format.exitCode()).isEqualTo(2);
        assertThat(said(format)).isEqualTo("checklist: Invalid format. Must be one of: ckl, cklb");
    }

    @Test
    void resultsOscapMakesHereOfTheScapSampleFillAV2r8Checklist() throws Exception {
        assumeTrue(Installed.onPath("oscap"), "oscap not installed (apt-get install openscap-scanner; .ci/run installs it)");
        Path datastream = StigSamples.file("disa-stig-rhel8-v2r8-xccdf-scap.xml");
        Path native_ = work.resolve("native.xml");
        Path arf = work.resolve("arf.xml");
        Path stigViewer = work.resolve("stig-viewer.xml");
        Process eval = new ProcessBuilder("oscap", "xccdf", "eval", "--profile", "xccdf_mil.disa.stig_profile_MAC-1_Classified",
                "--results", native_.toString(), "--results-arf", arf.toString(), "--stig-viewer", stigViewer.toString(), datastream.toString())
                .redirectErrorStream(true).redirectOutput(work.resolve("oscap.out").toFile()).start();
        // 0 all passed, 2 some failed: both are a run; anything else is oscap's own failure.
        assertThat(eval.waitFor()).as(Files.readString(work.resolve("oscap.out"))).isIn(0, 2);

        for (Path results : List.of(native_, arf)) {
            Map<String, String> expected = results(Files.readAllBytes(results));
            assertThat(expected).isNotEmpty();
            JarProcess.Apart run = checklist(results.toString(), "--format", "cklb");
            assertThat(run.exitCode()).as(String.join("\n", run.standardError())).isZero();
            // The SCAP sample is V2R8's twin: all its rule ids are V2R8's, so V2R8 is chosen.
            assertThat(said(run)).startsWith("checklist: rhel-8-stig-v2r8.cklb (369 rules): ");
            JsonNode cklb = new tools.jackson.databind.ObjectMapper().readTree(run.standardOutput());
            Map<String, String> statuses = new HashMap<>();
            cklb.path("stigs").get(0).path("rules").forEach(rule -> statuses.put(rule.path("rule_id_src").asString(), rule.path("status").asString()));
            assertThat(statuses).hasSize(REVISIONS.get("v2r8").size());
            expected.forEach((id, result) -> assertThat(statuses.get(id)).as(id + " " + result).isEqualTo(switch (result) {
                case "pass" -> "not_a_finding";
                case "fail" -> "open";
                case "notapplicable" -> "not_applicable";
                default -> "not_reviewed";
            }));
        }
        // oscap --stig-viewer writes a rule only where the content gives it a STIG Viewer reference, which DISA's does not.
        assertThat(results(Files.readAllBytes(stigViewer))).isEmpty();
        JarProcess.Apart none = checklist(stigViewer.toString());
        assertThat(none.exitCode()).isEqualTo(1);
        assertThat(said(none)).isEqualTo("checklist: No rule of any stored revision of STIG 'rhel-8-stig' is one the scan"
                + " names, by rule id or rule number");
    }

    private record Counts(int applied, int notDefinitive, int numberOnly) {
    }

    /**
     * Every VULN of the checklist against the results: a rule the scan names by id has the result's status and finding
     * details naming the scanner, the end time, the result and the scanned rule; one it names by rule number only is not
     * reviewed with a comment naming the scanned rule and its result (or carried, {@code byNumber}); any other is blank.
     */
    private static Counts checkEveryRule(Document ckl, List<String> ruleIds, Map<String, String> results, boolean byNumber) throws Exception {
        NodeList vulns = (NodeList) XPathFactory.newInstance().newXPath().evaluate("//VULN", ckl, XPathConstants.NODESET);
        assertThat(vulns.getLength()).isEqualTo(ruleIds.size());
        Map<String, String> byRuleNumber = numbers(new ArrayList<>(results.keySet()));
        int applied = 0;
        int notDefinitive = 0;
        int numberOnly = 0;
        List<String> seen = new ArrayList<>();
        for (int i = 0; i < vulns.getLength(); i++) {
            Element vuln = (Element) vulns.item(i);
            String ruleId = text(vuln, "STIG_DATA[VULN_ATTRIBUTE='Rule_ID']/ATTRIBUTE_DATA");
            seen.add(ruleId);
            String status = text(vuln, "STATUS");
            String details = text(vuln, "FINDING_DETAILS");
            String comments = text(vuln, "COMMENTS");
            String exact = results.get(ruleId);
            String scannedAs = exact == null ? byRuleNumber.get(number(ruleId)) : null;
            String result = exact != null ? exact : scannedAs == null ? null : results.get(scannedAs);
            if (exact != null || (scannedAs != null && byNumber)) {
                assertThat(status).as(ruleId).isEqualTo(STATUS.getOrDefault(result, "Not_Reviewed"));
                assertThat(details).as(ruleId).startsWith("OpenSCAP 1.3.5, scan ended 2021-11-12T11:37:31-05:00: " + result + "\n"
                        + "Scanned rule: " + SCAP_RULE_PREFIX + (exact != null ? ruleId : scannedAs));
                if (result.equals("error")) {
                    assertThat(details).contains("could not evaluate this rule");
                }
                if (STATUS.containsKey(result)) {
                    applied++;
                } else {
                    notDefinitive++;
                }
                numberOnly += exact == null ? 1 : 0;
            } else if (scannedAs != null) {
                numberOnly++;
                assertThat(status).as(ruleId).isEqualTo("Not_Reviewed");
                assertThat(details).as(ruleId).isEmpty();
                assertThat(comments).as(ruleId).startsWith("Scanned as " + SCAP_RULE_PREFIX + scannedAs + ", another revision of this rule: "
                        + result + " by OpenSCAP 1.3.5, scan ended 2021-11-12T11:37:31-05:00. Not applied");
            } else {
                assertThat(status).as(ruleId).isEqualTo("Not_Reviewed");
                assertThat(details + comments).as(ruleId).isEmpty();
            }
        }
        assertThat(seen).containsExactlyElementsOf(ruleIds);
        return new Counts(applied, notDefinitive, numberOnly);
    }

    /** The command's own line on standard error (its log lines go there too): the last that starts with its name. */
    private static String said(JarProcess.Apart run) {
        return run.standardError().reversed().stream().filter(line -> line.startsWith("checklist: ")).findFirst().orElse(null);
    }

    private static JarProcess.Apart checklist(String... arguments) throws Exception {
        return checklistIn(catalog, arguments);
    }

    private static JarProcess.Apart checklistIn(Path catalogDirectory, String... arguments) throws Exception {
        List<String> all = new ArrayList<>(List.of("checklist"));
        all.addAll(List.of(arguments));
        return JarProcess.commandApart(List.of("-Dstig.catalog.directory=" + catalogDirectory), all.toArray(String[]::new));
    }

    /** STIG Manager's parser reads the checklist with a review of every rule, where its package is installed. */
    private static void readByStigManager(String format, byte[] checklist, int rules) throws Exception {
        if (!Installed.onPath("node")) {
            return;
        }
        Path file = Files.write(work.resolve("filled." + format), checklist);
        JsonNode parsed = StigManagerParsers.read(format, file);
        assertThat(parsed.path("target").path("name").asString()).isEqualTo("localhost.localdomain");
        List<JsonNode> reviews = StigManagerParsers.reviews(parsed, 0);
        assertThat(reviews).hasSize(rules);
        assertThat(reviews.stream().filter(review -> review.path("result").asString().equals("fail")).count()).isEqualTo(166);
        assertThat(reviews.stream().filter(review -> review.path("result").asString().equals("pass")).count()).isEqualTo(61);
    }

    /** The results' rule ids as the manual names them, each with its result: read with DOM, not the service's reader. */
    private static Map<String, String> results(byte[] xml) throws Exception {
        Document document = dom(xml);
        NodeList ruleResults = (NodeList) XPathFactory.newInstance().newXPath()
                .evaluate("//*[local-name()='TestResult']/*[local-name()='rule-result']", document, XPathConstants.NODESET);
        Map<String, String> results = new LinkedHashMap<>();
        for (int i = 0; i < ruleResults.getLength(); i++) {
            Element ruleResult = (Element) ruleResults.item(i);
            results.put(ruleResult.getAttribute("idref").replace(SCAP_RULE_PREFIX, ""),
                    ruleResult.getElementsByTagNameNS("*", "result").item(0).getTextContent().strip());
        }
        return results;
    }

    /** Rule ids by their rule number ({@code SV-230221}). */
    private static Map<String, String> numbers(List<String> ruleIds) {
        Map<String, String> byNumber = new HashMap<>();
        ruleIds.forEach(id -> byNumber.put(number(id), id));
        return byNumber;
    }

    private static String number(String ruleId) {
        Matcher number = RULE_NUMBER.matcher(ruleId);
        return number.matches() ? number.group(1) : ruleId;
    }

    /** {@code v2r8} after {@code v1r14}. */
    private static int newness(String label) {
        String[] parts = label.substring(1).split("r");
        return Integer.parseInt(parts[0]) * 1000 + Integer.parseInt(parts[1]);
    }

    private static Document dom(byte[] xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml));
    }

    private static String text(Object context, String xpath) throws Exception {
        return (String) XPathFactory.newInstance().newXPath().evaluate(xpath, context, XPathConstants.STRING);
    }

    private static List<String> texts(Document document, String xpath) throws Exception {
        NodeList nodes = (NodeList) XPathFactory.newInstance().newXPath().evaluate(xpath, document, XPathConstants.NODESET);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            texts.add(nodes.item(i).getTextContent());
        }
        return texts;
    }
}
