package dev.stigservice.xccdf;

import dev.stigservice.domain.model.CciItem;
import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.CciReference;
import dev.stigservice.domain.model.SourceFile;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads DISA's CCI list ({@code U_CCI_List.xml}, namespace {@code http://iase.disa.mil/cci}) with StAX, one pass,
 * hardened as the XCCDF reader is. Elements the model does not keep (notes, parameters) are skipped.
 */
public final class CciListParser {

    public static final String NAMESPACE = "http://iase.disa.mil/cci";

    /**
     * @return empty when the document is not a CCI list at all (its root element is another)
     * @throws XccdfException when it is one but cannot be read
     */
    public Optional<CciList> read(String fileName, byte[] content) throws XccdfException {
        return HardenedStax.read(content, "CCI list: ", "CCI list", xml -> {
            if (!toCciList(xml)) {
                return Optional.empty();
            }
            CciList list = list(xml, SourceFile.of(fileName, content));
            HardenedStax.toEnd(xml);
            return Optional.of(list);
        });
    }

    /** True at a {@code cci_list} root; false at any other root element. */
    private static boolean toCciList(XMLStreamReader xml) throws XMLStreamException, XccdfException {
        while (xml.hasNext()) {
            int event = xml.next();
            if (event == XMLStreamConstants.DTD) {
                throw new XccdfException("document type declarations are not accepted");
            }
            if (event == XMLStreamConstants.START_ELEMENT) {
                if (!"cci_list".equals(xml.getLocalName())) {
                    return false;
                }
                if (!NAMESPACE.equals(xml.getNamespaceURI())) {
                    throw new XccdfException("cci_list namespace " + xml.getNamespaceURI() + " is not " + NAMESPACE);
                }
                return true;
            }
        }
        throw new XccdfException("no root element");
    }

    /** From the {@code cci_list} start tag to its end tag. */
    private static CciList list(XMLStreamReader xml, SourceFile source) throws XMLStreamException, XccdfException {
        String version = null;
        String publishDate = null;
        List<CciItem> items = new ArrayList<>();
        while (HardenedStax.nextChild(xml)) {
            switch (xml.getLocalName()) {
                case "metadata" -> {
                    while (HardenedStax.nextChild(xml)) {
                        switch (xml.getLocalName()) {
                            case "version" -> version = xml.getElementText();
                            case "publishdate" -> publishDate = xml.getElementText();
                            default -> HardenedStax.skip(xml);
                        }
                    }
                }
                case "cci_items" -> {
                    while (HardenedStax.nextChild(xml)) {
                        if ("cci_item".equals(xml.getLocalName())) {
                            items.add(item(xml));
                        } else {
                            HardenedStax.skip(xml);
                        }
                    }
                }
                default -> HardenedStax.skip(xml);
            }
        }
        if (version == null || version.isBlank()) {
            throw new XccdfException("the CCI list has no metadata version");
        }
        return new CciList(version, publishDate, source, items);
    }

    private static CciItem item(XMLStreamReader xml) throws XMLStreamException {
        String id = xml.getAttributeValue(null, "id");
        String status = null;
        String publishDate = null;
        String contributor = null;
        String definition = null;
        List<String> types = new ArrayList<>();
        List<CciReference> references = new ArrayList<>();
        while (HardenedStax.nextChild(xml)) {
            switch (xml.getLocalName()) {
                case "status" -> status = xml.getElementText().strip();
                case "publishdate" -> publishDate = xml.getElementText().strip();
                case "contributor" -> contributor = xml.getElementText().strip();
                case "definition" -> definition = xml.getElementText().strip();
                case "type" -> types.add(xml.getElementText().strip());
                case "references" -> {
                    while (HardenedStax.nextChild(xml)) {
                        if ("reference".equals(xml.getLocalName())) {
                            references.add(new CciReference(xml.getAttributeValue(null, "creator"), xml.getAttributeValue(null, "title"),
                                    xml.getAttributeValue(null, "version"), xml.getAttributeValue(null, "location"),
                                    xml.getAttributeValue(null, "index")));
                        }
                        HardenedStax.skip(xml);
                    }
                }
                default -> HardenedStax.skip(xml);
            }
        }
        return new CciItem(id == null ? "" : id.strip(), status, publishDate, contributor, definition, types, references);
    }
}
