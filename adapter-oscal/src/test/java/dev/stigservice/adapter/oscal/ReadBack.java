package dev.stigservice.adapter.oscal;

import gov.nist.secauto.metaschema.core.datatype.markup.MarkupMultiline;
import org.jsoup.Jsoup;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A rendered OSCAL document read back, JSON with Jackson's tree and XML with the JDK's DOM, into one shape, so that the
 * same assertions hold both syntaxes to the same reading. Markup is read back as its text: the JSON's Markdown as
 * liboscal-java renders it, the XML's paragraphs joined; whitespace collapsed.
 */
final class ReadBack {

    record Prop(String name, String ns, String value) {
    }

    record Link(String href, String rel, String text) {
    }

    record Control(String id, String title, List<Prop> props, List<Link> links, Map<String, String> parts) {
        List<String> values(String name) {
            return props.stream().filter(p -> p.name().equals(name) && OscalNames.NS.equals(p.ns())).map(Prop::value).toList();
        }

        String value(String name) {
            List<String> values = values(name);
            return values.isEmpty() ? null : values.getFirst();
        }
    }

    record Catalog(String uuid, String title, String version, String lastModified, List<Control> controls,
                   Map<String, String> resourceTitles) {
    }

    /** @param cciNotInList the values of the metadata's {@code cci-not-in-list} props, in the document's order */
    record Profile(String uuid, String importHref, List<String> withIds, Map<String, String> resourceLinks, List<String> cciNotInList) {
    }

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private ReadBack() {
    }

    static Catalog catalog(byte[] bytes, boolean json) throws Exception {
        return json ? jsonCatalog(JSON.readTree(bytes).get("catalog")) : xmlCatalog(xml(bytes));
    }

    static Profile profile(byte[] bytes, boolean json) throws Exception {
        if (json) {
            JsonNode profile = JSON.readTree(bytes).get("profile");
            JsonNode imported = profile.get("imports").get(0);
            List<String> ids = new ArrayList<>();
            imported.get("include-controls").get(0).path("with-ids").forEach(id -> ids.add(id.asString()));
            Map<String, String> links = new LinkedHashMap<>();
            profile.get("back-matter").get("resources").forEach(r -> links.put(r.get("uuid").asString(), r.get("rlinks").get(0).get("href").asString()));
            List<String> notInList = new ArrayList<>();
            profile.get("metadata").path("props").forEach(p -> {
                if (p.get("name").asString().equals("cci-not-in-list") && OscalNames.NS.equals(p.path("ns").asString(null))) {
                    notInList.add(p.get("value").asString());
                }
            });
            return new Profile(profile.get("uuid").asString(), imported.get("href").asString(), ids, links, notInList);
        }
        Element profile = xml(bytes);
        Element imported = children(profile, "import").getFirst();
        List<String> ids = children(children(imported, "include-controls").getFirst(), "with-id").stream().map(Element::getTextContent).toList();
        Map<String, String> links = new LinkedHashMap<>();
        for (Element resource : children(children(profile, "back-matter").getFirst(), "resource")) {
            links.put(resource.getAttribute("uuid"), children(resource, "rlink").getFirst().getAttribute("href"));
        }
        List<String> notInList = children(children(profile, "metadata").getFirst(), "prop").stream()
                .filter(p -> p.getAttribute("name").equals("cci-not-in-list") && OscalNames.NS.equals(p.getAttribute("ns")))
                .map(p -> p.getAttribute("value")).toList();
        return new Profile(profile.getAttribute("uuid"), imported.getAttribute("href"), ids, links, notInList);
    }

    private static Catalog jsonCatalog(JsonNode catalog) {
        List<Control> controls = new ArrayList<>();
        for (JsonNode control : catalog.path("controls")) {
            List<Prop> props = new ArrayList<>();
            control.path("props").forEach(p -> props.add(new Prop(p.get("name").asString(), p.has("ns") ? p.get("ns").asString() : null,
                    p.get("value").asString())));
            List<Link> links = new ArrayList<>();
            control.path("links").forEach(l -> links.add(new Link(l.get("href").asString(), l.get("rel").asString(), markdown(l.get("text").asString()))));
            Map<String, String> parts = new LinkedHashMap<>();
            control.path("parts").forEach(p -> parts.put(p.get("name").asString(), markdown(p.get("prose").asString())));
            controls.add(new Control(control.get("id").asString(), markdown(control.get("title").asString()), props, links, parts));
        }
        Map<String, String> resources = new LinkedHashMap<>();
        catalog.path("back-matter").path("resources").forEach(r -> resources.put(r.get("uuid").asString(), r.get("title").asString()));
        JsonNode metadata = catalog.get("metadata");
        return new Catalog(catalog.get("uuid").asString(), markdown(metadata.get("title").asString()), metadata.get("version").asString(),
                metadata.get("last-modified").asString(), controls, resources);
    }

    private static Catalog xmlCatalog(Element catalog) {
        List<Control> controls = new ArrayList<>();
        for (Element control : children(catalog, "control")) {
            List<Prop> props = new ArrayList<>();
            for (Element p : children(control, "prop")) {
                props.add(new Prop(p.getAttribute("name"), p.hasAttribute("ns") ? p.getAttribute("ns") : null, p.getAttribute("value")));
            }
            List<Link> links = new ArrayList<>();
            for (Element l : children(control, "link")) {
                links.add(new Link(l.getAttribute("href"), l.getAttribute("rel"), collapse(children(l, "text").getFirst().getTextContent())));
            }
            Map<String, String> parts = new LinkedHashMap<>();
            for (Element p : children(control, "part")) {
                parts.put(p.getAttribute("name"), collapse(String.join(" ", children(p, null).stream().map(Element::getTextContent).toList())));
            }
            controls.add(new Control(control.getAttribute("id"), collapse(children(control, "title").getFirst().getTextContent()), props, links, parts));
        }
        Map<String, String> resources = new LinkedHashMap<>();
        for (Element backMatter : children(catalog, "back-matter")) {
            for (Element resource : children(backMatter, "resource")) {
                resources.put(resource.getAttribute("uuid"), children(resource, "title").getFirst().getTextContent());
            }
        }
        Element metadata = children(catalog, "metadata").getFirst();
        return new Catalog(catalog.getAttribute("uuid"), collapse(children(metadata, "title").getFirst().getTextContent()),
                children(metadata, "version").getFirst().getTextContent(), children(metadata, "last-modified").getFirst().getTextContent(),
                controls, resources);
    }

    /**
     * Markdown's text as NIST's library reads it: liboscal-java's markup parses it and writes it as HTML, whose text
     * (jsoup) is compared. Its {@code toText()} is not used: it drops quotes it reads as typographic and fenced blocks.
     */
    static String markdown(String markdown) {
        return collapse(Jsoup.parse(MarkupMultiline.fromMarkdown(markdown).toHtml()).text());
    }

    /** Whitespace collapsed, a no-break space counted as one (jsoup's text reads it as a space). */
    static String collapse(String text) {
        return text == null ? null : text.replace('\u00a0', ' ').strip().replaceAll("\\s+", " ");
    }

    private static Element xml(byte[] bytes) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Document document = factory.newDocumentBuilder().parse(new ByteArrayInputStream(bytes));
        Element root = document.getDocumentElement();
        if (!OscalNames.XML_NAMESPACE.equals(root.getNamespaceURI())) {
            throw new AssertionError("root not in OSCAL's namespace: " + root.getNamespaceURI());
        }
        return root;
    }

    /** The child elements with that local name in OSCAL's namespace; every child element when {@code localName} is null. */
    private static List<Element> children(Element parent, String localName) {
        List<Element> children = new ArrayList<>();
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && (localName == null || localName.equals(element.getLocalName()))) {
                children.add(element);
            }
        }
        return children;
    }
}
