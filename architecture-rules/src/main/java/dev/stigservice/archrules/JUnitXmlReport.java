package dev.stigservice.archrules;

import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** The results in the JUnit XML format CI systems show: one test case per rule, one failure line per violation. */
final class JUnitXmlReport {

    private JUnitXmlReport() {
    }

    static void write(Path file, Map<HexagonRule, List<String>> violations) throws IOException {
        if (file.toAbsolutePath().getParent() != null) {
            Files.createDirectories(file.toAbsolutePath().getParent());
        }
        long failures = violations.values().stream().filter(lines -> !lines.isEmpty()).count();
        try (OutputStream out = Files.newOutputStream(file)) {
            XMLStreamWriter xml = XMLOutputFactory.newDefaultFactory().createXMLStreamWriter(out, "UTF-8");
            xml.writeStartDocument("UTF-8", "1.0");
            xml.writeStartElement("testsuite");
            xml.writeAttribute("name", "architecture-rules");
            xml.writeAttribute("tests", String.valueOf(violations.size()));
            xml.writeAttribute("failures", String.valueOf(failures));
            xml.writeAttribute("errors", "0");
            xml.writeAttribute("skipped", "0");
            for (Map.Entry<HexagonRule, List<String>> entry : violations.entrySet()) {
                xml.writeStartElement("testcase");
                xml.writeAttribute("classname", "architecture-rules");
                xml.writeAttribute("name", entry.getKey().id());
                if (!entry.getValue().isEmpty()) {
                    xml.writeStartElement("failure");
                    xml.writeAttribute("message", entry.getValue().size() + " violation(s) of: " + entry.getKey().rule().getDescription());
                    xml.writeCharacters(String.join("\n", entry.getValue()));
                    xml.writeEndElement();
                }
                xml.writeEndElement();
            }
            xml.writeEndElement();
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IOException(e);
        }
    }
}
