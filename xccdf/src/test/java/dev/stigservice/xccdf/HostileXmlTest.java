package dev.stigservice.xccdf;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Files that try to hurt the reader are refused with a reason, without reading anything they point to. */
class HostileXmlTest {

    private final XccdfReader reader = new XccdfReader();
    private static final String NS = "http://checklists.nist.gov/xccdf/1.1";

    private void refused(String xml, String reason) {
        assertThatThrownBy(() -> reader.read("hostile.xml", xml.getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(XccdfException.class)
                .hasMessageContaining(reason);
    }

    @Test
    void externalEntityAgainstALocalFileIsRefused(@TempDir Path dir) throws Exception {
        Path secret = Files.writeString(dir.resolve("secret.txt"), "TOP-SECRET");
        String xml = "<?xml version=\"1.0\"?><!DOCTYPE b [<!ENTITY x SYSTEM \"" + secret.toUri() + "\">]>"
                + "<Benchmark xmlns=\"" + NS + "\" id=\"X\"><title>&x;</title></Benchmark>";
        refused(xml, "document type declarations are not accepted");
    }

    @Test
    void billionLaughsIsRefused() {
        StringBuilder dtd = new StringBuilder("<!DOCTYPE lolz [<!ENTITY lol0 \"lol\">");
        for (int i = 1; i < 10; i++) {
            dtd.append("<!ENTITY lol").append(i).append(" \"").append(("&lol" + (i - 1) + ";").repeat(10)).append("\">");
        }
        dtd.append("]>");
        refused("<?xml version=\"1.0\"?>" + dtd + "<Benchmark xmlns=\"" + NS + "\" id=\"X\"><title>&lol9;</title></Benchmark>",
                "document type declarations are not accepted");
    }

    @Test
    void truncatedXmlIsRefused() {
        refused("<?xml version=\"1.0\"?><Benchmark xmlns=\"" + NS + "\" id=\"X\"><title>Half", "not well-formed XML");
        refused("<?xml version=\"1.0\"?><Benchmark xmlns=\"" + NS + "\" id=\"X\"><title>Half", "Unexpected EOF"); // the reason, not only where
    }

    @Test
    void nonXmlIsRefused() {
        refused("%PDF-1.7 this is not XML", "not well-formed XML");
    }

    @Test
    void absurdNestingIsRefused() {
        String deep = "<a>".repeat(10_000) + "</a>".repeat(10_000);
        refused("<Benchmark xmlns=\"" + NS + "\" id=\"X\"><title>T</title>" + deep + "</Benchmark>", "not well-formed XML");
    }

    @Test
    void otherXmlIsNotABenchmark() {
        refused("<html><body/></html>", "root element <html> is not an XCCDF Benchmark");
        refused("<Benchmark xmlns=\"http://checklists.nist.gov/xccdf/1.2\" id=\"X\"/>", "is not XCCDF 1.1");
    }
}
