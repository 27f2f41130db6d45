// Writes a synthetic DISA-shaped catalog for scale runs:
//   java bench/GenerateCatalog.java <folder> [benchmarks=1000] [rules=300]
// Each file is a manual XCCDF 1.1 benchmark with the layout and text sizes of a real STIG rule
// (discussion, check and fix of a few hundred characters, one or two CCIs).

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

public class GenerateCatalog {

    public static void main(String[] args) throws IOException {
        Path folder = Path.of(args[0]);
        int benchmarks = args.length > 1 ? Integer.parseInt(args[1]) : 1000;
        int rules = args.length > 2 ? Integer.parseInt(args[2]) : 300;
        Files.createDirectories(folder);
        String[] severities = {"high", "medium", "medium", "medium", "low"};
        String prose = "The operating system must be configured so that this control is enforced; without it an attacker "
                + "can use the &lt;path&gt; to gain access. ";
        for (int b = 0; b < benchmarks; b++) {
            String id = "Synthetic_Product_" + b + "_STIG";
            try (Writer out = Files.newBufferedWriter(folder.resolve("U_" + id + "_V1R1_Manual-xccdf.xml"), StandardCharsets.UTF_8)) {
                out.write("<?xml version=\"1.0\" encoding=\"utf-8\"?><Benchmark xmlns:dc=\"http://purl.org/dc/elements/1.1/\" id=\"" + id
                        + "\" xml:lang=\"en\" xmlns=\"http://checklists.nist.gov/xccdf/1.1\"><status date=\"2026-01-01\">accepted</status>"
                        + "<title>Synthetic Product " + b + " Security Technical Implementation Guide</title><description>Synthetic.</description>"
                        + "<plain-text id=\"release-info\">Release: 1 Benchmark Date: 01 Jan 2026</plain-text><version>1</version>"
                        + "<Profile id=\"MAC-1_Classified\"><title>I - Mission Critical Classified</title><select idref=\"V-1\" selected=\"true\"/></Profile>");
                for (int r = 1; r <= rules; r++) {
                    out.write("<Group id=\"V-" + r + "\"><title>SRG-OS-" + r + "</title><description>&lt;GroupDescription&gt;&lt;/GroupDescription&gt;</description>"
                            + "<Rule id=\"SV-" + r + "r1_rule\" weight=\"10.0\" severity=\"" + severities[r % severities.length] + "\">"
                            + "<version>SYN-" + b + "-" + r + "</version><title>Synthetic rule " + r + " must be enforced.</title>"
                            + "<description>&lt;VulnDiscussion&gt;" + prose.repeat(3) + "&lt;/VulnDiscussion&gt;&lt;FalsePositives&gt;&lt;/FalsePositives&gt;"
                            + "&lt;Documentable&gt;false&lt;/Documentable&gt;&lt;Responsibility&gt;System Administrator&lt;/Responsibility&gt;</description>"
                            + "<ident system=\"http://cyber.mil/cci\">CCI-000366</ident><ident system=\"http://cyber.mil/cci\">CCI-00" + (1000 + r) + "</ident>"
                            + "<fixtext fixref=\"F-" + r + "r1_fix\">" + prose.repeat(2) + "</fixtext><fix id=\"F-" + r + "r1_fix\"/>"
                            + "<check system=\"C-" + r + "r1_chk\"><check-content-ref href=\"Synthetic.xml\" name=\"M\"/><check-content>" + prose.repeat(2)
                            + "</check-content></check></Rule></Group>");
                }
                out.write("</Benchmark>\n");
            }
        }
        System.out.println("wrote " + benchmarks + " benchmarks of " + rules + " rules to " + folder);
    }
}
