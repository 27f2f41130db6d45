package dev.stigservice.application.download;

import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.answer.Rendering;
import dev.stigservice.application.Fakes;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.protection.Formats;
import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.Credentials;
import dev.stigservice.domain.model.TokenVerdict;
import org.junit.jupiter.api.Test;

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

    private Rendering ready(DownloadBenchmarkService on, DownloadBenchmarkQuery query) {
        return Fakes.rendering(on.download(query));
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
        Rendering ready = ready(service, query("good", null, "rhel-9-stig"));
        assertThat(Fakes.text(service::download, service::render, query("good", null, "rhel-9-stig"))).isEqualTo("json:RHEL_9_STIG");
        assertThat(ready.fileName()).isEqualTo("rhel-9-stig-v2r8.json");
        assertThat(ready.mediaType()).isEqualTo("text/json");
    }

    @Test
    void unknownSlugIsNotFoundAndOnlyAValidSlugIsEchoed() {
        assertThat(Fakes.answer(service.download(query("good", "csv", "rhel-10-stig")))).isEqualTo(new Refusal.NotFound("STIG 'rhel-10-stig' not found"));
        assertThat(Fakes.answer(service.download(query("good", "csv", "../etc/passwd")))).isEqualTo(new Refusal.NotFound("Not found"));
    }

    @Test
    void anAnswerIsDescribedWithoutLoadingAndItsModelIsLoadedOnlyWhenRendered() {
        Rendering export = ready(service, query("good", "csv", "rhel-9-stig"));
        assertThat(export.version()).hasSize(32);
        assertThat(export.reused()).as("asked for again by its version").isTrue();
        assertThat(ready(service, query("good", "csv", "rhel-9-stig")).version()).isEqualTo(export.version());
        assertThat(store.loads).as("nothing loaded to say what would be sent").hasValue(0);
        assertThat(Fakes.text(service::download, service::render, query("good", "csv", "rhel-9-stig"))).isEqualTo("csv:RHEL_9_STIG");
        assertThat(store.loads).hasValue(1);
    }

    @Test
    void onlyTheVersionTheSameQueryIsAnsweredWithIsRenderedAndOnlyForAGoodToken() {
        String version = ready(service, query("good", "csv", "rhel-9-stig")).version();
        assertThat(service.render(query("good", "csv", "rhel-9-stig"), "0".repeat(32))).as("another version: ask again").isEmpty();
        assertThat(service.render(query("bad", "csv", "rhel-9-stig"), version)).as("a refused token renders nothing").isEmpty();
        assertThat(service.render(query(null, "csv", "rhel-9-stig"), version)).isEmpty();
        assertThat(service.render(query("good", "json", "rhel-9-stig"), version)).as("the json query is another version").isEmpty();
        assertThat(store.loads).as("nothing loaded for any of them").hasValue(0);
        assertThat(service.render(query("good", "csv", "rhel-9-stig"), version)).hasValueSatisfying(
                bytes -> assertThat(new String(bytes, java.nio.charset.StandardCharsets.UTF_8)).isEqualTo("csv:RHEL_9_STIG"));
    }

    @Test
    void entityTagDiffersPerFormatAndIsStableForTheSameContent() {
        Rendering json = ready(service, query("good", "json", "rhel-9-stig"));
        Rendering again = ready(service, query("good", "json", "rhel-9-stig"));
        Rendering csv = ready(service, query("good", "csv", "rhel-9-stig"));
        assertThat(json.version()).isEqualTo(again.version()).isNotEqualTo(csv.version());
    }

    @Test
    void aNewExporterVersionIsANewEntityTag() {
        DownloadBenchmarkService newerJson = service(new Fakes.NamedExporter("json", "2"));
        Rendering before = ready(service, query("good", "json", "rhel-9-stig"));
        Rendering after = ready(newerJson, query("good", "json", "rhel-9-stig"));
        assertThat(after.version()).isNotEqualTo(before.version());
    }

    @Test
    void aRevisionIsLookedUpAfterTheSlugAndAnUnknownOneIsItsOwnResult() {
        Rendering ready = ready(service, new DownloadBenchmarkQuery(AccessToken.parse("good").orElseThrow(), "csv", "rhel-9-stig", "V2R8"));
        assertThat(ready.fileName()).isEqualTo("rhel-9-stig-v2r8.csv");
        assertThat(Fakes.answer(service.download(new DownloadBenchmarkQuery(AccessToken.parse("good").orElseThrow(), "csv", "rhel-9-stig", "V9R9"))))
                .isEqualTo(new Refusal.NotFound("Revision V9R9 of STIG 'rhel-9-stig' not found"));
        assertThat(Fakes.answer(service.download(new DownloadBenchmarkQuery(AccessToken.parse("good").orElseThrow(), "csv", "rhel-10-stig", "V2R8"))))
                .isInstanceOf(Refusal.NotFound.class);
    }
}
