package dev.stigservice.xccdf;

import dev.stigservice.domain.model.CciItem;
import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.CciReference;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CciListParserTest {

    private final CciListParser parser = new CciListParser();

    /** DISA's list read by the JDK's DOM, as an independent reading: every item's id, definition, types and references. */
    @Test
    void readsDisasListAsADomReadingOfItDoes() throws Exception {
        Path file = StigSamples.cciList();
        CciList list = parser.read("U_CCI_List.xml", Files.readAllBytes(file)).orElseThrow();

        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Element root = factory.newDocumentBuilder().parse(file.toFile()).getDocumentElement();
        NodeList items = root.getElementsByTagNameNS(CciListParser.NAMESPACE, "cci_item");

        assertThat(list.version()).isEqualTo(text(root, "version"));
        assertThat(list.items()).hasSize(items.getLength());
        for (int i = 0; i < items.getLength(); i++) {
            Element item = (Element) items.item(i);
            CciItem read = list.items().get(i);
            assertThat(read.id()).isEqualTo(item.getAttribute("id").strip());
            assertThat(read.definition()).isEqualTo(text(item, "definition"));
            assertThat(read.status()).isEqualTo(text(item, "status"));
            assertThat(read.types()).isEqualTo(texts(item, "type"));
            NodeList references = item.getElementsByTagNameNS(CciListParser.NAMESPACE, "reference");
            List<String> expected = new ArrayList<>();
            for (int r = 0; r < references.getLength(); r++) {
                Element reference = (Element) references.item(r);
                expected.add(reference.getAttribute("title") + "|" + reference.getAttribute("version") + "|" + reference.getAttribute("index").strip()); // the list pads some indexes with spaces
            }
            assertThat(read.references()).extracting(reference -> reference.title() + "|" + reference.version() + "|" + reference.index())
                    .as(read.id()).isEqualTo(expected);
        }
        assertThat(list.nistRevisions()).containsExactly("3", "4");
        assertThat(list.find("CCI-000366").orElseThrow().nistIndexes("4")).containsExactly("CM-6 b");
        assertThat(list.find("CCI-000366").orElseThrow().references()).extracting(CciReference::nistRevision)
                .extracting(revision -> revision.orElse(null)).containsExactly("3", null, "4");
    }

    private static String text(Element parent, String name) {
        List<String> texts = texts(parent, name);
        return texts.isEmpty() ? null : texts.getFirst();
    }

    private static List<String> texts(Element parent, String name) {
        NodeList nodes = parent.getElementsByTagNameNS(CciListParser.NAMESPACE, name);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            texts.add(nodes.item(i).getTextContent().strip());
        }
        return texts;
    }

    @Test
    void aBenchmarkIsNoCciList() throws Exception {
        byte[] benchmark = "<Benchmark xmlns=\"http://checklists.nist.gov/xccdf/1.1\" id=\"X\"/>".getBytes(StandardCharsets.UTF_8);

        assertThat(parser.read("x.xml", benchmark)).isEmpty();
    }

    @Test
    void aBrokenOrHostileCciListIsRefusedSayingWhy() {
        assertThatThrownBy(() -> parser.read("x.xml", bytes("<!DOCTYPE cci_list [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>"
                + "<cci_list xmlns=\"http://iase.disa.mil/cci\">&x;</cci_list>")))
                .isInstanceOf(XccdfException.class).hasMessageContaining("document type declarations are not accepted");
        assertThatThrownBy(() -> parser.read("x.xml", bytes("<cci_list xmlns=\"http://iase.disa.mil/cci\"><metadata><version>1")))
                .isInstanceOf(XccdfException.class).hasMessageStartingWith("CCI list: not well-formed XML");
        assertThatThrownBy(() -> parser.read("x.xml", bytes("<cci_list xmlns=\"urn:other\"/>")))
                .isInstanceOf(XccdfException.class).hasMessageContaining("namespace urn:other");
        assertThatThrownBy(() -> parser.read("x.xml", bytes("<cci_list xmlns=\"http://iase.disa.mil/cci\"><cci_items/></cci_list>")))
                .isInstanceOf(XccdfException.class).hasMessage("the CCI list has no metadata version");
        assertThatThrownBy(() -> parser.read("x.xml", bytes("<cci_list xmlns=\"http://iase.disa.mil/cci\"><metadata><version>1</version>"
                + "</metadata><cci_items><cci_item id=\"CCI-1\"/></cci_items></cci_list>")))
                .isInstanceOf(XccdfException.class).hasMessageContaining("not a valid CCI list");
        assertThatThrownBy(() -> parser.read("x.xml", bytes("<cci_list xmlns=\"http://iase.disa.mil/cci\">" + "<a>".repeat(100) + "</a>".repeat(100) + "</cci_list>")))
                .isInstanceOf(XccdfException.class).hasMessageStartingWith("CCI list: not well-formed XML");
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
