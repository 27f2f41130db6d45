package dev.stigservice.application.checklist;

import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.answer.Reply;
import dev.stigservice.application.Fakes;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.protection.Formats;
import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Checklist;
import dev.stigservice.domain.model.Credentials;
import dev.stigservice.domain.model.TokenVerdict;
import dev.stigservice.domain.port.ChecklistWriter;
import org.junit.jupiter.api.Test;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A blank checklist against fakes of the core's interfaces: access, format, slug and revision in the contract's order,
 * then the asset (400 naming the parameter); the model is read only when the checklist is written, and each asset is
 * its own answer (its own tag), kept like a download.
 */
class ExportChecklistServiceTest {

    private static final Benchmark V2R7 = Fakes.revision("RHEL_9_STIG", "RHEL 9 STIG", "accepted", "2", "7", LocalDate.of(2025, 1, 1), 2);
    private static final Benchmark V2R8 = Fakes.revision("RHEL_9_STIG", "RHEL 9 STIG", "accepted", "2", "8", LocalDate.of(2025, 4, 1), 2);
    private static final Credentials GOOD = AccessToken.parse("good").orElseThrow();

    private final Fakes.Store store = new Fakes.Store(V2R7, V2R8);
    private final Fakes.Validator validator = new Fakes.Validator(Map.of("good", TokenVerdict.valid()));
    private final Writer ckl = new Writer("ckl");
    private final ExportChecklistService service = service();

    /** Writes the checklist's revision and host, and keeps the last checklist it was given. */
    private static final class Writer extends Fakes.NamedRenderer<Checklist> implements ChecklistWriter {
        Checklist last;

        Writer(String name) {
            super(name, "1");
        }

        @Override
        public void write(Checklist checklist, OutputStream out) throws java.io.IOException {
            last = checklist;
            out.write((checklist.stigs().getFirst().revision().label() + " for " + checklist.asset().hostName()).getBytes(StandardCharsets.UTF_8));
        }
    }

    private ExportChecklistService service() {
        var catalog = Fakes.catalog(store);
        return new ExportChecklistService(Fakes.answers(validator, catalog.published()), new Formats<>(List.of(ckl, new Writer("cklb"))),
                catalog.published(), catalog.models());
    }

    private static ExportChecklistQuery query(Credentials credentials, String format, String revision, String host, String ip) {
        return new ExportChecklistQuery(credentials, "rhel-9-stig", format, revision, host, null, ip, null, null);
    }

    @Test
    void theChecksComeInTheContractsOrderAndLoadNothing() {
        assertThat(Fakes.answer(service.export(query(Credentials.NONE, "pdf", "V9R9", null, "x")))).isInstanceOf(Refusal.Unauthorized.class);
        assertThat(validator.calls).isZero();
        assertThat(Fakes.answer(service.export(query(GOOD, "pdf", "V9R9", null, "x")))).isEqualTo(new Refusal.UnsupportedFormat(List.of("ckl", "cklb")));
        assertThat(Fakes.answer(service.export(new ExportChecklistQuery(GOOD, "nope", null, "V9R9", null, null, "x", null, null))))
                .isEqualTo(Refusal.NotFound.benchmark("nope"));
        assertThat(Fakes.answer(service.export(query(GOOD, null, "V9R9", null, "x")))).isInstanceOf(Refusal.NotFound.class);
        assertThat(Fakes.answer(service.export(query(GOOD, null, null, null, "x")))).isEqualTo(new Refusal.BadRequest("ip must be an IPv4 or IPv6 address"));
        assertThat(store.loads).as("no model read for a refusal").hasValue(0);
    }

    @Test
    void aChecklistIsOfTheServedRevisionUnlessOneIsNamedAndReadsItsModelOnce() {
        Reply served = Fakes.reply(service.export(query(GOOD, null, null, "web-01", "10.0.0.1")));
        assertThat(served.fileName()).isEqualTo("rhel-9-stig-v2r8.ckl");
        assertThat(served.mediaType()).isEqualTo("text/ckl");
        assertThat(Fakes.text(service::export, query(GOOD, null, null, "web-01", "10.0.0.1"))).isEqualTo("V2R8 for web-01");
        assertThat(ckl.last.asset().ip()).isEqualTo("10.0.0.1");
        assertThat(store.loads).hasValue(1);

        assertThat(Fakes.text(service::export, query(GOOD, "ckl", "V2R7", "web-01", null))).isEqualTo("V2R7 for web-01");
        assertThat(Fakes.reply(service.export(query(GOOD, "cklb", null, "web-01", "10.0.0.1"))).fileName()).isEqualTo("rhel-9-stig-v2r8.cklb");
    }

    @Test
    void eachAssetIsItsOwnVersionAndTheSameOneKeepsIt() {
        Reply first = Fakes.reply(service.export(query(GOOD, null, null, "web-01", null)));
        Reply again = Fakes.reply(service.export(query(GOOD, null, null, "web-01", null)));
        Reply other = Fakes.reply(service.export(query(GOOD, null, null, "web-02", null)));
        assertThat(again.version()).isEqualTo(first.version());
        assertThat(other.version()).isNotEqualTo(first.version());
        assertThat(Fakes.text(service::export, query(GOOD, null, null, "web-02", null))).isEqualTo("V2R8 for web-02");
    }
}
