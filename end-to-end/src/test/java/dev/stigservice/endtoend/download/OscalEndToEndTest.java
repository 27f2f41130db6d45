package dev.stigservice.endtoend.download;

import dev.stigservice.adapter.oscal.OscalDocuments;
import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.Export;
import dev.stigservice.domain.port.Exporter;
import dev.stigservice.endtoend.support.AccessManagementStandIn;
import dev.stigservice.endtoend.support.RunningService;
import dev.stigservice.xccdf.CciListParser;
import dev.stigservice.xccdf.StigSamples;
import dev.stigservice.xccdf.XccdfReader;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The OSCAL routes through the real server: the download's order of checks (401, 503, 400 naming the OSCAL formats,
 * 404 for the slug and the revision), sent like a download (file name, entity tags per coding, 304 only after the
 * token, HEAD, gzip), and on RHEL 9 with DISA's CCI list, the very bytes of the OSCAL exporters, which adapter-oscal's
 * tests validate with NIST's liboscal-java.
 */
class OscalEndToEndTest {

    private static final String VALID = "oscal-token";
    private static final String BROKEN = "oscal-token-while-access-management-fails";
    private static final String[] AUTH = {"Authorization", "Bearer " + VALID};
    private static final String DEMO = "/api/v1/stigs/demo-web-server-stig/oscal/";
    private static final String RHEL = "/api/v1/stigs/rhel-9-stig/oscal/";

    @TempDir
    static Path folder;
    private static AccessManagementStandIn accessManagement;
    private static RunningService demo;
    private static RunningService samples;

    @BeforeAll
    static void start() throws Exception {
        accessManagement = new AccessManagementStandIn();
        demo = new RunningService(Map.of("stig.auth.url", accessManagement.url(), "stig.auth.cache.ttl", "0s"));
        if (StigSamples.present()) {
            Files.copy(StigSamples.file("U_RHEL_9_STIG_V2R8_Manual-xccdf.xml"), folder.resolve("U_RHEL_9_STIG_V2R8_Manual-xccdf.xml"));
            Files.copy(StigSamples.cciList(), folder.resolve("U_CCI_List.xml"));
            samples = new RunningService(Map.of("stig.catalog.directory", folder.toString(), "stig.auth.tokens", VALID));
        }
    }

    @AfterAll
    static void stop() {
        demo.close();
        if (samples != null) {
            samples.close();
        }
        accessManagement.close();
    }

    @BeforeEach
    void answers() {
        accessManagement.reset();
        accessManagement.answer(VALID, 200, "");
        accessManagement.answer(BROKEN, 500, "oops");
    }

    @ParameterizedTest
    @CsvSource({"catalog", "profile"})
    void theChecksRunInTheDownloadsOrder(String document) {
        String nope = "/api/v1/stigs/nope/oscal/" + document;
        assertError(demo.get(nope + "?format=csv"), 401, "UNAUTHORIZED", "Missing or invalid Authorization header");
        assertThat(demo.get(nope + "?format=csv").headers().firstValue("WWW-Authenticate")).hasValue("Bearer realm=\"stigs\"");
        HttpResponse<String> unavailable = demo.get(nope + "?format=csv", "Authorization", "Bearer " + BROKEN);
        assertThat(unavailable.statusCode()).isEqualTo(503);
        assertThat(unavailable.headers().firstValue("Retry-After")).isPresent();
        for (String format : List.of("csv", "JSON", "", "json,xml")) {
            assertError(demo.get(nope + "?format=" + format, AUTH), 400, "BAD_REQUEST", "Invalid format. Must be one of: json, xml");
        }
        assertError(demo.get(nope, AUTH), 404, "NOT_FOUND", "STIG 'nope' not found");
        assertError(demo.get(DEMO + document + "?revision=V9R9", AUTH), 404, "NOT_FOUND",
                "Revision V9R9 of STIG 'demo-web-server-stig' not found");
    }

    @ParameterizedTest
    @CsvSource({"catalog,json,application/json", "catalog,xml,application/xml", "profile,json,application/json", "profile,xml,application/xml"})
    void aDocumentIsSentLikeADownload(String document, String format, String mediaType) throws Exception {
        String path = DEMO + document + "?format=" + format;
        HttpResponse<byte[]> first = demo.sendForBytes("GET", path, AUTH);
        assertThat(first.statusCode()).isEqualTo(200);
        assertThat(first.headers().firstValue("Content-Type")).hasValue(mediaType);
        assertThat(first.headers().firstValue("Content-Disposition"))
                .hasValue("attachment; filename=\"demo-web-server-stig-v1r3-oscal-" + document + "." + format + "\"");
        assertThat(first.headers().firstValue("Cache-Control")).hasValue("private, no-cache");
        assertThat(first.headers().allValues("Vary")).contains("Authorization", "Accept-Encoding");
        String tag = first.headers().firstValue("ETag").orElseThrow();
        assertThat(demo.get(DEMO + document + (format.equals("json") ? "" : "?format=xml"), AUTH).headers().firstValue("ETag"))
                .as("json when the format is omitted").hasValue(tag);
        assertThat(demo.get("/api/v1/stigs/demo-web-server-stig/download?format=" + format, AUTH).headers().firstValue("ETag"))
                .as("another document than the download").isNotEqualTo(Optional.of(tag));
        assertThat(demo.get(path + "&revision=V1R2", AUTH).headers().firstValue("ETag")).as("another revision").isNotEqualTo(Optional.of(tag));
        assertThat(demo.get(path, "If-None-Match", tag, AUTH[0], AUTH[1]).statusCode()).isEqualTo(304);
        assertThat(demo.get(path, "If-None-Match", tag).statusCode()).as("the token first").isEqualTo(401);
        HttpResponse<String> head = demo.send("HEAD", path, AUTH);
        assertThat(head.headers().firstValue("Content-Length")).hasValue(String.valueOf(first.body().length));

        HttpResponse<byte[]> gzip = demo.sendForBytes("GET", path, "Accept-Encoding", "gzip", AUTH[0], AUTH[1]);
        assertThat(gzip.headers().firstValue("Content-Encoding")).hasValue("gzip");
        assertThat(gzip.headers().firstValue("ETag")).isNotEqualTo(Optional.of(tag));
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(gzip.body()))) {
            assertThat(in.readAllBytes()).isEqualTo(first.body());
        }
    }

    /** What the service sends for RHEL 9 is what the exporters write for DISA's file and list read afresh, byte for byte. */
    @Test
    void rhel9IsSentAsTheOscalExportersWriteIt() throws Exception {
        StigSamples.directory();
        byte[] xccdf = Files.readAllBytes(StigSamples.file("U_RHEL_9_STIG_V2R8_Manual-xccdf.xml"));
        CciList list = new CciListParser().read("U_CCI_List.xml", Files.readAllBytes(StigSamples.cciList())).orElseThrow();
        Export export = new Export(new XccdfReader().read("U_RHEL_9_STIG_V2R8_Manual-xccdf.xml", xccdf), list);
        for (String document : List.of("catalog", "profile")) {
            List<Exporter> exporters = document.equals("catalog") ? OscalDocuments.catalogs() : OscalDocuments.profiles();
            for (Exporter exporter : exporters) {
                HttpResponse<byte[]> answer = samples.sendForBytes("GET", RHEL + document + "?format=" + exporter.format().name(), AUTH);
                assertThat(answer.statusCode()).isEqualTo(200);
                ByteArrayOutputStream expected = new ByteArrayOutputStream();
                exporter.write(export, expected);
                assertThat(answer.body()).as(document + " " + exporter.format().name()).isEqualTo(expected.toByteArray());
            }
        }
        String catalog = new String(samples.sendForBytes("GET", RHEL + "catalog", AUTH).body(), StandardCharsets.UTF_8);
        assertThat(catalog).contains("\"id\":\"V-257777\"").contains("NIST_SP-800-53_rev4_catalog.json#cm-6\"");
    }

    /** The profile's nist, read and checked as the control lookup's: its shape, the document's revisions, the list's. */
    @Test
    void theProfileTakesNistAsTheControlLookupDoes() {
        StigSamples.directory();
        HttpResponse<String> byDefault = samples.get(RHEL + "profile", AUTH);
        assertThat(byDefault.statusCode()).isEqualTo(200);
        assertThat(byDefault.body()).contains("rev4_catalog.json");
        HttpResponse<String> four = samples.get(RHEL + "profile?nist=4", AUTH);
        assertThat(four.body()).as("the list of 2016's newest revision, asked for").isEqualTo(byDefault.body());
        assertThat(four.headers().firstValue("ETag")).as("the same bytes, the same version").isEqualTo(byDefault.headers().firstValue("ETag"));
        assertError(samples.get(RHEL + "profile?nist=five", AUTH), 400, "BAD_REQUEST",
                "nist must be the number of a revision of NIST SP 800-53, such as 4 or 5");
        assertError(samples.get("/api/v1/controls/AC-2?nist=five", AUTH), 400, "BAD_REQUEST",
                "nist must be the number of a revision of NIST SP 800-53, such as 4 or 5");
        assertError(samples.get(RHEL + "profile?nist=3", AUTH), 404, "NOT_FOUND",
                "This document is written in NIST SP 800-53 Revision 4 or 5, not 3");
        assertError(samples.get(RHEL + "profile?nist=5", AUTH), 404, "NOT_FOUND",
                "The CCI list 2016-06-27 has no references to NIST SP 800-53 Revision 5");
        assertError(samples.get("/api/v1/controls/AC-2?nist=5", AUTH), 404, "NOT_FOUND",
                "The CCI list 2016-06-27 has no references to NIST SP 800-53 Revision 5");
    }

    private static void assertError(HttpResponse<?> answer, int status, String code, String message) {
        String text = answer.body() instanceof byte[] bytes ? new String(bytes, StandardCharsets.UTF_8) : String.valueOf(answer.body());
        assertThat(answer.statusCode()).as(text).isEqualTo(status);
        assertThat(text).isEqualTo("{\"error\":{\"code\":\"" + code + "\",\"message\":\"" + message + "\"}}");
    }
}
