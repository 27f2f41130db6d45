package dev.stigservice.adapter.oscal;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Export;
import dev.stigservice.domain.port.Exporter;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The judge can fail: documents that break OSCAL's schema or its constraints give findings, in both syntaxes. */
class LibOscalTest {

    @Test
    void aProfileSelectingAControlNistDoesNotHaveIsAFinding() throws Exception {
        String profile = json(OscalDocuments.profiles()).replace("\"with-ids\":[\"", "\"with-ids\":[\"zz-99\",\"");
        assertThat(profile).contains("zz-99");
        assertThat(LibOscal.findings(profile.getBytes(StandardCharsets.UTF_8), true)).isNotEmpty();
    }

    @Test
    void aControlWithoutItsStatementIsAFinding() throws Exception {
        String catalog = json(OscalDocuments.catalogs()).replace("\"name\":\"statement\"", "\"name\":\"overview\"");
        assertThat(LibOscal.findings(catalog.getBytes(StandardCharsets.UTF_8), true))
                .anySatisfy(finding -> assertThat(finding).contains("catalog-control-require-statement-when-not-withdrawn"));
    }

    @Test
    void aCciLinkToNoResourceIsAFinding() throws Exception {
        String catalog = xml(OscalDocuments.catalogs());
        String broken = catalog.replaceFirst("<resource uuid=\"[0-9a-f-]+\">", "<resource uuid=\"" + NameBasedUuid.of("elsewhere") + "\">");
        assertThat(broken).isNotEqualTo(catalog);
        assertThat(LibOscal.findings(broken.getBytes(StandardCharsets.UTF_8), false)).isNotEmpty();
    }

    @Test
    void aMultiLinePropertyValueBreaksTheSchema() throws Exception {
        String catalog = xml(OscalDocuments.catalogs()).replaceFirst("name=\"rule-id\" ns=\"([^\"]+)\" value=\"", "name=\"rule-id\" ns=\"$1\" value=\"&#10;");
        List<String> findings = LibOscal.findings(catalog.getBytes(StandardCharsets.UTF_8), false);
        assertThat(findings).anySatisfy(finding -> assertThat(finding).startsWith("schema"));
    }

    /** Where the catalog holds no CCI list, the documents have no NIST links and the profile selects nothing: valid too. */
    @Test
    void withoutACciListTheDocumentsAreValidToo() throws Exception {
        for (Samples sample : Samples.all().stream().filter(s -> s.name().startsWith("U_MOZ_Firefox") || s.name().startsWith("disa-stig-bind")).toList()) {
            for (Exporter exporter : OscalDocumentsOfSamplesTest.all()) {
                byte[] bytes = OscalDocumentsOfSamplesTest.render(exporter, new Export(sample.model(), null));
                assertThat(new String(bytes, StandardCharsets.UTF_8)).doesNotContain("rev4_catalog.json#");
                assertThat(LibOscal.findings(bytes, OscalDocumentsOfSamplesTest.json(exporter))).as(sample.name() + " " + exporter.format()).isEmpty();
            }
        }
    }

    /** The first sample with CCIs, rendered by the first (JSON) or last (XML) exporter. */
    private static String json(List<Exporter> exporters) throws Exception {
        return render(exporters.getFirst());
    }

    private static String xml(List<Exporter> exporters) throws Exception {
        return render(exporters.getLast());
    }

    private static String render(Exporter exporter) throws Exception {
        Benchmark firefox = Samples.all().stream().filter(s -> s.name().startsWith("U_MOZ_Firefox")).findFirst().orElseThrow().model();
        return new String(OscalDocumentsOfSamplesTest.render(exporter, new Export(firefox, Samples.cciList())), StandardCharsets.UTF_8);
    }
}
