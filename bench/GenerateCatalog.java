// Writes a synthetic DISA-shaped catalog for scale runs:
//   java bench/GenerateCatalog.java <folder> [benchmarks=1000] [rules=300] [library]
// Each file is a manual XCCDF 1.1 benchmark with the layout and text sizes of a real STIG rule
// (discussion, check and fix of a few hundred characters, one or two CCIs). With "library", the folder gets instead one
// zip shaped like DISA's quarterly library, U_SRG-STIG_Library_Synthetic.zip: one per-STIG zip per benchmark, each
// holding its XCCDF in a folder beside two PDFs, the XSL and the logo of the sizes DISA ships (the vSphere 7.0 bundle's:
// 438,269 and 285,607 bytes of PDF, 12,243 of XSL, 81,854 of JPEG), filled with random bytes, as compressed as a PDF's.

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

public class GenerateCatalog {

    private static final String[] SEVERITIES = {"high", "medium", "medium", "medium", "low"};
    private static final String PROSE = "The operating system must be configured so that this control is enforced; without it an attacker "
            + "can use the &lt;path&gt; to gain access. ";

    public static void main(String[] args) throws IOException {
        Path folder = Path.of(args[0]);
        int benchmarks = args.length > 1 ? Integer.parseInt(args[1]) : 1000;
        int rules = args.length > 2 ? Integer.parseInt(args[2]) : 300;
        boolean library = args.length > 3 && args[3].equals("library");
        Files.createDirectories(folder);
        if (library) {
            writeLibrary(folder.resolve("U_SRG-STIG_Library_Synthetic.zip"), benchmarks, rules);
            System.out.println("wrote a library of " + benchmarks + " per-STIG zips of " + rules + " rules to " + folder);
            return;
        }
        for (int b = 0; b < benchmarks; b++) {
            try (Writer out = Files.newBufferedWriter(folder.resolve("U_" + id(b) + "_V1R1_Manual-xccdf.xml"), StandardCharsets.UTF_8)) {
                writeBenchmark(out, b, rules);
            }
        }
        System.out.println("wrote " + benchmarks + " benchmarks of " + rules + " rules to " + folder);
    }

    private static String id(int b) {
        return "Synthetic_Product_" + b + "_STIG";
    }

    private static void writeLibrary(Path zip, int benchmarks, int rules) throws IOException {
        Random random = new Random(64);
        try (ZipOutputStream library = new ZipOutputStream(Files.newOutputStream(zip))) {
            for (int b = 0; b < benchmarks; b++) {
                String folder = "U_" + id(b).replace("_STIG", "") + "_V1R1_Manual_STIG/";
                ByteArrayOutputStream member = new ByteArrayOutputStream();
                try (ZipOutputStream stig = new ZipOutputStream(member)) {
                    stig.putNextEntry(new ZipEntry(folder + "U_" + id(b) + "_V1R1_Manual-xccdf.xml"));
                    Writer out = new OutputStreamWriter(stig, StandardCharsets.UTF_8);
                    writeBenchmark(out, b, rules);
                    out.flush();
                    stig.closeEntry();
                    writeRandom(stig, folder + "U_" + id(b).replace("_STIG", "") + "_Overview.pdf", 438_269, random);
                    writeRandom(stig, folder + "U_Readme_SRG_and_STIG.pdf", 285_607, random);
                    writeRandom(stig, folder + "STIG_unclass.xsl", 12_243, random);
                    writeRandom(stig, folder + "DoD-DISA-logos-as-JPEG.jpg", 81_854, random);
                }
                library.putNextEntry(new ZipEntry("U_" + id(b).replace("_STIG", "") + "_V1R1_STIG.zip"));
                member.writeTo(library);
                library.closeEntry();
            }
        }
    }

    private static void writeRandom(ZipOutputStream zip, String name, int size, Random random) throws IOException {
        byte[] bytes = new byte[size];
        random.nextBytes(bytes);
        zip.putNextEntry(new ZipEntry(name));
        zip.write(bytes);
        zip.closeEntry();
    }

    private static void writeBenchmark(Writer out, int b, int rules) throws IOException {
        String id = id(b);
        out.write("<?xml version=\"1.0\" encoding=\"utf-8\"?><Benchmark xmlns:dc=\"http://purl.org/dc/elements/1.1/\" id=\"" + id
                + "\" xml:lang=\"en\" xmlns=\"http://checklists.nist.gov/xccdf/1.1\"><status date=\"2026-01-01\">accepted</status>"
                + "<title>Synthetic Product " + b + " Security Technical Implementation Guide</title><description>Synthetic.</description>"
                + "<plain-text id=\"release-info\">Release: 1 Benchmark Date: 01 Jan 2026</plain-text><version>1</version>"
                + "<Profile id=\"MAC-1_Classified\"><title>I - Mission Critical Classified</title><select idref=\"V-1\" selected=\"true\"/></Profile>");
        for (int r = 1; r <= rules; r++) {
            out.write("<Group id=\"V-" + r + "\"><title>SRG-OS-" + r + "</title><description>&lt;GroupDescription&gt;&lt;/GroupDescription&gt;</description>"
                    + "<Rule id=\"SV-" + r + "r1_rule\" weight=\"10.0\" severity=\"" + SEVERITIES[r % SEVERITIES.length] + "\">"
                    + "<version>SYN-" + b + "-" + r + "</version><title>Synthetic rule " + r + " must be enforced.</title>"
                    + "<description>&lt;VulnDiscussion&gt;" + PROSE.repeat(3) + "&lt;/VulnDiscussion&gt;&lt;FalsePositives&gt;&lt;/FalsePositives&gt;"
                    + "&lt;Documentable&gt;false&lt;/Documentable&gt;&lt;Responsibility&gt;System Administrator&lt;/Responsibility&gt;</description>"
                    + "<ident system=\"http://cyber.mil/cci\">CCI-000366</ident><ident system=\"http://cyber.mil/cci\">CCI-00" + (1000 + r) + "</ident>"
                    + "<fixtext fixref=\"F-" + r + "r1_fix\">" + PROSE.repeat(2) + "</fixtext><fix id=\"F-" + r + "r1_fix\"/>"
                    + "<check system=\"C-" + r + "r1_chk\"><check-content-ref href=\"Synthetic.xml\" name=\"M\"/><check-content>" + PROSE.repeat(2)
                    + "</check-content></check></Rule></Group>");
        }
        out.write("</Benchmark>\n");
    }
}
