package dev.stigservice.xccdf;

import com.ctc.wstx.api.WstxInputProperties;
import com.ctc.wstx.stax.WstxInputFactory;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

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

    /** The reason of a parse error, in one line of at most 200 characters. */
    static String firstLine(String message) {
        if (message == null) {
            return "no detail";
        }
        // Woodstox puts the reason on the first line and "at [row,col ...]" on the next.
        String line = message.lines().filter(l -> !l.isBlank()).findFirst().orElse(message).strip();
        return line.length() > 200 ? line.substring(0, 200) + "..." : line;
    }

    static void close(XMLStreamReader xml) {
        if (xml != null) {
            try {
                xml.close();
            } catch (XMLStreamException ignored) {
                // nothing left to release
            }
        }
    }
}
