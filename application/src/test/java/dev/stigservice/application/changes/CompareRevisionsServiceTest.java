package dev.stigservice.application.changes;

import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.Fakes;
import dev.stigservice.application.protection.Formats;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.BenchmarkChanges;
import dev.stigservice.domain.model.Credentials;
import dev.stigservice.domain.model.TokenVerdict;
import dev.stigservice.domain.port.ChangeReportWriter;
import org.junit.jupiter.api.Test;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class CompareRevisionsServiceTest {

    /** Writes "<from>-><to>: <rules changed>" so that the test sees which revisions were compared. */
    private static final class SummaryWriter extends Fakes.NamedRenderer<BenchmarkChanges> implements ChangeReportWriter {

        SummaryWriter(String name) {
            super(name, "1");
        }

        @Override
        public void write(BenchmarkChanges changes, OutputStream out) throws java.io.IOException {
            out.write((changes.from().revision().label() + "->" + changes.to().revision().label() + ": " + changes.rules().size())
                    .getBytes(StandardCharsets.UTF_8));
        }
    }

    private final Fakes.Store store = new Fakes.Store(
            Fakes.revision("RHEL_9_STIG", "RHEL 9 STIG", "accepted", "2", "6", LocalDate.of(2025, 1, 1), 1),
            Fakes.revision("RHEL_9_STIG", "RHEL 9 STIG", "accepted", "2", "7", LocalDate.of(2025, 6, 1), 2),
            Fakes.revision("RHEL_9_STIG", "RHEL 9 STIG", "accepted", "2", "8", LocalDate.of(2026, 1, 1), 4));
    private final Fakes.Validator validator = new Fakes.Validator(Map.of("good", TokenVerdict.valid(), "down", TokenVerdict.unavailable("down")));
    private final CompareRevisionsService service = service();

    private CompareRevisionsService service() {
        var catalog = Fakes.catalog(store);
        return new CompareRevisionsService(Fakes.answers(validator, catalog.published()),
                new Formats<>(List.<ChangeReportWriter>of(new SummaryWriter("json"), new SummaryWriter("csv"))), catalog.published(), catalog.models());
    }

    private static CompareRevisionsQuery query(String token, String from, String to, String format) {
        return new CompareRevisionsQuery(token == null ? Credentials.NONE : AccessToken.parse(token).orElseThrow(), "rhel-9-stig", from, to, format);
    }

    private ProtectedAnswer compare(String token, String from, String to, String format) {
        return Fakes.answer(service.compare(query(token, from, to, format)));
    }

    /** The report's text, rendered as an adapter asks for it. */
    private String body(String token, String from, String to, String format) {
        return Fakes.text(service::compare, query(token, from, to, format));
    }

    @Test
    void withoutFromAndToTheServedRevisionIsComparedWithTheOneBeforeIt() throws Exception {
        ProtectedAnswer result = compare("good", null, null, null);
        assertThat(body("good", null, null, null)).isEqualTo("V2R7->V2R8: 2");
        assertThat(Fakes.reply(result).fileName()).isEqualTo("rhel-9-stig-v2r7-to-v2r8-changes.json");
    }

    @Test
    void anyTwoStoredRevisionsCanBeCompared() throws Exception {
        assertThat(body("good", "V2R6", "V2R7", "csv")).isEqualTo("V2R6->V2R7: 1");
        assertThat(body("good", "V2R6", null, null)).isEqualTo("V2R6->V2R8: 3");
    }

    @Test
    void theChecksComeInTheDownloadsOrder() {
        assertThat(compare(null, "V9R9", "nope", "pdf")).isInstanceOf(Refusal.Unauthorized.class);
        assertThat(compare("down", "V9R9", "nope", "pdf")).isInstanceOf(Refusal.AuthorizationUnavailable.class);
        assertThat(compare("good", "V9R9", "nope", "xml")).isEqualTo(new Refusal.UnsupportedFormat(List.of("json", "csv")));
        assertThat(compare("good", "V9R9", null, null)).isEqualTo(new Refusal.NotFound("Revision V9R9 of STIG 'rhel-9-stig' not found"));
        assertThat(compare("good", null, "<script>", null)).isEqualTo(new Refusal.NotFound("That revision of STIG 'rhel-9-stig' not found"));
        assertThat(compare("good", null, "V2R6", null))
                .isEqualTo(new Refusal.NotFound("A revision before V2R6 of STIG 'rhel-9-stig' not found"));
        assertThat(store.loads).as("no model loaded for a refusal").hasValue(0);
    }

    @Test
    void theEntityTagNamesBothRevisionsAndTheFormat() {
        String json = Fakes.reply(compare("good", "V2R6", "V2R7", "json")).version();
        String csv = Fakes.reply(compare("good", "V2R6", "V2R7", "csv")).version();
        String other = Fakes.reply(compare("good", "V2R6", "V2R8", "json")).version();
        assertThat(json).isNotEqualTo(csv).isNotEqualTo(other);
    }
}
