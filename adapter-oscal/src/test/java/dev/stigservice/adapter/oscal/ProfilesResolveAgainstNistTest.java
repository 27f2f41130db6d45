package dev.stigservice.adapter.oscal;

import dev.stigservice.adapter.oscal.NistCatalogs.CciListOf;
import dev.stigservice.domain.model.Export;
import dev.stigservice.domain.port.Exporter;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Every sample's profile, with DISA's CCI lists of 2016 and 2023, in JSON and XML, resolved as a user's tooling resolves
 * it: liboscal-java's profile resolver against NIST's own catalog of the revision it imports (not a stand-in), into a
 * catalog that liboscal-java then validates (schema and constraints) and that holds each control once. NIST's catalogs
 * raise findings of their own (deprecated {@code depends-on}, a repeated link): those are not the profile's.
 */
class ProfilesResolveAgainstNistTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    /** The paths in a finding's message: what differs between the same finding in NIST's catalog and in a resolved one. */
    private static final Pattern PATHS = Pattern.compile("'?/catalog[^' ]*'?");
    private static final Map<String, Set<String>> NIST_OWN = new HashMap<>();

    @TestFactory
    Stream<DynamicTest> everyProfileResolvesAgainstNistsCatalogIntoAValidCatalogHoldingEachControlOnce() throws IOException {
        return Stream.of(CciListOf.values()).flatMap(year -> {
            try {
                return Samples.tests(sample -> DynamicTest.dynamicTest(sample.name() + ", CCI list of " + year.year(), () -> {
                    Export export = new Export(sample.model(), NistCatalogs.cciList(year));
                    // Both syntaxes judged even when the first fails: a failure names each profile that does.
                    SoftAssertions softly = new SoftAssertions();
                    for (Exporter exporter : OscalDocuments.profiles()) {
                        boolean json = OscalDocumentsOfSamplesTest.json(exporter);
                        byte[] profile = OscalDocumentsOfSamplesTest.render(exporter, export);
                        ReadBack.Profile read = ReadBack.profile(profile, json);
                        String revision = revision(read.resourceLinks().get(read.importHref().substring(1)));
                        NistCatalogs.catalog(revision);
                        String what = sample.name() + "'s " + exporter.format().name() + " profile with the CCI list of " + year.year()
                                + ", resolved against NIST SP 800-53 rev " + revision;

                        byte[] resolved = LibOscal.resolve(profile, json);
                        Set<String> nists = nistOwn(revision);
                        List<String> findings = LibOscal.findings(resolved, true).stream()
                                .filter(finding -> !nists.contains(key(finding))).toList();
                        softly.assertThat(findings).as(what + ": liboscal-java's findings on the resolved catalog").isEmpty();

                        List<String> ids = new ArrayList<>();
                        controlIds(JSON.readTree(resolved).get("catalog"), ids);
                        softly.assertThat(ids).as(what + ": each control once").doesNotHaveDuplicates();
                        softly.assertThat(ids).as(what + ": the controls it selects").containsExactlyInAnyOrderElementsOf(read.withIds());
                    }
                    softly.assertAll();
                }));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    private static String revision(String nistCatalog) {
        for (String revision : List.of("4", "5")) {
            if (OscalNames.NIST_CATALOG.formatted(revision).equals(nistCatalog)) {
                return revision;
            }
        }
        throw new AssertionError("the profile imports no NIST catalog: " + nistCatalog);
    }

    /** What liboscal-java finds on NIST's own catalog, each finding without its paths. */
    private static synchronized Set<String> nistOwn(String revision) throws IOException {
        Set<String> own = NIST_OWN.get(revision);
        if (own == null) {
            own = LibOscal.findings(Files.readAllBytes(NistCatalogs.catalog(revision)), true).stream()
                    .map(ProfilesResolveAgainstNistTest::key).collect(Collectors.toSet());
            NIST_OWN.put(revision, own);
        }
        return own;
    }

    private static String key(String finding) {
        return PATHS.matcher(finding).replaceAll("");
    }

    private static void controlIds(JsonNode node, List<String> ids) {
        for (String container : List.of("groups", "controls")) {
            if (node.has(container)) {
                for (JsonNode child : node.get(container)) {
                    if (container.equals("controls")) {
                        ids.add(child.get("id").asString());
                    }
                    controlIds(child, ids);
                }
            }
        }
    }
}
