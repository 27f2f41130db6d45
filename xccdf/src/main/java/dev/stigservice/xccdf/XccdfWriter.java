package dev.stigservice.xccdf;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkReference;
import dev.stigservice.domain.model.DublinCore;
import dev.stigservice.domain.model.Ident;
import dev.stigservice.domain.model.LocalizedText;
import dev.stigservice.domain.model.Notice;
import dev.stigservice.domain.model.PlainText;
import dev.stigservice.domain.model.Profile;
import dev.stigservice.domain.model.Publication;
import dev.stigservice.domain.model.Reference;
import dev.stigservice.domain.model.Rule;
import tools.jackson.dataformat.xml.XmlFactory;

import javax.xml.XMLConstants;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;

/**
 * An XCCDF 1.1 Benchmark generated from the model, laid out the way DISA writes manual STIGs: one Group
 * per rule, the rule description as escaped {@code <VulnDiscussion>...} pseudo-XML, CCIs and legacy ids
 * as idents. Streamed through the StAX writer of jackson-dataformat-xml's factory (Woodstox).
 */
public final class XccdfWriter {

    private static final String XCCDF = Xccdf.NAMESPACE;
    private static final String DUBLIN_CORE = Xccdf.DUBLIN_CORE;

    private final XMLOutputFactory factory = new XmlFactory().getXMLOutputFactory();

    /** Writes the whole document to {@code out} without closing it. */
    public void write(Benchmark benchmark, OutputStream out) throws IOException {
        try {
            // Closing a StAX writer does not close the stream under it (Woodstox leaves AUTO_CLOSE_OUTPUT off).
            XMLStreamWriter xml = factory.createXMLStreamWriter(out, "UTF-8");
            xml.writeStartDocument("UTF-8", "1.0");
            xml.setDefaultNamespace(XCCDF);
            xml.setPrefix("dc", DUBLIN_CORE);
            xml.writeStartElement(XCCDF, "Benchmark");
            xml.writeDefaultNamespace(XCCDF);
            xml.writeNamespace("dc", DUBLIN_CORE);
            String schemaLocation = benchmark.publication().schemaLocation();
            if (schemaLocation != null) {
                xml.setPrefix("xsi", Xccdf.XML_SCHEMA_INSTANCE);
                xml.writeNamespace("xsi", Xccdf.XML_SCHEMA_INSTANCE);
                xml.writeAttribute("xsi", Xccdf.XML_SCHEMA_INSTANCE, "schemaLocation", schemaLocation);
            }
            xml.writeAttribute("id", benchmark.benchmarkId());
            xml.writeAttribute("xml", XMLConstants.XML_NS_URI, "lang", "en");
            writeHeader(xml, benchmark);
            for (Profile profile : benchmark.profiles()) {
                writeProfile(xml, profile);
            }
            for (Rule rule : benchmark.rules()) {
                writeRule(xml, rule, benchmark.benchmarkId());
            }
            xml.writeEndElement();
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IOException("could not write the XCCDF export", e);
        }
    }

    private static void writeHeader(XMLStreamWriter xml, Benchmark benchmark) throws XMLStreamException {
        xml.writeStartElement(XCCDF, "status");
        if (benchmark.status().date() != null) {
            xml.writeAttribute("date", benchmark.status().date().toString());
        }
        xml.writeCharacters(Xccdf.allowedStatus(benchmark.status().value()));
        xml.writeEndElement();
        element(xml, "title", benchmark.title());
        element(xml, "description", benchmark.description());
        Publication publication = benchmark.publication();
        for (Notice notice : publication.notices()) {
            xml.writeStartElement(XCCDF, "notice");
            xml.writeAttribute("id", notice.id());
            lang(xml, notice.lang());
            xml.writeCharacters(notice.text());
            xml.writeEndElement();
        }
        localized(xml, "front-matter", publication.frontMatter());
        localized(xml, "rear-matter", publication.rearMatter());
        BenchmarkReference reference = benchmark.reference();
        if (reference != null) {
            xml.writeStartElement(XCCDF, "reference");
            if (reference.href() != null) {
                xml.writeAttribute("href", reference.href());
            }
            dublinCore(xml, "publisher", reference.publisher());
            dublinCore(xml, "source", reference.source());
            xml.writeEndElement();
        }
        if (benchmark.releaseInfo() != null) {
            xml.writeStartElement(XCCDF, "plain-text");
            xml.writeAttribute("id", "release-info");
            xml.writeCharacters(benchmark.releaseInfo());
            xml.writeEndElement();
        }
        for (PlainText plainText : publication.plainTexts()) {
            xml.writeStartElement(XCCDF, "plain-text");
            xml.writeAttribute("id", plainText.id());
            xml.writeCharacters(plainText.text());
            xml.writeEndElement();
        }
        xml.writeStartElement(XCCDF, "version");
        xml.writeCharacters(orEmpty(benchmark.revision().version()));
        xml.writeEndElement();
    }

    private static void writeProfile(XMLStreamWriter xml, Profile profile) throws XMLStreamException {
        xml.writeStartElement(XCCDF, "Profile");
        xml.writeAttribute("id", profile.id());
        element(xml, "title", profile.title() == null ? profile.id() : profile.title());
        element(xml, "description", profile.description());
        for (String groupId : profile.selectedGroupIds()) {
            xml.writeEmptyElement(XCCDF, "select");
            xml.writeAttribute("idref", groupId);
            xml.writeAttribute("selected", "true");
        }
        xml.writeEndElement();
    }

    private static void writeRule(XMLStreamWriter xml, Rule rule, String benchmarkId) throws XMLStreamException {
        boolean grouped = rule.groupId() != null;
        if (grouped) {
            xml.writeStartElement(XCCDF, "Group");
            xml.writeAttribute("id", rule.groupId());
            element(xml, "title", rule.groupTitle());
            element(xml, "description", "<GroupDescription></GroupDescription>");
        }
        xml.writeStartElement(XCCDF, "Rule");
        xml.writeAttribute("id", rule.ruleId());
        if (rule.weight() != null) {
            xml.writeAttribute("weight", rule.weight());
        }
        if (rule.severity() != null) {
            xml.writeAttribute("severity", rule.severity().code());
        }
        element(xml, "version", rule.stigId());
        element(xml, "title", rule.title());
        element(xml, "description", DescriptionTags.write(rule.description()));
        for (Reference ruleReference : rule.references()) {
            xml.writeStartElement(XCCDF, "reference");
            if (ruleReference.href() != null) {
                xml.writeAttribute("href", ruleReference.href());
            }
            for (DublinCore field : ruleReference.fields()) {
                xml.writeStartElement(DUBLIN_CORE, field.element());
                xml.writeCharacters(field.value());
                xml.writeEndElement();
            }
            xml.writeEndElement();
        }
        idents(xml, rule.idents());
        if (rule.fix().text() != null || rule.fix().ref() != null) {
            xml.writeStartElement(XCCDF, "fixtext");
            if (rule.fix().ref() != null) {
                xml.writeAttribute("fixref", rule.fix().ref());
            }
            xml.writeCharacters(orEmpty(rule.fix().text()));
            xml.writeEndElement();
            if (rule.fix().ref() != null) {
                xml.writeEmptyElement(XCCDF, "fix");
                xml.writeAttribute("id", rule.fix().ref());
            }
        }
        writeCheck(xml, rule, benchmarkId);
        xml.writeEndElement();
        if (grouped) {
            xml.writeEndElement();
        }
    }

    private static void writeCheck(XMLStreamWriter xml, Rule rule, String benchmarkId) throws XMLStreamException {
        if (rule.check().content() == null && rule.check().contentRef() == null) {
            return;
        }
        xml.writeStartElement(XCCDF, "check");
        xml.writeAttribute("system", rule.check().system() == null ? "C-" + rule.ruleId() + "_chk" : rule.check().system());
        if (rule.check().contentRef() != null) {
            xml.writeEmptyElement(XCCDF, "check-content-ref");
            xml.writeAttribute("href", rule.check().contentRef().href() == null ? benchmarkId + ".xml" : rule.check().contentRef().href());
            if (rule.check().contentRef().name() != null) {
                xml.writeAttribute("name", rule.check().contentRef().name());
            }
        }
        element(xml, "check-content", rule.check().content());
        xml.writeEndElement();
    }

    /** In the source's order; an ident whose source named no system is left out, as XCCDF requires one. */
    private static void idents(XMLStreamWriter xml, List<Ident> idents) throws XMLStreamException {
        for (Ident ident : idents) {
            if (ident.system() != null) {
                xml.writeStartElement(XCCDF, "ident");
                xml.writeAttribute("system", ident.system());
                xml.writeCharacters(ident.value());
                xml.writeEndElement();
            }
        }
    }

    private static void localized(XMLStreamWriter xml, String name, LocalizedText text) throws XMLStreamException {
        if (text != null) {
            xml.writeStartElement(XCCDF, name);
            lang(xml, text.lang());
            xml.writeCharacters(text.text());
            xml.writeEndElement();
        }
    }

    private static void lang(XMLStreamWriter xml, String lang) throws XMLStreamException {
        if (lang != null) {
            xml.writeAttribute("xml", XMLConstants.XML_NS_URI, "lang", lang);
        }
    }

    private static void element(XMLStreamWriter xml, String name, String text) throws XMLStreamException {
        if (text != null) {
            xml.writeStartElement(XCCDF, name);
            xml.writeCharacters(text);
            xml.writeEndElement();
        }
    }

    private static void dublinCore(XMLStreamWriter xml, String name, String text) throws XMLStreamException {
        if (text != null) {
            xml.writeStartElement(DUBLIN_CORE, name);
            xml.writeCharacters(text);
            xml.writeEndElement();
        }
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }
}
