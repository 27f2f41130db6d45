package dev.stigservice.adapter.oscal;

import dev.stigservice.domain.model.Export;
import gov.nist.secauto.metaschema.core.datatype.markup.MarkupMultiline;
import gov.nist.secauto.metaschema.databind.io.Format;
import gov.nist.secauto.oscal.lib.OscalBindingContext;
import gov.nist.secauto.oscal.lib.model.Catalog;
import org.assertj.core.api.SoftAssertions;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * RHEL 9's XML catalog through NIST's library as a user's converter takes it (liboscal-java reads the XML, writes the
 * JSON): every line of every rule's check and fix text, read from the XCCDF with the DOM, is a line there still. A bare
 * {@code <pre>} is read with its whitespace collapsed, commands run into one line.
 */
class LineBreaksThroughLibOscalTest {

    @Test
    void everyLineOfRhel9sCheckAndFixTextSurvivesAReadOfTheXmlAndAWriteOfTheJson() throws Exception {
        Samples rhel9 = Samples.all().stream().filter(sample -> sample.name().startsWith("U_RHEL_9_STIG")).findFirst()
                .orElseThrow(() -> new AssertionError("RHEL 9's manual STIG is one of the samples"));
        byte[] xml = OscalDocumentsOfSamplesTest.render(OscalDocuments.catalogs().getLast(), new Export(rhel9.model(), Samples.cciList()));

        Path file = Files.createTempFile("rhel9-oscal-catalog-", ".xml");
        byte[] json;
        try {
            Files.write(file, xml);
            Catalog catalog = OscalBindingContext.instance().newBoundLoader().load(Catalog.class, file);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            OscalBindingContext.instance().newSerializer(Format.JSON, Catalog.class).serialize(catalog, out);
            json = out.toByteArray();
        } finally {
            Files.deleteIfExists(file);
        }

        Map<String, JsonNode> controls = new LinkedHashMap<>();
        JsonMapper.builder().build().readTree(json).get("catalog").get("controls").forEach(control -> controls.put(control.get("id").asString(), control));
        Map<String, Map<String, String>> source = checksAndFixes(rhel9.bytes());
        assertThat(controls.keySet()).as("RHEL 9's controls").containsExactlyElementsOf(source.keySet());
        SoftAssertions softly = new SoftAssertions();
        int lines = 0;
        for (Map.Entry<String, Map<String, String>> rule : source.entrySet()) {
            for (Map.Entry<String, String> text : rule.getValue().entrySet()) {
                List<String> expected = lines(text.getValue());
                lines += expected.size();
                softly.assertThat(shownLines(prose(controls.get(rule.getKey()), text.getKey())))
                        .as(rule.getKey() + "'s " + text.getKey() + " text, through liboscal-java").isEqualTo(expected);
            }
        }
        softly.assertAll();
        assertThat(lines).as("lines of check and fix text compared").isGreaterThan(source.size() * 2);
    }

    /** A part's prose in the JSON liboscal-java wrote. */
    private static String prose(JsonNode control, String name) {
        for (JsonNode part : control.get("parts")) {
            if (part.get("name").asString().equals(name)) {
                return part.get("prose").asString();
            }
        }
        throw new AssertionError(control.get("id").asString() + " has no " + name + " part");
    }

    /**
     * The lines a reader sees in Markdown as liboscal-java reads it into HTML: each line of a code block (liboscal-java
     * writes an indented one, the first line sometimes as a paragraph before it), each other block as one line.
     */
    private static List<String> shownLines(String markdown) {
        List<String> lines = new java.util.ArrayList<>();
        for (org.jsoup.nodes.Element block : Jsoup.parse(MarkupMultiline.fromMarkdown(markdown).toHtml()).body().children()) {
            lines.addAll(lines(block.tagName().equals("pre") ? block.wholeText() : block.text()));
        }
        return lines;
    }

    /** The non-blank lines, each stripped and its white space runs as one space: what is compared is where lines break. */
    private static List<String> lines(String text) {
        return text.lines().map(line -> line.strip().replaceAll("\\s+", " ")).filter(line -> !line.isEmpty()).toList();
    }

    /** Each rule's check-content and fixtext by its group id, read with the JDK's DOM, untouched. */
    private static Map<String, Map<String, String>> checksAndFixes(byte[] xccdf) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Document document = factory.newDocumentBuilder().parse(new ByteArrayInputStream(xccdf));
        Map<String, Map<String, String>> texts = new LinkedHashMap<>();
        NodeList groups = document.getElementsByTagNameNS("*", "Group");
        for (int i = 0; i < groups.getLength(); i++) {
            Element group = (Element) groups.item(i);
            Map<String, String> byPart = new LinkedHashMap<>();
            first(group, "check-content").ifPresent(text -> byPart.put("check", text));
            first(group, "fixtext").ifPresent(text -> byPart.put("fix", text));
            texts.put(group.getAttribute("id"), byPart);
        }
        return texts;
    }

    private static java.util.Optional<String> first(Element parent, String localName) {
        NodeList found = parent.getElementsByTagNameNS("*", localName);
        return found.getLength() == 0 || found.item(0).getTextContent().isBlank() ? java.util.Optional.empty()
                : java.util.Optional.of(found.item(0).getTextContent());
    }
}
