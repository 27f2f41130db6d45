package dev.stigservice.adapter.oscal;

import dev.stigservice.adapter.oscal.XccdfDom.DomRule;
import dev.stigservice.domain.model.Export;
import dev.stigservice.domain.port.Exporter;
import dev.stigservice.xccdf.StigSamples;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every real DISA sample as an OSCAL catalog and an OSCAL profile, JSON and XML: each document valid by NIST's
 * liboscal-java with no finding, byte-identical from a second reading of the same file, and saying what an independent
 * DOM reading of the XCCDF and of DISA's CCI list says.
 */
class OscalDocumentsOfSamplesTest {

    /** A CCI list index's control or enhancement as NIST's OSCAL catalogs name it: {@code AC-2 (1) (a)} is in {@code ac-2.1}. */
    private static final Pattern INDEX = Pattern.compile("([A-Z]{2})-(\\d+)(?: \\((\\d+)\\))?.*");
    private static final String NIST_REV4 = "https://raw.githubusercontent.com/usnistgov/oscal-content/main/nist.gov/SP800-53/rev4/json/NIST_SP-800-53_rev4_catalog.json";

    @TestFactory
    Stream<DynamicTest> everyDocumentIsValidByLibOscalAndTheSameOnASecondRun() throws IOException {
        return Samples.tests(sample -> DynamicTest.dynamicTest(sample.name(), () -> {
            Export export = new Export(sample.model(), Samples.cciList());
            Export again = new Export(sample.readAgain(), Samples.cciList());
            for (Exporter exporter : all()) {
                byte[] bytes = render(exporter, export);
                String what = sample.name() + " " + exporter.format();
                assertThat(render(exporter, again)).as(what + ", second run").isEqualTo(bytes);
                assertThat(LibOscal.findings(bytes, json(exporter))).as(what + ": liboscal-java's findings").isEmpty();
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> catalogsHoldOneControlPerRuleAsTheXccdfSaysIt() throws IOException {
        return Samples.tests(sample -> DynamicTest.dynamicTest(sample.name(), () -> {
            List<DomRule> rules = XccdfDom.rules(sample.bytes());
            Map<String, List<String>> cciIndexes = XccdfDom.cciIndexes(Files.readAllBytes(StigSamples.cciList()), "4");
            for (Exporter exporter : OscalDocuments.catalogs()) {
                ReadBack.Catalog catalog = ReadBack.catalog(render(exporter, new Export(sample.model(), Samples.cciList())), json(exporter));
                String what = sample.name() + " " + exporter.format();
                assertThat(catalog.controls()).as(what).hasSize(rules.size());
                assertThat(catalog.version()).as(what).isEqualTo(sample.model().revision().label());
                for (int i = 0; i < rules.size(); i++) {
                    DomRule rule = rules.get(i);
                    ReadBack.Control control = catalog.controls().get(i);
                    String where = what + " " + rule.ruleId();
                    assertThat(control.id()).as(where).isEqualTo(rule.groupId());
                    assertThat(control.values("group-id")).as(where).containsExactly(rule.groupId());
                    assertThat(control.values("rule-id")).as(where).containsExactly(rule.ruleId());
                    assertThat(control.value("stig-id")).as(where).isEqualTo(rule.stigId());
                    assertThat(control.value("severity")).as(where).isEqualTo(rule.severity());
                    assertThat(control.value("weight")).as(where).isEqualTo(rule.weight());
                    assertThat(control.title()).as(where).isEqualTo(rule.title());
                    if (rule.groupTitle() != null && rule.groupTitle().startsWith("SRG-")) {
                        assertThat(control.value("srg-id")).as(where).isEqualTo(rule.groupTitle());
                    }
                    assertThat(control.parts().get("discussion")).as(where).isEqualTo(ReadBack.collapse(rule.discussion()));
                    assertThat(control.parts().get("check")).as(where).isEqualTo(ReadBack.collapse(rule.check()));
                    assertThat(control.parts().get("fix")).as(where).isEqualTo(ReadBack.collapse(rule.fix()));

                    List<ReadBack.Link> cciLinks = control.links().stream().filter(l -> l.rel().equals("reference")).toList();
                    assertThat(cciLinks).extracting(ReadBack.Link::text).as(where).containsExactlyElementsOf(rule.ccis());
                    for (ReadBack.Link link : cciLinks) {
                        assertThat(link.href()).startsWith("#");
                        assertThat(catalog.resourceTitles().get(link.href().substring(1))).as(where + " " + link).isEqualTo(link.text());
                    }

                    Set<String> expectedIndexes = new LinkedHashSet<>();
                    rule.ccis().forEach(cci -> expectedIndexes.addAll(cciIndexes.getOrDefault(cci, List.of())));
                    List<ReadBack.Link> nistLinks = control.links().stream().filter(l -> l.rel().equals("related")).toList();
                    Set<String> linkedIndexes = new LinkedHashSet<>();
                    for (ReadBack.Link link : nistLinks) {
                        for (String index : link.text().split("; ")) {
                            linkedIndexes.add(index);
                            assertThat(link.href()).as(where + " " + index).isEqualTo(NIST_REV4 + "#" + nistId(index));
                        }
                    }
                    assertThat(linkedIndexes).as(where + ": NIST SP 800-53 rev 4 indexes of its CCIs").isEqualTo(expectedIndexes);
                }
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> profilesSelectExactlyTheControlsTheRulesMapTo() throws IOException {
        return Samples.tests(sample -> DynamicTest.dynamicTest(sample.name(), () -> {
            Map<String, List<String>> cciIndexes = XccdfDom.cciIndexes(Files.readAllBytes(StigSamples.cciList()), "4");
            Set<String> expected = new TreeSet<>();
            for (DomRule rule : XccdfDom.rules(sample.bytes())) {
                rule.ccis().forEach(cci -> cciIndexes.getOrDefault(cci, List.of()).forEach(index -> expected.add(nistId(index))));
            }
            for (Exporter exporter : OscalDocuments.profiles()) {
                ReadBack.Profile profile = ReadBack.profile(render(exporter, new Export(sample.model(), Samples.cciList())), json(exporter));
                String what = sample.name() + " " + exporter.format();
                assertThat(new TreeSet<>(profile.withIds())).as(what).isEqualTo(expected);
                assertThat(profile.withIds()).as(what + ": each once").doesNotHaveDuplicates();
                assertThat(profile.importHref()).startsWith("#");
                assertThat(profile.resourceLinks().get(profile.importHref().substring(1))).as(what).isEqualTo(NIST_REV4);
            }
        }));
    }

    private static String nistId(String index) {
        Matcher matcher = INDEX.matcher(index);
        assertThat(matcher.matches()).as(index).isTrue();
        return matcher.group(1).toLowerCase(Locale.ROOT) + "-" + Integer.parseInt(matcher.group(2))
                + (matcher.group(3) == null ? "" : "." + Integer.parseInt(matcher.group(3)));
    }

    static List<Exporter> all() {
        List<Exporter> all = new ArrayList<>(OscalDocuments.catalogs());
        all.addAll(OscalDocuments.profiles());
        return all;
    }

    static boolean json(Exporter exporter) {
        return exporter.format().name().equals("json");
    }

    static byte[] render(Exporter exporter, Export export) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        exporter.write(export, out);
        return out.toByteArray();
    }
}
