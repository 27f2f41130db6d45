package dev.stigservice.endtoend.download;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * What the real sample files hold, read independently of the project's reader: a plain DOM parse of
 * every manual XCCDF 1.1 benchmark in the folder and in its zip bundles. Tests compare the service's
 * answers with this, so a reader bug cannot hide behind itself.
 */
final class SampleOracle {

    static final String XCCDF = "http://checklists.nist.gov/xccdf/1.1";
    private static final Pattern RESPONSIBILITY = Pattern.compile("<Responsibility>(.*?)</Responsibility>", Pattern.DOTALL);

    /**
     * @param idents         every ident as {@code system value}, in file order
     * @param responsibility the values of the description's {@code <Responsibility>} tags, in order
     */
    record ExpectedRule(String ruleId, String severity, List<String> ccis, List<String> idents, List<String> responsibility) {
    }

    record ExpectedBenchmark(String id, String title, List<ExpectedRule> rules) {
        long count(String severity) {
            return rules.stream().filter(r -> severity.equals(r.severity())).count();
        }
    }

    static List<ExpectedBenchmark> read(Path folder) throws Exception {
        List<ExpectedBenchmark> benchmarks = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.sorted().toList()) {
                String name = file.getFileName().toString();
                if (name.endsWith(".xml")) {
                    parse(Files.readAllBytes(file)).ifPresent(benchmarks::add);
                } else if (name.endsWith(".zip")) {
                    try (ZipFile zip = new ZipFile(file.toFile())) {
                        for (ZipEntry entry : Collections.list(zip.entries())) {
                            if (entry.getName().endsWith(".xml")) {
                                parse(zip.getInputStream(entry).readAllBytes()).ifPresent(benchmarks::add);
                            }
                        }
                    }
                }
            }
        }
        return benchmarks;
    }

    /** The benchmark in a file, read with the JDK's DOM parser; empty for a file that is not an XCCDF 1.1 benchmark. */
    static Optional<ExpectedBenchmark> parse(byte[] bytes) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newDefaultInstance();
        factory.setNamespaceAware(true);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        DocumentBuilder builder = factory.newDocumentBuilder();
        Document document;
        try {
            document = builder.parse(new ByteArrayInputStream(bytes));
        } catch (IOException e) {
            return Optional.empty();
        }
        Element root = document.getDocumentElement();
        if (!"Benchmark".equals(root.getLocalName()) || !XCCDF.equals(root.getNamespaceURI())) {
            return Optional.empty(); // the SCAP data stream is not a manual benchmark (it is served as a SCAP benchmark)
        }
        String title = null;
        for (Element child : children(root)) {
            if ("title".equals(child.getLocalName())) {
                title = child.getTextContent().strip();
            }
        }
        List<ExpectedRule> rules = new ArrayList<>();
        NodeList ruleNodes = root.getElementsByTagNameNS(XCCDF, "Rule");
        for (int i = 0; i < ruleNodes.getLength(); i++) {
            Element rule = (Element) ruleNodes.item(i);
            List<String> ccis = new ArrayList<>();
            List<String> idents = new ArrayList<>();
            NodeList identNodes = rule.getElementsByTagNameNS(XCCDF, "ident");
            for (int j = 0; j < identNodes.getLength(); j++) {
                Element ident = (Element) identNodes.item(j);
                if (ident.getAttribute("system").endsWith("/cci")) {
                    ccis.add(ident.getTextContent().strip());
                }
                idents.add(ident.getAttribute("system") + " " + ident.getTextContent().strip());
            }
            NodeList description = rule.getElementsByTagNameNS(XCCDF, "description");
            List<String> responsibility = description.getLength() == 0 ? List.of()
                    : RESPONSIBILITY.matcher(description.item(0).getTextContent()).results()
                    .map(match -> match.group(1)).filter(value -> !value.isBlank()).toList();
            String severity = rule.hasAttribute("severity") ? rule.getAttribute("severity") : null;
            rules.add(new ExpectedRule(rule.getAttribute("id"), severity, ccis, idents, responsibility));
        }
        return Optional.of(new ExpectedBenchmark(root.getAttribute("id"), title, rules));
    }

    private static List<Element> children(Element parent) {
        List<Element> children = new ArrayList<>();
        for (int i = 0; i < parent.getChildNodes().getLength(); i++) {
            if (parent.getChildNodes().item(i) instanceof Element element) {
                children.add(element);
            }
        }
        return children;
    }
}
