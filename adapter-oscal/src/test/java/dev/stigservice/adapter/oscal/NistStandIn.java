package dev.stigservice.adapter.oscal;

import dev.stigservice.xccdf.StigSamples;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A stand-in for NIST's OSCAL catalog of SP 800-53 rev 4, which profile constraints resolve and this machine cannot
 * fetch: one control for each control or enhancement DISA's CCI list (read with the DOM) maps a CCI to, by NIST's
 * OSCAL ids. A profile may select only those. {@link ProfilesResolveAgainstNistTest} resolves against NIST's own catalogs.
 */
final class NistStandIn {

    static final String REV4 = "https://raw.githubusercontent.com/usnistgov/oscal-content/main/nist.gov/SP800-53/rev4/json/NIST_SP-800-53_rev4_catalog.json";
    private static final Pattern INDEX = Pattern.compile("([A-Z]{2})-(\\d+)(?: \\((\\d+)\\))?.*");
    private static URI catalog;

    private NistStandIn() {
    }

    static synchronized URI catalog() {
        if (catalog == null) {
            try {
                TreeSet<String> ids = new TreeSet<>();
                for (List<String> indexes : XccdfDom.cciIndexes(Files.readAllBytes(StigSamples.cciList()), "4").values()) {
                    indexes.forEach(index -> ids.add(id(index)));
                }
                StringBuilder json = new StringBuilder("{\"catalog\":{\"uuid\":\"2a7b3f8e-5c1d-4e6f-9a0b-1c2d3e4f5a6b\",\"metadata\":{"
                        + "\"title\":\"Stand-in for NIST SP 800-53 rev 4\",\"last-modified\":\"2015-01-22T00:00:00Z\",\"version\":\"4\","
                        + "\"oscal-version\":\"1.1.3\"},\"controls\":[");
                String separator = "";
                for (String id : ids) {
                    json.append(separator).append("{\"id\":\"").append(id).append("\",\"title\":\"").append(id).append("\"}");
                    separator = ",";
                }
                json.append("]}}");
                Path file = Files.createTempFile("nist-800-53-rev4-stand-in-", ".json");
                file.toFile().deleteOnExit();
                Files.writeString(file, json, StandardCharsets.UTF_8);
                catalog = file.toUri();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
        return catalog;
    }

    static String id(String index) {
        Matcher matcher = INDEX.matcher(index);
        if (!matcher.matches()) {
            throw new IllegalArgumentException("not a NIST SP 800-53 index: " + index);
        }
        return matcher.group(1).toLowerCase(Locale.ROOT) + "-" + Integer.parseInt(matcher.group(2))
                + (matcher.group(3) == null ? "" : "." + Integer.parseInt(matcher.group(3)));
    }

}
