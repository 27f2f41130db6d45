package dev.stigservice.bootstrap;

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

    record ExpectedRule(String ruleId, String severity, List<String> ccis) {
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
                    parse(Files.readAllBytes(file), benchmarks);
                } else if (name.endsWith(".zip")) {
                    try (ZipFile zip = new ZipFile(file.toFile())) {
                        for (ZipEntry entry : Collections.list(zip.entries())) {
                            if (entry.getName().endsWith(".xml")) {
                                parse(zip.getInputStream(entry).readAllBytes(), benchmarks);
                            }
                        }
                    }
                }
            }
        }
        return benchmarks;
    }

    private static void parse(byte[] bytes, List<ExpectedBenchmark> into) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newDefaultInstance();
        factory.setNamespaceAware(true);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        DocumentBuilder builder = factory.newDocumentBuilder();
        Document document;
        try {
            document = builder.parse(new ByteArrayInputStream(bytes));
        } catch (IOException e) {
            return;
        }
        Element root = document.getDocumentElement();
        if (!"Benchmark".equals(root.getLocalName()) || !XCCDF.equals(root.getNamespaceURI())) {
            return; // the SCAP data-stream is not a manual benchmark
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
            NodeList idents = rule.getElementsByTagNameNS(XCCDF, "ident");
            for (int j = 0; j < idents.getLength(); j++) {
                Element ident = (Element) idents.item(j);
                if (ident.getAttribute("system").endsWith("/cci")) {
                    ccis.add(ident.getTextContent().strip());
                }
            }
            String severity = rule.hasAttribute("severity") ? rule.getAttribute("severity") : null;
            rules.add(new ExpectedRule(rule.getAttribute("id"), severity, ccis));
        }
        into.add(new ExpectedBenchmark(root.getAttribute("id"), title, rules));
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
