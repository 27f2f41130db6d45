package dev.stigservice.endtoend.download;

import dev.stigservice.endtoend.support.DisaOriginals;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.w3c.dom.Attr;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Nothing of DISA's file is lost on the way through: every shared sample and its XML download, compared element
 * by element (path, attributes, text with whitespace collapsed; Groups, Rules and Profiles matched by id). What
 * the original has and the download lacks fails the test, listed. The JSON download is checked for the same parts.
 * No sample needs a deliberate difference; the ones the formats guide names (a status the schema does not allow,
 * an ident without a system) are exercised by XccdfRoundTripTest.
 */
class DownloadKeepsEverythingTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TestFactory
    Stream<DynamicTest> everyElementAttributeAndTextOfTheOriginalIsInTheXmlDownload() throws IOException {
        return DisaOriginals.tests(originals -> originals.stream().map(original -> DynamicTest.dynamicTest(original.name(), () -> {
            Map<String, Integer> kept = entries(original.download("xml"));
            List<String> lost = new ArrayList<>();
            entries(original.bytes()).forEach((entry, count) -> {
                int missing = count - kept.getOrDefault(entry, 0);
                if (missing > 0) {
                    lost.add(missing + " x " + entry);
                }
            });
            assertThat(lost).as("in %s but not in its download", original.name()).isEmpty();
        })));
    }

    @TestFactory
    Stream<DynamicTest> theJsonDownloadCarriesTheSameContent() throws IOException {
        return DisaOriginals.tests(originals -> originals.stream().map(original -> DynamicTest.dynamicTest(original.name(), () -> {
            Element source = document(original.bytes());
            JsonNode json = JSON.readTree(original.download("json"));
            assertThat(json.get("schemaLocation").asString())
                    .isEqualTo(source.getAttributeNS("http://www.w3.org/2001/XMLSchema-instance", "schemaLocation"));
            assertThat(json.get("notices").size()).isEqualTo(children(source, "notice").size());
            assertThat(json.get("plainTexts").size() + 1).as("plain-texts and release-info").isEqualTo(children(source, "plain-text").size());
            assertThat(json.get("frontMatter").isNull()).isEqualTo(children(source, "front-matter").isEmpty());
            assertThat(json.get("rearMatter").isNull()).isEqualTo(children(source, "rear-matter").isEmpty());
            List<Element> profiles = children(source, "Profile");
            for (int i = 0; i < profiles.size(); i++) {
                List<Element> description = children(profiles.get(i), "description");
                assertThat(json.get("profiles").get(i).get("description").asString(null))
                        .isEqualTo(description.isEmpty() ? null : description.getFirst().getTextContent());
            }
            NodeList rules = source.getElementsByTagNameNS(SampleOracle.XCCDF, "Rule");
            for (int i = 0; i < rules.getLength(); i++) {
                List<Element> references = children((Element) rules.item(i), "reference");
                JsonNode exported = json.get("rules").get(i).get("references");
                assertThat(exported.size()).isEqualTo(references.size());
                for (int r = 0; r < references.size(); r++) {
                    assertThat(exported.get(r).get("dublinCore").valueStream().map(field -> field.get("value").asString()).toList())
                            .isEqualTo(elementChildren(references.get(r)).stream().map(Node::getTextContent).toList());
                }
            }
        })));
    }

    private static Element document(byte[] xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newDefaultInstance();
        factory.setNamespaceAware(true);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml)).getDocumentElement();
    }

    private static List<Element> children(Element parent, String localName) {
        return elementChildren(parent).stream().filter(child -> localName.equals(child.getLocalName())).toList();
    }

    private static List<Element> elementChildren(Element parent) {
        List<Element> children = new ArrayList<>();
        for (Node child = parent.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element element) {
                children.add(element);
            }
        }
        return children;
    }

    /** Every element as {@code path [attributes] = text}, counted. */
    static Map<String, Integer> entries(byte[] xml) throws Exception {
        Map<String, Integer> entries = new HashMap<>();
        walk(document(xml), "", entries);
        return entries;
    }

    private static void walk(Element element, String parent, Map<String, Integer> entries) {
        String name = (element.getPrefix() == null ? "" : element.getPrefix() + ":") + element.getLocalName();
        String path = parent + "/" + name + (element.hasAttribute("id") ? "[" + element.getAttribute("id") + "]" : "");
        TreeSet<String> attributes = new TreeSet<>();
        NamedNodeMap map = element.getAttributes();
        for (int i = 0; i < map.getLength(); i++) {
            Attr attribute = (Attr) map.item(i);
            if (!XMLConstants.XMLNS_ATTRIBUTE_NS_URI.equals(attribute.getNamespaceURI())) {
                attributes.add(attribute.getName() + "=" + attribute.getValue());
            }
        }
        StringBuilder text = new StringBuilder();
        for (Node child = element.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child.getNodeType() == Node.TEXT_NODE || child.getNodeType() == Node.CDATA_SECTION_NODE) {
                text.append(child.getNodeValue());
            }
        }
        List<Element> children = elementChildren(element);
        entries.merge(path + " " + attributes + " = " + text.toString().replaceAll("\\s+", " ").strip(), 1, Integer::sum);
        children.forEach(child -> walk(child, path, entries));
    }
}
