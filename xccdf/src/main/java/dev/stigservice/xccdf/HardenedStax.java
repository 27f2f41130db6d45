package dev.stigservice.xccdf;

import com.ctc.wstx.api.WstxInputProperties;
import com.ctc.wstx.exc.WstxLazyException;
import com.ctc.wstx.stax.WstxInputFactory;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import java.io.ByteArrayInputStream;
import java.io.InputStream;

/**
 * How every reader of DISA's XML reads: one pass with a StAX factory that refuses document type declarations outright,
 * so external entities and entity expansion (XXE, billion laughs) never happen, and bounds element nesting; and the
 * cursor moves the readers share. Public for the other readers of DISA's XML (STIG Viewer's checklists).
 */
public final class HardenedStax {

    private static final int MAX_DEPTH = 64;

    private HardenedStax() {
    }

    /** Files of a catalog are read on several threads; a StAX factory promises no thread safety, so each read has its own. */
    public static XMLInputFactory factory() {
        // Woodstox, named here whatever else is on the classpath: the hardening below is specific to it. (The JDK's
        // parser writes "[Fatal Error] ..." to standard error for every malformed byte, past any logging.)
        XMLInputFactory factory = new WstxInputFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLInputFactory.IS_COALESCING, true);
        factory.setProperty(WstxInputProperties.P_MAX_ELEMENT_DEPTH, MAX_DEPTH);
        return factory;
    }

    /** What one pass over a document makes of it, from before its first event. */
    public interface Pass<T> {
        T read(XMLStreamReader xml) throws XMLStreamException, XccdfException;
    }

    /**
     * Runs one pass over a document and closes the reader; parse errors become {@link XccdfException}s saying
     * {@code <prefix>not well-formed XML (...)}, a model's refusal {@code not a valid <what> (...)}.
     */
    public static <T> T read(byte[] content, String prefix, String what, Pass<T> pass) throws XccdfException {
        return read(new ByteArrayInputStream(content), prefix, what, pass);
    }

    /**
     * As {@link #read(byte[], String, String, Pass)}, from a stream read as the pass goes (a document of tens of megabytes
     * never sits whole in memory); the stream is left open for its owner to close.
     */
    public static <T> T read(InputStream content, String prefix, String what, Pass<T> pass) throws XccdfException {
        XMLStreamReader xml = null;
        try {
            xml = factory().createXMLStreamReader(content);
            return pass.read(xml);
        } catch (XMLStreamException e) {
            throw new XccdfException(prefix + "not well-formed XML (" + firstLine(e.getMessage()) + at(e.getLocation()) + ")", e);
        } catch (WstxLazyException e) {
            // Woodstox reports some errors only when the text is asked for, unchecked; the cause is the parse error.
            throw new XccdfException(prefix + "not well-formed XML (" + firstLine(e.getCause().getMessage()) + ")", e);
        } catch (IllegalArgumentException e) {
            throw new XccdfException("not a valid " + what + " (" + e.getMessage() + ")", e);
        } finally {
            close(xml);
        }
    }

    /** Reads to the end: trailing garbage is refused, as a complete parse would. */
    public static void toEnd(XMLStreamReader xml) throws XMLStreamException {
        while (xml.hasNext()) {
            xml.next();
        }
    }

    /** Moves to the next child element of the current one: true there, false at the current element's end tag. */
    public static boolean nextChild(XMLStreamReader xml) throws XMLStreamException {
        while (xml.hasNext()) {
            int event = xml.next();
            if (event == XMLStreamConstants.START_ELEMENT) {
                return true;
            }
            if (event == XMLStreamConstants.END_ELEMENT) {
                return false;
            }
        }
        throw new XMLStreamException("unexpected end of document");
    }

    /**
     * Moves to the root element. A document type declaration is refused here, in these words, rather than left to a
     * later cursor move whose parser message names StAX events: none of the documents read needs one.
     */
    public static void toRoot(XMLStreamReader xml) throws XMLStreamException {
        while (xml.hasNext()) {
            int event = xml.next();
            if (event == XMLStreamConstants.START_ELEMENT) {
                return;
            }
            if (event == XMLStreamConstants.DTD) {
                throw new XMLStreamException("a document type declaration (<!DOCTYPE ...>), which is not accepted" + at(xml.getLocation()));
            }
            if (event == XMLStreamConstants.CHARACTERS && !xml.isWhiteSpace()) {
                throw new XMLStreamException("text before the root element" + at(xml.getLocation()));
            }
        }
        throw new XMLStreamException("no root element");
    }

    /** Moves past the end tag of the current element, whatever it holds. */
    public static void skip(XMLStreamReader xml) throws XMLStreamException {
        int depth = 1;
        while (depth > 0) {
            int event = xml.next();
            if (event == XMLStreamConstants.START_ELEMENT) {
                depth++;
            } else if (event == XMLStreamConstants.END_ELEMENT) {
                depth--;
            }
        }
    }

    /** Where a parse error is, for the reader of the message to find it: {@code , line 3, column 17}. */
    private static String at(Location location) {
        return location == null || location.getLineNumber() < 1 ? ""
                : ", line " + location.getLineNumber() + ", column " + location.getColumnNumber();
    }

    /** The reason of a parse error, in one line of at most 200 characters. */
    private static String firstLine(String message) {
        if (message == null) {
            return "no detail";
        }
        // Woodstox puts the reason on the first line and "at [row,col ...]" on the next.
        String line = message.lines().filter(l -> !l.isBlank()).findFirst().orElse(message).strip();
        return line.length() > 200 ? line.substring(0, 200) + "..." : line;
    }

    private static void close(XMLStreamReader xml) {
        if (xml != null) {
            try {
                xml.close();
            } catch (XMLStreamException ignored) {
                // nothing left to release
            }
        }
    }
}
