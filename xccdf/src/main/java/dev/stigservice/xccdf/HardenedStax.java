package dev.stigservice.xccdf;

import com.ctc.wstx.api.WstxInputProperties;
import com.ctc.wstx.exc.WstxLazyException;
import com.ctc.wstx.stax.WstxInputFactory;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import java.io.ByteArrayInputStream;

/**
 * The StAX factory every reader of DISA's XML uses: document type declarations are refused outright, so external
 * entities and entity expansion (XXE, billion laughs) never happen, and element nesting is bounded.
 */
final class HardenedStax {

    private static final int MAX_DEPTH = 64;

    private HardenedStax() {
    }

    /** Files of a catalog are read on several threads; a StAX factory promises no thread safety, so each read has its own. */
    static XMLInputFactory factory() {
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
    interface Pass<T> {
        T read(XMLStreamReader xml) throws XMLStreamException, XccdfException;
    }

    /**
     * Runs one pass over a document and closes the reader; parse errors become {@link XccdfException}s saying
     * {@code <prefix>not well-formed XML (...)}, a model's refusal {@code not a valid <what> (...)}.
     */
    static <T> T read(byte[] content, String prefix, String what, Pass<T> pass) throws XccdfException {
        XMLStreamReader xml = null;
        try {
            xml = factory().createXMLStreamReader(new ByteArrayInputStream(content));
            return pass.read(xml);
        } catch (XMLStreamException e) {
            throw new XccdfException(prefix + "not well-formed XML (" + firstLine(e.getMessage()) + ")", e);
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
    static void toEnd(XMLStreamReader xml) throws XMLStreamException {
        while (xml.hasNext()) {
            xml.next();
        }
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
