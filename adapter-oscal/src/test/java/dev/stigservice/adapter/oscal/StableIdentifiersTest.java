package dev.stigservice.adapter.oscal;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Export;
import dev.stigservice.domain.model.Revision;
import dev.stigservice.domain.port.Exporter;
import org.junit.jupiter.api.Test;

import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/** Every UUID is a name-based UUID of what it names: the same revision, the same bytes; a rule keeps its control across revisions. */
class StableIdentifiersTest {

    /** RFC 9562, Appendix A.4: the version 5 UUID of www.example.com in the DNS namespace. */
    @Test
    void version5UuidsAreTheRfcs() {
        UUID dns = UUID.fromString("6ba7b810-9dad-11d1-80b4-00c04fd430c8");
        assertThat(NameBasedUuid.of(dns, "www.example.com")).isEqualTo(UUID.fromString("2ed6657d-e927-568b-95e1-2665a8aea6a2"));
        assertThat(NameBasedUuid.of("cci:CCI-000366").version()).isEqualTo(5);
    }

    @Test
    void aNewRevisionIsANewCatalogWhoseRulesKeepTheirControls() throws Exception {
        Benchmark rhel = Samples.all().stream().filter(s -> s.name().startsWith("U_RHEL_9")).findFirst().orElseThrow().model();
        Benchmark next = new Benchmark(rhel.benchmarkId(), rhel.title(), rhel.description(), rhel.status(), rhel.reference(),
                new Revision(rhel.revision().version(), "9", rhel.revision().benchmarkDate()), rhel.releaseInfo(), rhel.publication(),
                rhel.source(), rhel.profiles(), rhel.rules());
        for (Exporter exporter : OscalDocuments.catalogs()) {
            boolean json = OscalDocumentsOfSamplesTest.json(exporter);
            ReadBack.Catalog v2r8 = ReadBack.catalog(OscalDocumentsOfSamplesTest.render(exporter, new Export(rhel, Samples.cciList())), json);
            ReadBack.Catalog v2r9 = ReadBack.catalog(OscalDocumentsOfSamplesTest.render(exporter, new Export(next, Samples.cciList())), json);
            assertThat(v2r9.uuid()).isNotEqualTo(v2r8.uuid());
            assertThat(v2r8.uuid()).isEqualTo(NameBasedUuid.of("catalog:RHEL_9_STIG:V2R8").toString());
            assertThat(v2r9.version()).isEqualTo("V2R9");
            assertThat(v2r9.controls()).extracting(ReadBack.Control::id).containsExactlyElementsOf(
                    v2r8.controls().stream().map(ReadBack.Control::id).toList());
            assertThat(v2r9.resourceTitles()).isEqualTo(v2r8.resourceTitles());
        }
    }
}
