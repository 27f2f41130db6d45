package dev.stigservice.application.download;

import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.answer.Reply;
import dev.stigservice.application.Fakes;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.protection.Formats;
import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.Credentials;
import dev.stigservice.domain.model.TokenVerdict;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class DownloadBenchmarkServiceTest {

    private final Fakes.Store store = new Fakes.Store(Fakes.benchmark("RHEL_9_STIG", "RHEL 9 STIG", "2", "8"));
    private final Fakes.Validator validator = new Fakes.Validator(Map.of(
            "good", TokenVerdict.valid(), "down", TokenVerdict.unavailable("timeout")));
    private final DownloadBenchmarkService service = service(new Fakes.NamedExporter("json"), new Fakes.NamedExporter("csv"));

    private DownloadBenchmarkService service(Fakes.NamedExporter... exporters) {
        var catalog = Fakes.catalog(store);
        return new DownloadBenchmarkService(Fakes.answers(validator, catalog.published()), new Formats<>(List.of(exporters)),
                catalog.published(), catalog.models());
    }

    private Reply ready(DownloadBenchmarkService on, DownloadBenchmarkQuery query) {
        return Fakes.reply(on.download(query));
    }

    private static DownloadBenchmarkQuery query(String token, String format, String slug) {
        return new DownloadBenchmarkQuery(token == null ? Credentials.NONE : Credentials.of(AccessToken.parse(token)), format, slug, null);
    }

    @Test
    void noTokenIsUnauthorizedWithoutAskingTheValidator() {
        assertThat(Fakes.answer(service.download(query(null, "json", "rhel-9-stig")))).isInstanceOf(Refusal.Unauthorized.class);
        assertThat(validator.calls).isZero();
    }

    @Test
    void refusedTokenIsUnauthorizedBeforeFormatAndSlugAreLookedAt() {
        assertThat(Fakes.answer(service.download(query("bad", "pdf", "nope")))).isInstanceOf(Refusal.Unauthorized.class);
        assertThat(store.loads).hasValue(0);
    }

    @Test
    void unavailableValidatorIsItsOwnResult() {
        assertThat(Fakes.answer(service.download(query("down", "json", "rhel-9-stig")))).isInstanceOf(Refusal.AuthorizationUnavailable.class);
    }

    @Test
    void formatIsCheckedBeforeTheSlugAndNamesTheRegisteredFormatsInOrder() {
        assertThat(Fakes.answer(service.download(query("good", "JSON", "nope"))))
                .isEqualTo(new Refusal.UnsupportedFormat(List.of("json", "csv")));
        assertThat(store.loads).hasValue(0);
    }

    @Test
    void missingFormatMeansJson() {
        Reply ready = ready(service, query("good", null, "rhel-9-stig"));
        assertThat(Fakes.text(service::download, query("good", null, "rhel-9-stig"))).isEqualTo("json:RHEL_9_STIG");
        assertThat(ready.fileName()).isEqualTo("rhel-9-stig-v2r8.json");
        assertThat(ready.mediaType()).isEqualTo("text/json");
    }

    /** nist, where a route takes it, is checked as the control lookup checks it: after the slug, then its shape. */
    @Test
    void aNistThatIsNoRevisionNumberIsABadRequestAfterTheSlug() {
        Credentials good = Credentials.of(AccessToken.parse("good"));
        assertThat(Fakes.answer(service.download(new DownloadBenchmarkQuery(good, "json", "rhel-10-stig", null, "five"))))
                .isEqualTo(new Refusal.NotFound("STIG 'rhel-10-stig' not found"));
        assertThat(Fakes.answer(service.download(new DownloadBenchmarkQuery(good, "json", "rhel-9-stig", null, "five"))))
                .isEqualTo(Refusal.BadRequest.nistRevision());
        assertThat(Fakes.answer(service.download(new DownloadBenchmarkQuery(good, "json", "rhel-9-stig", null, "5"))))
                .isInstanceOf(Reply.class);
    }

    @Test
    void unknownSlugIsNotFoundAndOnlyAValidSlugIsEchoed() {
        assertThat(Fakes.answer(service.download(query("good", "csv", "rhel-10-stig")))).isEqualTo(new Refusal.NotFound("STIG 'rhel-10-stig' not found"));
        assertThat(Fakes.answer(service.download(query("good", "csv", "../etc/passwd")))).isEqualTo(new Refusal.NotFound("Not found"));
    }

    @Test
    void oneQuestionChecksTheTokenOnceAndAnswersTheVersionWithItsBytes() {
        Reply export = ready(service, query("good", "csv", "rhel-9-stig"));
        assertThat(validator.calls).as("the token checked once for the answer and its bytes").isEqualTo(1);
        assertThat(export.version()).hasSize(32);
        assertThat(export.reused()).as("asked for again by its version").isTrue();
        assertThat(new String(export.bytes(), StandardCharsets.UTF_8)).isEqualTo("csv:RHEL_9_STIG");
        assertThat(store.loads).hasValue(1);
    }

    @Test
    void aKeptVersionIsAnsweredWithoutLoadingOrRenderingAgain() {
        Fakes.NamedExporter csv = new Fakes.NamedExporter("csv");
        DownloadBenchmarkService service = service(new Fakes.NamedExporter("json"), csv);
        Reply first = ready(service, query("good", "csv", "rhel-9-stig"));
        Reply again = ready(service, query("good", "csv", "rhel-9-stig"));
        assertThat(again.version()).isEqualTo(first.version());
        assertThat(again.bytes()).isEqualTo(first.bytes());
        assertThat(csv.writes).as("rendered once, then kept").isEqualTo(1);
        assertThat(store.loads).as("the model loaded for the first alone").hasValue(1);
        assertThat(validator.calls).as("each request's token checked, once").isEqualTo(2);
    }

    @Test
    void entityTagDiffersPerFormatAndIsStableForTheSameContent() {
        Reply json = ready(service, query("good", "json", "rhel-9-stig"));
        Reply again = ready(service, query("good", "json", "rhel-9-stig"));
        Reply csv = ready(service, query("good", "csv", "rhel-9-stig"));
        assertThat(json.version()).isEqualTo(again.version()).isNotEqualTo(csv.version());
    }

    @Test
    void aNewExporterVersionIsANewEntityTag() {
        DownloadBenchmarkService newerJson = service(new Fakes.NamedExporter("json", "2"));
        Reply before = ready(service, query("good", "json", "rhel-9-stig"));
        Reply after = ready(newerJson, query("good", "json", "rhel-9-stig"));
        assertThat(after.version()).isNotEqualTo(before.version());
    }

    @Test
    void aRevisionIsLookedUpAfterTheSlugAndAnUnknownOneIsItsOwnResult() {
        Reply ready = ready(service, new DownloadBenchmarkQuery(AccessToken.parse("good").orElseThrow(), "csv", "rhel-9-stig", "V2R8"));
        assertThat(ready.fileName()).isEqualTo("rhel-9-stig-v2r8.csv");
        assertThat(Fakes.answer(service.download(new DownloadBenchmarkQuery(AccessToken.parse("good").orElseThrow(), "csv", "rhel-9-stig", "V9R9"))))
                .isEqualTo(new Refusal.NotFound("Revision V9R9 of STIG 'rhel-9-stig' not found"));
        assertThat(Fakes.answer(service.download(new DownloadBenchmarkQuery(AccessToken.parse("good").orElseThrow(), "csv", "rhel-10-stig", "V2R8"))))
                .isInstanceOf(Refusal.NotFound.class);
    }
}
