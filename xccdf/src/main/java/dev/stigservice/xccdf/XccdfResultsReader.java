package dev.stigservice.xccdf;

import dev.stigservice.domain.model.RuleResult;
import dev.stigservice.domain.model.ScanResult;
import dev.stigservice.domain.model.ScanResults;
import dev.stigservice.domain.model.ScanTarget;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Reads a scanner's results: the {@code TestResult} of XCCDF 1.1 or 1.2, whether it is the document (a results file of
 * its own), inside the benchmark it ran (OpenSCAP's {@code --results} and {@code --stig-viewer}, SCC's {@code cdf:}
 * results) or inside an ARF asset report collection ({@code --results-arf}, beside the data stream and the OVAL results).
 * Elements are matched by namespace and local name, so any prefix reads. One streaming pass on {@link HardenedStax}: no
 * document type declaration, so no entity; bounded nesting; at most {@link #MAX_RULE_RESULTS} rule results and
 * {@link #MAX_MESSAGES} messages each. Everything but the {@code TestResult} (the benchmark's rules, the OVAL results)
 * is passed over, never kept. When a document holds several, the last is read: OpenSCAP appends each run.
 */
public final class XccdfResultsReader {

    public static final String XCCDF_1_2_NAMESPACE = ScapDataStreamReader.XCCDF_1_2_NAMESPACE;
    public static final String ARF_NAMESPACE = "http://scap.nist.gov/schema/asset-reporting-format/1.1";
    private static final Set<String> XCCDF = Set.of(Xccdf.NAMESPACE, XCCDF_1_2_NAMESPACE);
    private static final String ARF_ROOT = "asset-report-collection";
    static final int MAX_RULE_RESULTS = 100_000;
    static final int MAX_MESSAGES = 100;
    /** XCCDF ids are names; DISA's longest are under 100 characters. */
    static final int MAX_ID_LENGTH = 1_000;

    /**
     * @throws XccdfException when the document is not XCCDF results (saying what its root element is), holds no
     *                        {@code TestResult}, names no benchmark, or is not well-formed XML (a document type
     *                        declaration included)
     */
    public ScanResults read(InputStream content) throws XccdfException {
        return HardenedStax.read(content, "Results: ", "XCCDF results", xml -> {
            HardenedStax.toRoot(xml);
            String root = xml.getLocalName();
            boolean xccdf = XCCDF.contains(xml.getNamespaceURI());
            if (xccdf && "TestResult".equals(root)) {
                ScanResults results = testResult(xml, null);
                HardenedStax.toEnd(xml);
                return results;
            }
            if (!(xccdf && "Benchmark".equals(root)) && !(ARF_NAMESPACE.equals(xml.getNamespaceURI()) && ARF_ROOT.equals(root))) {
                throw new XccdfException("not XCCDF results: the root element is " + describe(xml)
                        + ", not an XCCDF Benchmark or TestResult or an ARF " + ARF_ROOT);
            }
            // A TestResult that names no benchmark ran the one it is in (or, in an ARF, the one the data stream holds).
            String benchmarkId = xccdf ? xml.getAttributeValue(null, "id") : null;
            ScanResults last = null;
            while (xml.hasNext()) {
                if (xml.next() != XMLStreamConstants.START_ELEMENT || !XCCDF.contains(xml.getNamespaceURI())) {
                    continue;
                }
                if ("Benchmark".equals(xml.getLocalName()) && benchmarkId == null) {
                    benchmarkId = xml.getAttributeValue(null, "id");
                } else if ("TestResult".equals(xml.getLocalName())) {
                    last = testResult(xml, benchmarkId);
                }
            }
            if (last == null) {
                throw new XccdfException("no TestResult: the " + root + " holds no scan results (a benchmark or data stream"
                        + " as published, not the results of running it)");
            }
            return last;
        });
    }

    /** The root element as a message names it: {@code {namespace}name}, or the name alone in no namespace. */
    private static String describe(XMLStreamReader xml) {
        String namespace = xml.getNamespaceURI();
        String name = xml.getLocalName();
        String shown = namespace == null || namespace.isEmpty() ? name : "{" + namespace + "}" + name;
        return shown.length() > 200 ? shown.substring(0, 200) + "..." : shown;
    }

    /** One {@code TestResult}, from its start tag to its end tag. */
    private static ScanResults testResult(XMLStreamReader xml, String enclosingBenchmarkId) throws XMLStreamException, XccdfException {
        String endTime = xml.getAttributeValue(null, "end-time");
        // test-system is a CPE: cpe:/a:redhat:openscap:1.3.5 names the tool and its version.
        String[] cpe = Optional.ofNullable(xml.getAttributeValue(null, "test-system")).orElse("").split(":");
        String tool = cpe.length > 3 && cpe[0].equals("cpe") ? cpe[3] : null;
        String toolVersion = cpe.length > 4 && cpe[0].equals("cpe") ? cpe[4] : null;
        String benchmarkId = null;
        String target = null;
        String hostName = null;
        String fqdn = null;
        List<String> ips = new ArrayList<>();
        List<String> macs = new ArrayList<>();
        List<RuleResult> results = new ArrayList<>();
        while (HardenedStax.nextChild(xml)) {
            if (!XCCDF.contains(xml.getNamespaceURI())) {
                HardenedStax.skip(xml);
                continue;
            }
            switch (xml.getLocalName()) {
                case "benchmark" -> {
                    benchmarkId = xml.getAttributeValue(null, "id");
                    HardenedStax.skip(xml);
                }
                case "target" -> target = xml.getElementText().strip();
                case "target-address" -> ips.add(xml.getElementText());
                case "target-facts" -> {
                    while (HardenedStax.nextChild(xml)) {
                        String name = Optional.ofNullable(xml.getAttributeValue(null, "name")).orElse("").toLowerCase(Locale.ROOT);
                        String value = "fact".equals(xml.getLocalName()) ? xml.getElementText().strip() : skipped(xml);
                        if (name.endsWith("scanner:name")) {
                            tool = value;
                        } else if (name.endsWith("scanner:version")) {
                            toolVersion = value;
                        } else if (name.endsWith(":host_name")) {
                            hostName = hostName == null ? value : hostName;
                        } else if (name.endsWith(":fqdn")) {
                            fqdn = fqdn == null ? value : fqdn;
                        } else if (name.endsWith(":ipv4") || name.endsWith(":ipv6")) {
                            ips.add(value);
                        } else if (name.endsWith(":mac")) {
                            macs.add(value);
                        }
                    }
                }
                case "rule-result" -> {
                    if (results.size() == MAX_RULE_RESULTS) {
                        throw new XccdfException("more than " + MAX_RULE_RESULTS + " rule results in one TestResult");
                    }
                    results.add(ruleResult(xml));
                }
                default -> HardenedStax.skip(xml);
            }
        }
        String id = benchmarkId != null && !benchmarkId.isBlank() ? benchmarkId : enclosingBenchmarkId;
        if (id == null || id.isBlank()) {
            throw new XccdfException("the TestResult names no benchmark (no benchmark element with an id, and no Benchmark around it)");
        }
        return new ScanResults(id, tool, toolVersion, endTime, new ScanTarget(hostName != null ? hostName : target, fqdn, ips, macs),
                results);
    }

    private static RuleResult ruleResult(XMLStreamReader xml) throws XMLStreamException, XccdfException {
        String idref = xml.getAttributeValue(null, "idref");
        if (idref == null || idref.isBlank() || idref.length() > MAX_ID_LENGTH) {
            throw new XccdfException("a rule-result has " + (idref == null || idref.isBlank() ? "no idref" : "an idref longer than "
                    + MAX_ID_LENGTH + " characters") + ", line " + xml.getLocation().getLineNumber());
        }
        String result = null;
        List<String> messages = new ArrayList<>();
        while (HardenedStax.nextChild(xml)) {
            if (!XCCDF.contains(xml.getNamespaceURI())) {
                HardenedStax.skip(xml);
            } else if ("result".equals(xml.getLocalName())) {
                result = xml.getElementText();
            } else if ("message".equals(xml.getLocalName()) && messages.size() < MAX_MESSAGES) {
                messages.add(xml.getElementText());
            } else {
                HardenedStax.skip(xml);
            }
        }
        String text = result;
        ScanResult parsed = ScanResult.parse(result).orElseThrow(() -> new XccdfException("a rule-result has "
                + (text == null ? "no result" : "a result that is not one of XCCDF's") + ", line " + xml.getLocation().getLineNumber()));
        return new RuleResult(idref, parsed, messages);
    }

    private static String skipped(XMLStreamReader xml) throws XMLStreamException {
        HardenedStax.skip(xml);
        return "";
    }
}
