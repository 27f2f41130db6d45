package dev.stigservice.adapter.oscal;

import dev.stigservice.adapter.oscal.NistCatalogs.CciListOf;
import dev.stigservice.adapter.oscal.XccdfDom.DomRule;
import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.Export;
import dev.stigservice.domain.port.Exporter;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Which revision of NIST SP 800-53 a profile imports (the one asked for, else the newest the CCI list maps to: rev 4
 * with DISA's list of 2016, rev 5 with the list of 2023), and the CCIs the rules cite that the list does not hold, said
 * in the profile: each against a DOM reading of the XCCDF and of the list.
 */
class NistRevisionOfProfilesTest {

    @Test
    void theListOf2016GivesRevision4AndTheListOf2023Revision5UnlessTheRequestNamesOne() throws Exception {
        Samples rhel9 = Samples.all().stream().filter(sample -> sample.name().startsWith("U_RHEL_9_STIG")).findFirst().orElseThrow();
        CciList of2016 = NistCatalogs.cciList(CciListOf.Y2016);
        CciList of2023 = NistCatalogs.cciList(CciListOf.Y2023);
        for (Exporter exporter : OscalDocuments.profiles()) {
            assertThat(imported(exporter, new Export(rhel9.model(), of2016))).as(exporter.format().name()).isEqualTo(nist("4"));
            assertThat(imported(exporter, new Export(rhel9.model(), of2023))).as(exporter.format().name()).isEqualTo(nist("5"));
            assertThat(imported(exporter, new Export(rhel9.model(), of2023, "4"))).as(exporter.format().name()).isEqualTo(nist("4"));
            assertThat(imported(exporter, new Export(rhel9.model(), of2016, "4"))).as(exporter.format().name()).isEqualTo(nist("4"));
        }
    }

    @TestFactory
    Stream<DynamicTest> aCciTheListDoesNotHoldIsSaidInTheProfile() throws IOException {
        return Stream.of(CciListOf.values()).flatMap(year -> {
            try {
                return Samples.tests(sample -> DynamicTest.dynamicTest(sample.name() + ", CCI list of " + year.year(), () -> {
                    Set<String> held = XccdfDom.cciIndexes(Files.readAllBytes(year.file()), "4").keySet();
                    Set<String> expected = new TreeSet<>();
                    for (DomRule rule : XccdfDom.rules(sample.bytes())) {
                        rule.ccis().stream().filter(cci -> !held.contains(cci)).forEach(expected::add);
                    }
                    for (Exporter exporter : OscalDocuments.profiles()) {
                        byte[] profile = OscalDocumentsOfSamplesTest.render(exporter, new Export(sample.model(), NistCatalogs.cciList(year)));
                        assertThat(ReadBack.profile(profile, OscalDocumentsOfSamplesTest.json(exporter)).cciNotInList())
                                .as(sample.name() + "'s " + exporter.format().name() + " profile with the CCI list of " + year.year())
                                .containsExactlyElementsOf(expected);
                    }
                }));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    }

    /** RHEL 9, Windows 11 and Edge cite CCIs the list of 2016 lacks, so the check above is not empty. */
    @Test
    void theListOf2016LacksNewerCcisThatRhel9Windows11AndEdgeCite() throws Exception {
        Set<String> held = XccdfDom.cciIndexes(Files.readAllBytes(CciListOf.Y2016.file()), "4").keySet();
        Map<String, Integer> missing = new java.util.TreeMap<>();
        for (Samples sample : Samples.all()) {
            Set<String> notHeld = new TreeSet<>();
            XccdfDom.rules(sample.bytes()).forEach(rule -> rule.ccis().stream().filter(cci -> !held.contains(cci)).forEach(notHeld::add));
            if (!notHeld.isEmpty()) {
                missing.put(sample.name(), notHeld.size());
            }
        }
        for (String prefix : List.of("U_RHEL_9_STIG", "U_MS_Windows_11_STIG", "U_MS_Edge")) {
            assertThat(missing.keySet()).as("samples citing CCIs the list of 2016 lacks: " + missing)
                    .anySatisfy(name -> assertThat(name).startsWith(prefix));
        }
    }

    private static String imported(Exporter exporter, Export export) throws Exception {
        ReadBack.Profile profile = ReadBack.profile(OscalDocumentsOfSamplesTest.render(exporter, export), OscalDocumentsOfSamplesTest.json(exporter));
        return profile.resourceLinks().get(profile.importHref().substring(1));
    }

    private static String nist(String revision) {
        return OscalNames.NIST_CATALOG.formatted(revision);
    }
}
