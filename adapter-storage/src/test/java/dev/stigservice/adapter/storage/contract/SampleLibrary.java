package dev.stigservice.adapter.storage.contract;

import dev.stigservice.xccdf.StigSamples;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

/**
 * A library shaped like DISA's quarterly one, built from the real samples (../shared/stig-samples) with the JDK's zip
 * classes, never the service's: one per-STIG zip per sample XCCDF (its XCCDF in a folder, with a PDF, the XSL and a
 * logo beside it), the vSphere bundle as DISA published it, the RHEL 8 SCAP benchmark in a zip of its own and an office
 * file; and three broken members: a per-STIG zip cut off mid-copy (Firefox's), a whole per-STIG zip whose XCCDF is cut
 * off (Outlook's), and a member named .zip that is no zip.
 *
 * @param zip          the library
 * @param readable     every XML document a reader must find, by where it lies in the library (the cut XCCDF included:
 *                     the member is whole, its document is no benchmark)
 * @param cutMember    where the zip cut off mid-copy lies
 * @param notAZip      where the member that is no zip lies
 * @param cutXccdf     where the XCCDF cut off lies
 */
public record SampleLibrary(Path zip, Map<String, byte[]> readable, String cutMember, String notAZip, String cutXccdf) {

    public static final String NAME = "U_SRG-STIG_Library_2026_11.zip";
    private static final String FIREFOX = "U_MOZ_Firefox_STIG_V6R7_Manual-xccdf.xml";
    private static final String OUTLOOK = "U_MS_Outlook_2010_STIG_V1R13_Manual-xccdf.xml";
    private static final String SCAP = "disa-stig-rhel8-v2r8-xccdf-scap.xml";
    private static final String VSPHERE = "U_VMW_vSphere_7-0_Y25M04_STIG.zip";

    /** Builds it in {@code folder}; the calling test is skipped with the reason where the samples are absent. */
    public static SampleLibrary build(Path folder) throws IOException {
        Path samples = StigSamples.directory();
        Map<String, byte[]> members = new LinkedHashMap<>();
        Map<String, byte[]> readable = new LinkedHashMap<>();
        byte[] pdf = Files.readAllBytes(samples.resolve("SOURCES.md")); // bytes that are no XML, where DISA puts a PDF
        List<Path> xccdfs;
        try (Stream<Path> files = Files.list(samples)) {
            xccdfs = files.filter(file -> file.getFileName().toString().endsWith(".xml")).sorted().toList();
        }
        for (Path xccdf : xccdfs) {
            String file = xccdf.getFileName().toString();
            String stem = file.replace(".xml", "");
            String member = memberOf(file);
            byte[] content = Files.readAllBytes(xccdf);
            if (file.equals(FIREFOX)) {
                continue; // only in the member cut off below
            }
            if (file.equals(OUTLOOK)) {
                content = Arrays.copyOf(content, content.length / 2);
            }
            String entry = stem + "/" + file;
            members.put(member, zip(Map.of(entry, content, stem + "/U_" + stem + "_Overview.pdf", pdf,
                    stem + "/STIG_unclass.xsl", "<xsl/>".getBytes(), stem + "/DoD-DISA-logos-as-JPEG.jpg", new byte[] {(byte) 0xFF, (byte) 0xD8})));
            readable.put(NAME + "!/" + member + "!/" + entry, content);
        }
        byte[] vsphere = Files.readAllBytes(samples.resolve(VSPHERE));
        members.put(VSPHERE, vsphere);
        try (ZipFile bundle = new ZipFile(samples.resolve(VSPHERE).toFile())) {
            for (Enumeration<? extends ZipEntry> entries = bundle.entries(); entries.hasMoreElements(); ) {
                ZipEntry entry = entries.nextElement();
                if (entry.getName().endsWith(".xml")) {
                    readable.put(NAME + "!/" + VSPHERE + "!/" + entry.getName(), bundle.getInputStream(entry).readAllBytes());
                }
            }
        }
        byte[] firefox = zip(Map.of("firefox/" + FIREFOX, Files.readAllBytes(samples.resolve(FIREFOX)), "firefox/U_Firefox_Overview.pdf", pdf));
        String cut = "U_MOZ_Firefox_V6R7_STIG.zip";
        // Cut inside the directory at the end, after the XCCDF's entry: read as a stream, it would look whole.
        members.put(cut, Arrays.copyOf(firefox, firefox.length - 40));
        String notAZip = "U_Not_Really_A_Zip_STIG.zip";
        members.put(notAZip, pdf);
        members.put("U_SRG-STIG_Library_Compilation_Notes.docx", zip(Map.of("word/document.xml", "<w:document/>".getBytes())));
        String outlook = memberOf(OUTLOOK);
        Path library = folder.resolve(NAME);
        Files.write(library, zip(members));
        return new SampleLibrary(library, readable, NAME + "!/" + cut, NAME + "!/" + notAZip,
                NAME + "!/" + outlook + "!/" + OUTLOOK.replace(".xml", "") + "/" + OUTLOOK);
    }

    /** The broken members' paths in the library. */
    public List<String> broken() {
        return List.of(cutMember, notAZip, cutXccdf);
    }

    /** Where the SCAP data stream lies: a readable document that is no manual benchmark. */
    public String scap() {
        return NAME + "!/" + memberOf(SCAP) + "!/" + SCAP.replace(".xml", "") + "/" + SCAP;
    }

    /** The per-STIG zip a sample XCCDF is put in, named as DISA names them ({@code U_MS_Edge_V2R5_STIG.zip}). */
    private static String memberOf(String xccdf) {
        String stem = xccdf.replace(".xml", "").replace("_Manual-xccdf", "").replace("_STIG", "");
        return (stem.startsWith("U_") ? "" : "U_") + stem + "_STIG.zip";
    }

    /** The documents a reader must find that are manual XCCDF benchmarks (neither the SCAP data stream nor the cut XCCDF). */
    public Map<String, byte[]> benchmarks() {
        Map<String, byte[]> benchmarks = new LinkedHashMap<>(readable);
        benchmarks.remove(cutXccdf);
        benchmarks.remove(scap());
        return benchmarks;
    }

    private static byte[] zip(Map<String, byte[]> entries) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            List<String> names = new ArrayList<>(entries.keySet());
            names.sort((a, b) -> Boolean.compare(!a.endsWith(".xml"), !b.endsWith(".xml"))); // the XCCDF first, as DISA's tools do
            for (String name : names) {
                zip.putNextEntry(new ZipEntry(name));
                write(zip, entries.get(name));
                zip.closeEntry();
            }
        }
        return bytes.toByteArray();
    }

    private static void write(OutputStream out, byte[] content) throws IOException {
        out.write(content);
    }
}
