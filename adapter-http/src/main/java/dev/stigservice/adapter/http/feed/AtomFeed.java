package dev.stigservice.adapter.http.feed;

import dev.stigservice.adapter.http.ApiPaths;
import dev.stigservice.application.releases.Release;
import dev.stigservice.application.releases.ReleasePage;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.ChangeCounts;

import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.UUID;

/**
 * {@code GET /api/v1/releases.atom}: a page of releases as an Atom 1.0 feed (RFC 4287), paged as RFC 5005 pages a
 * feed ({@code rel="next"}). Everything in it follows from the stored revisions alone, so every instance on one store
 * writes the same bytes: ids are name-based UUIDs of the benchmark id and the content's hash, and {@code updated} is
 * the date DISA gave the revision ({@link Release#date()}), not the time it was read. Links are
 * relative to the feed's own address (RFC 4287 section 2), since the service does not know the name clients reach it by.
 * An entry links to its change report (protected: a reader without a token gets 401 there) and to the benchmark's
 * public revisions; the first stored revision only to the revisions.
 */
final class AtomFeed {

    static final String MEDIA_TYPE = "application/atom+xml";
    private static final String ATOM = "http://www.w3.org/2005/Atom";
    private static final String FEED_ID = "urn:uuid:" + UUID.nameUUIDFromBytes("stig-service releases".getBytes(StandardCharsets.UTF_8));
    private static final XMLOutputFactory XML = XMLOutputFactory.newFactory();

    private AtomFeed() {
    }

    static byte[] write(ReleasePage page) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            XMLStreamWriter xml = XML.createXMLStreamWriter(out, "UTF-8");
            xml.writeStartDocument("UTF-8", "1.0");
            xml.writeStartElement("feed");
            xml.writeDefaultNamespace(ATOM);
            text(xml, "id", FEED_ID);
            text(xml, "title", "DISA STIG and SRG releases");
            text(xml, "subtitle", "Every stored revision, newest first, with what changed against the one before it");
            text(xml, "updated", updated(page).toString());
            link(xml, "self", MEDIA_TYPE, ReleaseLinks.self(ApiPaths.RELEASES_ATOM, page));
            link(xml, "alternate", "application/json", ReleaseLinks.self(ApiPaths.RELEASES, page));
            if (page.next() != null) {
                link(xml, "next", MEDIA_TYPE, ReleaseLinks.nextPage(ApiPaths.RELEASES_ATOM, page));
            }
            xml.writeStartElement("author");
            text(xml, "name", "stig-service");
            xml.writeEndElement();
            text(xml, "generator", "stig-service");
            for (Release release : page.releases()) {
                entry(xml, release);
            }
            xml.writeEndElement();
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("could not write the release feed", e);
        }
        return out.toByteArray();
    }

    /** When the page last changed as far as its content tells: its newest entry's date; the epoch when none has one. */
    static Instant updated(ReleasePage page) {
        return page.newestDate().map(AtomFeed::startOfDay).orElse(Instant.EPOCH);
    }

    private static void entry(XMLStreamWriter xml, Release release) throws XMLStreamException {
        BenchmarkSummary revision = release.revision();
        xml.writeStartElement("entry");
        text(xml, "id", entryId(revision));
        text(xml, "title", release.scap() ? scapTitle(revision) : title(revision));
        text(xml, "updated", updated(release).toString());
        String changes = ReleaseLinks.changes(release);
        if (changes != null) {
            link(xml, "alternate", "application/json", changes);
            link(xml, "related", "application/json", ReleaseLinks.revisions(release));
        } else {
            link(xml, "alternate", "application/json", ReleaseLinks.revisions(release));
        }
        xml.writeStartElement("category");
        xml.writeAttribute("term", release.scap() ? "SCAP" : revision.type().name());
        xml.writeEndElement();
        text(xml, "summary", summary(release));
        xml.writeEndElement();
    }

    /** The same for the same revision everywhere and always: the benchmark id and the hash of its content. */
    static String entryId(BenchmarkSummary revision) {
        String name = "stig-service release " + revision.benchmarkId() + " " + revision.key().sha256();
        return "urn:uuid:" + UUID.nameUUIDFromBytes(name.getBytes(StandardCharsets.UTF_8));
    }

    /** "Red Hat Enterprise Linux 9 STIG V2R8": DISA's long title, shortened as DISA's own download page names it. */
    static String title(BenchmarkSummary revision) {
        String title = revision.title()
                .replace("Security Technical Implementation Guide", "STIG")
                .replace("Security Requirements Guide", "SRG");
        String label = revision.revision().label();
        return label == null ? title : title + " " + label;
    }

    /** "Red Hat Enterprise Linux 8 STIG SCAP Benchmark 002.008": a SCAP benchmark's title and version. */
    static String scapTitle(BenchmarkSummary revision) {
        String version = revision.revision().version();
        return version == null ? revision.title() : revision.title() + " " + version;
    }

    static String summary(Release release) {
        ChangeCounts counts = release.changes();
        if (release.scap()) {
            return counts == null ? "SCAP benchmark, the first stored revision: " + release.revision().ruleCount() + " rules."
                    : "SCAP benchmark, rules against " + release.follows().revision().version() + ": added " + counts.added()
                    + ", removed " + counts.removed() + ".";
        }
        if (counts == null) {
            return "The first stored revision: " + release.revision().ruleCount() + " rules.";
        }
        String against = release.follows().revision().label();
        return "Rules against " + (against == null ? "the revision before" : against) + ": added " + counts.added()
                + ", removed " + counts.removed() + ", changed " + counts.changed() + ", new ids only " + counts.idsChanged() + ".";
    }

    private static Instant updated(Release release) {
        return release.date() == null ? Instant.EPOCH : startOfDay(release.date());
    }

    private static Instant startOfDay(LocalDate date) {
        return date.atStartOfDay(ZoneOffset.UTC).toInstant();
    }

    private static void text(XMLStreamWriter xml, String element, String value) throws XMLStreamException {
        xml.writeStartElement(element);
        xml.writeCharacters(value);
        xml.writeEndElement();
    }

    private static void link(XMLStreamWriter xml, String rel, String type, String href) throws XMLStreamException {
        xml.writeStartElement("link");
        xml.writeAttribute("rel", rel);
        xml.writeAttribute("type", type);
        xml.writeAttribute("href", href);
        xml.writeEndElement();
    }
}
