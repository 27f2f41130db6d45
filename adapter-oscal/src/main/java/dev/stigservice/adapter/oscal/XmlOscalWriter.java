package dev.stigservice.adapter.oscal;

import dev.stigservice.adapter.oscal.OscalModel.Catalog;
import dev.stigservice.adapter.oscal.OscalModel.Control;
import dev.stigservice.adapter.oscal.OscalModel.Link;
import dev.stigservice.adapter.oscal.OscalModel.Metadata;
import dev.stigservice.adapter.oscal.OscalModel.Part;
import dev.stigservice.adapter.oscal.OscalModel.Profile;
import dev.stigservice.adapter.oscal.OscalModel.Prop;
import dev.stigservice.adapter.oscal.OscalModel.Resource;

import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;

/**
 * OSCAL's XML syntax in the order its schema fixes, streamed with the JDK's StAX writer (whose close leaves the
 * caller's stream open); markup as OSCAL's HTML subset, {@code <p>} and {@code <pre><code class="language-text">}.
 */
final class XmlOscalWriter {

    private static final XMLOutputFactory FACTORY = XMLOutputFactory.newFactory();

    private XmlOscalWriter() {
    }

    static void write(Catalog catalog, OutputStream out) throws IOException {
        try {
            XMLStreamWriter xml = start(out, "catalog", catalog.uuid().toString());
            metadata(xml, catalog.metadata());
            for (Control control : catalog.controls()) {
                control(xml, control);
            }
            backMatter(xml, catalog.resources());
            end(xml);
        } catch (XMLStreamException e) {
            throw new IOException("could not write the OSCAL catalog", e);
        }
    }

    static void write(Profile profile, OutputStream out) throws IOException {
        try {
            XMLStreamWriter xml = start(out, "profile", profile.uuid().toString());
            metadata(xml, profile.metadata());
            xml.writeStartElement("import");
            xml.writeAttribute("href", "#" + profile.imported());
            xml.writeStartElement("include-controls");
            for (String id : profile.controlIds()) {
                text(xml, "with-id", id);
            }
            xml.writeEndElement();
            xml.writeEndElement();
            // As NIST's own baselines (see JsonOscalWriter): keep the catalog's structure, each control once.
            xml.writeStartElement("merge");
            text(xml, "as-is", "true");
            xml.writeEndElement();
            backMatter(xml, profile.resources());
            end(xml);
        } catch (XMLStreamException e) {
            throw new IOException("could not write the OSCAL profile", e);
        }
    }

    private static XMLStreamWriter start(OutputStream out, String root, String uuid) throws XMLStreamException {
        XMLStreamWriter xml = FACTORY.createXMLStreamWriter(out, "UTF-8");
        xml.writeStartDocument("UTF-8", "1.0");
        xml.setDefaultNamespace(OscalNames.XML_NAMESPACE);
        xml.writeStartElement(OscalNames.XML_NAMESPACE, root);
        xml.writeDefaultNamespace(OscalNames.XML_NAMESPACE);
        xml.writeAttribute("uuid", uuid);
        return xml;
    }

    private static void end(XMLStreamWriter xml) throws XMLStreamException {
        xml.writeEndElement();
        xml.writeEndDocument();
        xml.flush();
        xml.close();
    }

    private static void metadata(XMLStreamWriter xml, Metadata metadata) throws XMLStreamException {
        xml.writeStartElement("metadata");
        text(xml, "title", metadata.title());
        text(xml, "last-modified", metadata.lastModified());
        text(xml, "version", metadata.version());
        text(xml, "oscal-version", OscalNames.OSCAL_VERSION);
        xml.writeStartElement("document-id");
        xml.writeAttribute("scheme", OscalNames.NS + "/benchmark-id");
        xml.writeCharacters(metadata.documentId());
        xml.writeEndElement();
        props(xml, metadata.props());
        xml.writeStartElement("role");
        xml.writeAttribute("id", "creator");
        text(xml, "title", "Document Creator");
        xml.writeEndElement();
        xml.writeStartElement("party");
        xml.writeAttribute("uuid", OscalModel.DISA.toString());
        xml.writeAttribute("type", "organization");
        text(xml, "name", OscalModel.DISA_NAME);
        text(xml, "short-name", OscalModel.DISA_SHORT_NAME);
        xml.writeEndElement();
        xml.writeStartElement("responsible-party");
        xml.writeAttribute("role-id", "creator");
        text(xml, "party-uuid", OscalModel.DISA.toString());
        xml.writeEndElement();
        if (metadata.remarks() != null) {
            xml.writeStartElement("remarks");
            paragraphs(xml, metadata.remarks());
            xml.writeEndElement();
        }
        xml.writeEndElement();
    }

    private static void control(XMLStreamWriter xml, Control control) throws XMLStreamException {
        xml.writeStartElement("control");
        xml.writeAttribute("id", control.id());
        text(xml, "title", control.title());
        props(xml, control.props());
        for (Link link : control.links()) {
            xml.writeStartElement("link");
            xml.writeAttribute("href", link.href());
            xml.writeAttribute("rel", link.rel());
            text(xml, "text", link.text());
            xml.writeEndElement();
        }
        for (Part part : control.parts()) {
            xml.writeStartElement("part");
            xml.writeAttribute("name", part.name());
            if (!part.oscal()) {
                xml.writeAttribute("ns", OscalNames.NS);
            }
            if (part.preformatted()) {
                // A bare <pre> liboscal-java reads with its whitespace collapsed; <pre><code> it reads as a code block, and
                // with a language it writes the block fenced, where unfenced it runs a first line into the second.
                xml.writeStartElement("pre");
                xml.writeStartElement("code");
                xml.writeAttribute("class", "language-text");
                xml.writeCharacters(part.text().stripTrailing());
                xml.writeEndElement();
                xml.writeEndElement();
            } else {
                paragraphs(xml, part.text());
            }
            xml.writeEndElement();
        }
        xml.writeEndElement();
    }

    private static void props(XMLStreamWriter xml, List<Prop> props) throws XMLStreamException {
        for (Prop prop : props) {
            xml.writeEmptyElement("prop");
            xml.writeAttribute("name", prop.name());
            if (!prop.oscal()) {
                xml.writeAttribute("ns", OscalNames.NS);
            }
            xml.writeAttribute("value", prop.value());
        }
    }

    private static void backMatter(XMLStreamWriter xml, List<Resource> resources) throws XMLStreamException {
        if (resources.isEmpty()) {
            return;
        }
        xml.writeStartElement("back-matter");
        for (Resource resource : resources) {
            xml.writeStartElement("resource");
            xml.writeAttribute("uuid", resource.uuid().toString());
            text(xml, "title", resource.title());
            if (resource.description() != null) {
                xml.writeStartElement("description");
                paragraphs(xml, resource.description());
                xml.writeEndElement();
            }
            if (resource.rlink() != null) {
                xml.writeEmptyElement("rlink");
                xml.writeAttribute("href", resource.rlink());
                xml.writeAttribute("media-type", resource.mediaType());
            }
            xml.writeEndElement();
        }
        xml.writeEndElement();
    }

    private static void paragraphs(XMLStreamWriter xml, String text) throws XMLStreamException {
        for (String paragraph : OscalContent.paragraphs(text)) {
            text(xml, "p", paragraph);
        }
    }

    private static void text(XMLStreamWriter xml, String name, String text) throws XMLStreamException {
        xml.writeStartElement(name);
        xml.writeCharacters(text);
        xml.writeEndElement();
    }
}
