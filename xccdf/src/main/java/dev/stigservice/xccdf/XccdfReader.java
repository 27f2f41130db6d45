package dev.stigservice.xccdf;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkReference;
import dev.stigservice.domain.model.BenchmarkStatus;
import dev.stigservice.domain.model.Check;
import dev.stigservice.domain.model.DublinCore;
import dev.stigservice.domain.model.Fix;
import dev.stigservice.domain.model.Ident;
import dev.stigservice.domain.model.LocalizedText;
import dev.stigservice.domain.model.Notice;
import dev.stigservice.domain.model.PlainText;
import dev.stigservice.domain.model.Profile;
import dev.stigservice.domain.model.Publication;
import dev.stigservice.domain.model.Reference;
import dev.stigservice.domain.model.Revision;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.Severity;
import dev.stigservice.domain.model.SourceFile;

import javax.xml.XMLConstants;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a manual DISA XCCDF 1.1 benchmark with StAX, one pass, no DOM. Document type declarations are
 * refused outright, so external entities and entity expansion (XXE, billion laughs) never happen, and
 * element nesting is bounded.
 */
public final class XccdfReader {

    private static final String SCAP_DATA_STREAM = ScapDataStreamReader.ROOT;

    /**
     * @param fileName the name recorded as the benchmark's source
     * @param content  the whole file; its SHA-256 identifies the benchmark's content
     */
    public Benchmark read(String fileName, byte[] content) throws XccdfException {
        return HardenedStax.read(content, "", "benchmark", xml -> {
            toRootElement(xml);
            Benchmark benchmark = new Parse(xml, SourceFile.of(fileName, content)).benchmark();
            HardenedStax.toEnd(xml);
            return benchmark;
        });
    }

    private static void toRootElement(XMLStreamReader xml) throws XMLStreamException, XccdfException {
        while (xml.hasNext()) {
            int event = xml.next();
            if (event == XMLStreamConstants.DTD) {
                throw new XccdfException("document type declarations are not accepted");
            }
            if (event == XMLStreamConstants.START_ELEMENT) {
                if (SCAP_DATA_STREAM.equals(xml.getLocalName())) {
                    throw new XccdfException("SCAP data-stream, not a manual XCCDF benchmark");
                }
                if (!"Benchmark".equals(xml.getLocalName())) {
                    throw new XccdfException("root element <" + xml.getLocalName() + "> is not an XCCDF Benchmark");
                }
                if (!Xccdf.NAMESPACE.equals(xml.getNamespaceURI())) {
                    throw new XccdfException("Benchmark namespace " + xml.getNamespaceURI() + " is not XCCDF 1.1");
                }
                return;
            }
        }
        throw new XccdfException("no root element");
    }

    /** One parse of one document; the reader's cursor moves strictly forward. */
    private static final class Parse {

        private final XMLStreamReader xml;
        private final SourceFile source;

        Parse(XMLStreamReader xml, SourceFile source) {
            this.xml = xml;
            this.source = source;
        }

        Benchmark benchmark() throws XMLStreamException, XccdfException {
            String id = attribute("id");
            if (id == null || id.isBlank()) {
                throw new XccdfException("Benchmark has no id");
            }
            String title = null;
            String description = null;
            BenchmarkStatus status = BenchmarkStatus.NONE;
            BenchmarkReference reference = null;
            String releaseInfo = null;
            String version = null;
            String schemaLocation = xml.getAttributeValue(Xccdf.XML_SCHEMA_INSTANCE, "schemaLocation");
            List<Notice> notices = new ArrayList<>();
            LocalizedText frontMatter = null;
            LocalizedText rearMatter = null;
            List<PlainText> plainTexts = new ArrayList<>();
            List<Profile> profiles = new ArrayList<>();
            List<Rule> rules = new ArrayList<>();
            while (nextChild()) {
                switch (xml.getLocalName()) {
                    case "status" -> {
                        LocalDate date = date(attribute("date"));
                        status = new BenchmarkStatus(text(), date);
                    }
                    case "title" -> title = text();
                    case "description" -> description = text();
                    case "notice" -> notices.add(new Notice(attribute("id"), lang(), text()));
                    case "front-matter" -> frontMatter = new LocalizedText(lang(), text());
                    case "rear-matter" -> rearMatter = new LocalizedText(lang(), text());
                    case "reference" -> reference = reference();
                    case "plain-text" -> {
                        String plainTextId = attribute("id");
                        if ("release-info".equals(plainTextId)) {
                            releaseInfo = text();
                        } else if (plainTextId != null && !plainTextId.isBlank()) {
                            plainTexts.add(new PlainText(plainTextId, text()));
                        } else {
                            skip();
                        }
                    }
                    case "version" -> version = text();
                    case "Profile" -> profiles.add(profile());
                    case "Group" -> group(rules);
                    case "Rule" -> rules.add(rule(null, null));
                    default -> skip();
                }
            }
            if (title == null || title.isBlank()) {
                throw new XccdfException("Benchmark has no title");
            }
            ReleaseInfo release = ReleaseInfo.parse(releaseInfo);
            Revision revision = new Revision(strip(version), release.release(), release.benchmarkDate());
            return new Benchmark(id, title, description, status, reference, revision, strip(releaseInfo),
                    new Publication(schemaLocation, notices, frontMatter, rearMatter, plainTexts), source, profiles, rules);
        }

        private BenchmarkReference reference() throws XMLStreamException {
            String href = attribute("href");
            String publisher = null;
            String sourceName = null;
            while (nextChild()) {
                boolean dublinCore = Xccdf.DUBLIN_CORE.equals(xml.getNamespaceURI());
                if (dublinCore && "publisher".equals(xml.getLocalName())) {
                    publisher = text();
                } else if (dublinCore && "source".equals(xml.getLocalName())) {
                    sourceName = text();
                } else {
                    skip();
                }
            }
            return new BenchmarkReference(href, publisher, sourceName);
        }

        /** A rule's reference: every Dublin Core field, in order. */
        private Reference ruleReference() throws XMLStreamException {
            String href = attribute("href");
            List<DublinCore> fields = new ArrayList<>();
            while (nextChild()) {
                if (Xccdf.DUBLIN_CORE.equals(xml.getNamespaceURI())) {
                    fields.add(new DublinCore(xml.getLocalName(), text()));
                } else {
                    skip();
                }
            }
            return new Reference(href, fields);
        }

        private String lang() {
            return xml.getAttributeValue(XMLConstants.XML_NS_URI, "lang");
        }

        private Profile profile() throws XMLStreamException {
            String id = attribute("id");
            String title = null;
            String description = null;
            List<String> selected = new ArrayList<>();
            while (nextChild()) {
                switch (xml.getLocalName()) {
                    case "title" -> title = text();
                    case "description" -> description = text();
                    case "select" -> {
                        String selectedValue = attribute("selected");
                        String idref = attribute("idref");
                        if (idref != null && ("true".equals(selectedValue) || "1".equals(selectedValue))) {
                            selected.add(idref);
                        }
                        skip();
                    }
                    default -> skip();
                }
            }
            return new Profile(id, title, description, selected);
        }

        /** DISA writes one Group per rule; XCCDF also allows nested groups, which are flattened in file order. */
        private void group(List<Rule> rules) throws XMLStreamException {
            String groupId = attribute("id");
            String groupTitle = null;
            while (nextChild()) {
                switch (xml.getLocalName()) {
                    case "title" -> groupTitle = text(); // as written: trailing spaces included, so that tools render it alike
                    case "Rule" -> rules.add(rule(groupId, groupTitle));
                    case "Group" -> group(rules);
                    default -> skip();
                }
            }
        }

        private Rule rule(String groupId, String groupTitle) throws XMLStreamException {
            String ruleId = attribute("id");
            Severity severity = Severity.fromCode(attribute("severity")).orElse(null);
            String weight = attribute("weight");
            String stigId = null;
            String title = null;
            String description = null;
            List<Reference> references = new ArrayList<>();
            List<Ident> idents = new ArrayList<>();
            String fixRef = null;
            String fixId = null;
            String fixText = null;
            Check check = Check.NONE;
            while (nextChild()) {
                switch (xml.getLocalName()) {
                    case "version" -> stigId = strip(text());
                    case "title" -> title = text();
                    case "description" -> description = text();
                    case "reference" -> references.add(ruleReference());
                    case "ident" -> {
                        String system = attribute("system");
                        String ident = strip(text());
                        if (ident != null) {
                            idents.add(new Ident(system, ident));
                        }
                    }
                    case "fixtext" -> {
                        fixRef = attribute("fixref");
                        fixText = text();
                    }
                    case "fix" -> {
                        fixId = attribute("id");
                        skip();
                    }
                    case "check" -> check = check();
                    default -> skip();
                }
            }
            return new Rule(groupId, groupTitle, ruleId, stigId, severity, weight, title,
                    DescriptionTags.parse(description), references, idents, check,
                    new Fix(fixRef != null ? fixRef : fixId, fixText));
        }

        private Check check() throws XMLStreamException {
            String system = attribute("system");
            Check.CheckContentRef ref = null;
            String content = null;
            while (nextChild()) {
                switch (xml.getLocalName()) {
                    case "check-content-ref" -> {
                        ref = new Check.CheckContentRef(attribute("href"), attribute("name"));
                        skip();
                    }
                    case "check-content" -> content = text();
                    default -> skip();
                }
            }
            return new Check(system, ref, content);
        }

        private boolean nextChild() throws XMLStreamException {
            return HardenedStax.nextChild(xml);
        }

        /** All character data inside the current element (nested markup dropped), leaving the cursor on its end tag. */
        private String text() throws XMLStreamException {
            StringBuilder text = new StringBuilder();
            int depth = 1;
            while (depth > 0) {
                int event = xml.next();
                switch (event) {
                    case XMLStreamConstants.START_ELEMENT -> depth++;
                    case XMLStreamConstants.END_ELEMENT -> depth--;
                    case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE ->
                            text.append(xml.getText());
                    default -> {
                        // comments and processing instructions carry no content
                    }
                }
            }
            return text.toString();
        }

        private void skip() throws XMLStreamException {
            HardenedStax.skip(xml);
        }

        private String attribute(String name) {
            return xml.getAttributeValue(null, name);
        }
    }

    /** An XCCDF {@code status/@date} or {@code dc:date}: ISO, or null when absent or not a date (DISA leaves some empty). */
    static LocalDate date(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return LocalDate.parse(text.strip());
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    private static String strip(String text) {
        return text == null ? null : text.strip();
    }
}
