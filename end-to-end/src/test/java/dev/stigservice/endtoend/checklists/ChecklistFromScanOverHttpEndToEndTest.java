package dev.stigservice.endtoend.checklists;

import dev.stigservice.endtoend.support.Installed;
import dev.stigservice.endtoend.support.RunningService;
import dev.stigservice.xccdf.StigSamples;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.node.ObjectNode;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The scan route on DISA's 21 manual RHEL 8 revisions and OpenSCAP's real results of the SCAP benchmark V1R3: each
 * rule's status checked against a reading of the results here (DOM, not the service's parser), a form that puts the
 * scan into an assessor's checklist, and every refusal in the route's order. Every JSON body is checked against the
 * OpenAPI document by {@link RunningService}. The command line's twin is {@link ChecklistFromScanEndToEndTest}.
 */
class ChecklistFromScanOverHttpEndToEndTest {

    private static final String TOKEN = "scan-route";
    private static final String[] AUTH = {"Authorization", "Bearer " + TOKEN};
    private static final String ROUTE = "/api/v1/stigs/rhel-8-stig/checklist/results";
    private static final String BOUNDARY = "scan-form-boundary";
    private static final Map<String, String> STATUS = Map.of("pass", "NotAFinding", "fail", "Open", "notapplicable", "Not_Applicable");
    private static final ObjectMapper JSON = new ObjectMapper();
    /** ComplianceAsCode's RHEL 8 data stream as Debian's ssg-nondebian installs it (.ci/run installs it). */
    private static final Path SSG_RHEL8 = Path.of("/usr/share/xml/scap/ssg/content/ssg-rhel8-ds.xml");
    private static final Pattern SV_RULE_ID = Pattern.compile("SV-\\d+r\\d+_rule");

    @TempDir
    static Path work;
    private static byte[] scan;
    private static RunningService service;

    @BeforeAll
    static void start() throws Exception {
        Path rhel8 = StigSamples.directory().resolveSibling("rhel8");
        assumeTrue(Files.isRegularFile(rhel8.resolve("rhel8-manual-history.zip")), "the RHEL 8 history not found in " + rhel8);
        Path catalog = Files.createDirectories(work.resolve("catalog"));
        Files.copy(rhel8.resolve("rhel8-manual-history.zip"), catalog.resolve("rhel8-manual-history.zip"));
        if (Files.isRegularFile(SSG_RHEL8)) {
            Files.copy(SSG_RHEL8, catalog.resolve(SSG_RHEL8.getFileName()));
        }
        scan = Files.readAllBytes(rhel8.resolve("oscap-results-rhel8-v1r3.xml"));
        service = new RunningService(Map.of("stig.auth.tokens", TOKEN, "stig.catalog.directory", catalog.toString(),
                "stig.checklist.max-results-size", "24MB"));
    }

    @AfterAll
    static void stop() {
        if (service != null) {
            service.close();
        }
    }

    @Test
    void theResultsBecomeAChecklistOfV1r4WithEveryRuleAsTheResultsSay() throws Exception {
        HttpResponse<byte[]> answer = service.post(ROUTE, scan, AUTH[0], AUTH[1], "Content-Type", "application/xml");
        assertThat(answer.statusCode()).as(text(answer)).isEqualTo(200);
        assertThat(answer.headers().firstValue("Content-Disposition")).hasValue("attachment; filename=\"rhel-8-stig-v1r4.ckl\"");
        Document ckl = dom(answer.body());
        Map<String, String> results = results(scan);
        assertThat(results).hasSize(248);
        NodeList vulns = ckl.getElementsByTagName("VULN");
        int applied = 0;
        for (int i = 0; i < vulns.getLength(); i++) {
            Element vuln = (Element) vulns.item(i);
            String ruleId = attribute(vuln, "Rule_ID");
            String status = vuln.getElementsByTagName("STATUS").item(0).getTextContent();
            String result = results.get(ruleId);
            assertThat(status).as(ruleId + " scanned " + result).isEqualTo(statusOf(result));
            applied += result != null && STATUS.containsKey(result) ? 1 : 0;
        }
        assertThat(applied).isEqualTo(61 + 166);
        assertThat(ckl.getElementsByTagName("HOST_NAME").item(0).getTextContent()).isEqualTo("localhost.localdomain");

        HttpResponse<byte[]> summary = service.post(ROUTE, scan, AUTH[0], AUTH[1], "Accept", "application/json");
        JsonNode counts = JSON.readTree(summary.body()).get("counts");
        assertThat(counts.get("rules").asInt()).isEqualTo(vulns.getLength());
        assertThat(counts.get("applied").asInt()).isEqualTo(227);
        assertThat(counts.get("notDefinitive").asInt()).isEqualTo(21);
        assertThat(counts.get("notInRevision").asInt()).isZero();
    }

    @Test
    void aFormPutsTheScanIntoAnAssessorsChecklistAndKeepsEveryOtherReview() throws Exception {
        JsonNode assessed = JSON.readTree(service.sendForBytes("GET", "/api/v1/stigs/rhel-8-stig/checklist?revision=V1R4&format=cklb",
                AUTH).body());
        Map<String, String> results = results(scan);
        // An assessor's notes: a comment on a rule the scan fails, a review of a rule it does not name.
        String failed = null;
        String unscanned = null;
        for (JsonNode rule : assessed.get("stigs").get(0).get("rules")) {
            String ruleId = rule.get("rule_id").asString() + "_rule"; // a CKLB writes rule ids without the suffix
            if (failed == null && "fail".equals(results.get(ruleId))) {
                failed = ruleId;
                ((ObjectNode) rule).put("comments", "my note");
            } else if (unscanned == null && !results.containsKey(ruleId)) {
                unscanned = ruleId;
                ((ObjectNode) rule).put("status", "not_a_finding");
            }
        }
        assertThat(failed).isNotNull();
        assertThat(unscanned).isNotNull();
        HttpResponse<byte[]> answer = service.post(ROUTE, form(scan, JSON.writeValueAsBytes(assessed)), AUTH[0], AUTH[1],
                "Content-Type", "multipart/form-data; boundary=" + BOUNDARY);
        assertThat(answer.statusCode()).as(text(answer)).isEqualTo(200);
        assertThat(answer.headers().firstValue("Content-Type")).hasValue("application/json");
        Map<String, JsonNode> rules = new HashMap<>();
        JSON.readTree(answer.body()).get("stigs").get(0).get("rules").forEach(rule -> rules.put(rule.get("rule_id").asString() + "_rule", rule));
        assertThat(rules.get(failed).get("status").asString()).isEqualTo("open");
        assertThat(rules.get(failed).get("comments").asString()).isEqualTo("my note");
        assertThat(rules.get(failed).get("finding_details").asString()).contains("OpenSCAP", "fail");
        assertThat(rules.get(unscanned).get("status").asString()).isEqualTo("not_a_finding");
    }

    @Test
    void aScanOfComplianceAsCodesStigProfileIsMatchedThroughTheReferencesOfItsStoredDataStream() throws Exception {
        assumeTrue(Installed.onPath("oscap"), "oscap not installed (package openscap-scanner)");
        assumeTrue(Files.isRegularFile(SSG_RHEL8), SSG_RHEL8 + " not found (package ssg-nondebian)");
        Path results = work.resolve("ssg-results.xml");
        // On this Debian host the RHEL 8 rules are not applicable: that is the real output oscap gives here.
        Process oscap = new ProcessBuilder("oscap", "xccdf", "eval", "--profile", "xccdf_org.ssgproject.content_profile_stig",
                "--results", results.toString(), SSG_RHEL8.toString()).redirectErrorStream(true)
                .redirectOutput(work.resolve("oscap.log").toFile()).start();
        assertThat(oscap.waitFor()).as(Files.readString(work.resolve("oscap.log"))).isIn(0, 2);
        Map<String, String> manualIds = referencedManualRuleIds(SSG_RHEL8);
        // Each manual rule's result, read here: the last result of any ComplianceAsCode rule that names it.
        Map<String, String> expected = new HashMap<>();
        results(Files.readAllBytes(results)).forEach((ruleId, result) -> {
            String manual = manualIds.get(ruleId);
            if (manual != null) {
                expected.put(manual, result);
            }
        });
        assertThat(expected).isNotEmpty();

        HttpResponse<byte[]> answer = service.post(ROUTE, Files.readAllBytes(results), AUTH[0], AUTH[1], "Content-Type", "application/xml");
        assertThat(answer.statusCode()).as(text(answer)).isEqualTo(200);
        NodeList vulns = dom(answer.body()).getElementsByTagName("VULN");
        int notApplicable = 0;
        for (int i = 0; i < vulns.getLength(); i++) {
            Element vuln = (Element) vulns.item(i);
            String ruleId = attribute(vuln, "Rule_ID");
            String status = vuln.getElementsByTagName("STATUS").item(0).getTextContent();
            assertThat(status).as(ruleId + " scanned " + expected.get(ruleId)).isEqualTo(statusOf(expected.get(ruleId)));
            notApplicable += status.equals("Not_Applicable") ? 1 : 0;
        }
        assertThat(notApplicable).as("rules the STIG profile found not applicable here").isPositive();
    }

    /** Each ComplianceAsCode rule's id and the manual rule id its STIG reference names, read with StAX here. */
    private static Map<String, String> referencedManualRuleIds(Path dataStream) throws Exception {
        Map<String, String> named = new HashMap<>();
        XMLInputFactory factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        try (InputStream in = Files.newInputStream(dataStream)) {
            XMLStreamReader xml = factory.createXMLStreamReader(in);
            String rule = null;
            while (xml.hasNext()) {
                if (xml.next() == XMLStreamConstants.START_ELEMENT) {
                    if (xml.getLocalName().equals("Rule")) {
                        rule = xml.getAttributeValue(null, "id");
                    } else if (rule != null && xml.getLocalName().equals("reference")) {
                        String text = xml.getElementText().strip();
                        if (SV_RULE_ID.matcher(text).matches()) {
                            named.putIfAbsent(rule, text);
                        }
                    }
                }
            }
        }
        return named;
    }

    @Test
    void everyRefusalInTheRoutesOrderWithTheBodyUnreadUntilTheLastStep() throws Exception {
        // Refused before a byte of the body is read: a small body, so the client has sent it whole when the answer comes.
        byte[] unread = "<x/>".getBytes(StandardCharsets.UTF_8);
        assertRefused(service.post(ROUTE, unread), 401, "UNAUTHORIZED");
        assertRefused(service.post(ROUTE + "?format=pdf", unread, AUTH), 400, "BAD_REQUEST");
        assertRefused(service.post("/api/v1/stigs/nope/checklist/results", unread, AUTH), 404, "NOT_FOUND");
        assertRefused(service.post(ROUTE + "?match=title", unread, AUTH), 400, "BAD_REQUEST");
        assertRefused(service.post(ROUTE + "?revision=V9R9", scan, AUTH), 404, "NOT_FOUND");
        assertRefused(service.post(ROUTE, "<CHECKLIST/>".getBytes(StandardCharsets.UTF_8), AUTH), 400, "BAD_REQUEST");
        assertRefused(service.post(ROUTE, "<!DOCTYPE x [<!ENTITY a \"b\">]><x>&a;</x>".getBytes(StandardCharsets.UTF_8), AUTH), 400,
                "BAD_REQUEST");
        // Sent in chunks: read to one byte past the bound, then refused, whatever the reader made of the cut document.
        byte[] padded = new byte[24 * 1024 * 1024 + 1024];
        java.util.Arrays.fill(padded, (byte) ' ');
        System.arraycopy(scan, 0, padded, 0, scan.length);
        assertRefused(service.postChunked(ROUTE, padded, AUTH), 413, "PAYLOAD_TOO_LARGE");
        // The results' first revision, V1R1, named RHEL_8: another benchmark id than the scan's.
        assertRefused(service.post("/api/v1/stigs/rhel-8/checklist/results", scan, AUTH), 422, "UNPROCESSABLE_CONTENT");
        byte[] noStoredRule = new String(scan, StandardCharsets.UTF_8).replace("_rule_SV-2", "_rule_SV-9").getBytes(StandardCharsets.UTF_8);
        assertRefused(service.post(ROUTE, noStoredRule, AUTH), 422, "UNPROCESSABLE_CONTENT");
        byte[] otherChecklist = service.sendForBytes("GET", "/api/v1/stigs/rhel-8-stig/checklist?revision=V1R4", AUTH).body();
        // Another benchmark by its id and by its rules: a part is of this one when either says so.
        otherChecklist = new String(otherChecklist, StandardCharsets.UTF_8).replace(">SV-2", ">SV-9").replace("RHEL_8_STIG", "OTHER_STIG")
                .getBytes(StandardCharsets.UTF_8);
        assertRefused(service.post(ROUTE, form(scan, otherChecklist), AUTH[0], AUTH[1], "Content-Type",
                "multipart/form-data; boundary=" + BOUNDARY), 409, "CONFLICT");
        ByteArrayOutputStream outOfOrder = new ByteArrayOutputStream();
        part(outOfOrder, "checklist", otherChecklist);
        part(outOfOrder, "results", scan);
        outOfOrder.write(("--" + BOUNDARY + "--\r\n").getBytes(StandardCharsets.US_ASCII));
        HttpResponse<byte[]> refused = service.post(ROUTE, outOfOrder.toByteArray(), AUTH[0], AUTH[1], "Content-Type",
                "multipart/form-data; boundary=" + BOUNDARY);
        assertRefused(refused, 400, "BAD_REQUEST");
        assertThat(text(refused)).contains("'results' part must come before its 'checklist' part");
    }

    /** The status STIG Viewer gives a result: a definitive one its own, anything else (or none) Not_Reviewed. */
    private static String statusOf(String result) {
        return result == null ? "Not_Reviewed" : STATUS.getOrDefault(result, "Not_Reviewed");
    }

    private static void assertRefused(HttpResponse<byte[]> answer, int status, String code) {
        assertThat(answer.statusCode()).as(text(answer)).isEqualTo(status);
        assertThat(text(answer)).startsWith("{\"error\":{\"code\":\"" + code + "\"");
    }

    private static byte[] form(byte[] results, byte[] checklist) throws Exception {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        part(body, "results", results);
        part(body, "checklist", checklist);
        body.write(("--" + BOUNDARY + "--\r\n").getBytes(StandardCharsets.US_ASCII));
        return body.toByteArray();
    }

    private static void part(ByteArrayOutputStream body, String name, byte[] content) throws Exception {
        body.write(("--" + BOUNDARY + "\r\nContent-Disposition: form-data; name=\"" + name + "\"; filename=\"" + name
                + "\"\r\nContent-Type: application/octet-stream\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        body.write(content);
        body.write("\r\n".getBytes(StandardCharsets.US_ASCII));
    }

    /** Each rule-result's manual rule id and result, read here: {@code xccdf_mil.disa.stig_rule_SV-1r2_rule} is {@code SV-1r2_rule}. */
    private static Map<String, String> results(byte[] xml) throws Exception {
        Map<String, String> results = new HashMap<>();
        NodeList ruleResults = dom(xml).getElementsByTagNameNS("*", "rule-result");
        for (int i = 0; i < ruleResults.getLength(); i++) {
            Element ruleResult = (Element) ruleResults.item(i);
            results.put(ruleResult.getAttribute("idref").replace("xccdf_mil.disa.stig_rule_", ""),
                    ruleResult.getElementsByTagNameNS("*", "result").item(0).getTextContent());
        }
        return results;
    }

    private static String attribute(Element vuln, String name) {
        NodeList data = vuln.getElementsByTagName("STIG_DATA");
        for (int i = 0; i < data.getLength(); i++) {
            Element element = (Element) data.item(i);
            if (element.getElementsByTagName("VULN_ATTRIBUTE").item(0).getTextContent().equals(name)) {
                return element.getElementsByTagName("ATTRIBUTE_DATA").item(0).getTextContent();
            }
        }
        return null;
    }

    private static Document dom(byte[] xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml));
    }

    private static String text(HttpResponse<byte[]> answer) {
        return new String(answer.body(), StandardCharsets.UTF_8);
    }
}
