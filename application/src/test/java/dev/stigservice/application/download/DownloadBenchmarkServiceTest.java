package dev.stigservice.application.download;

import dev.stigservice.application.Fakes;
import dev.stigservice.application.answer.Conditions;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answering.Formats;
import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.ContentCoding;
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
    private final Fakes.Bodies bodies = new Fakes.Bodies();
    private final DownloadBenchmarkService service = service(new Fakes.NamedExporter("json"), new Fakes.NamedExporter("csv"));

    private DownloadBenchmarkService service(Fakes.NamedExporter... exporters) {
        var catalog = Fakes.catalog(store);
        return new DownloadBenchmarkService(Fakes.answers(validator, catalog.publisher(), bodies), new Formats<>(List.of(exporters)),
                catalog.publisher(), catalog.models());
    }

    private ProtectedAnswer.Ready ready(DownloadBenchmarkService on, DownloadBenchmarkQuery query) {
        return Fakes.ready(on.download(query));
    }

    private static DownloadBenchmarkQuery query(String token, String format, String slug) {
        return new DownloadBenchmarkQuery(token == null ? Credentials.NONE : Credentials.of(AccessToken.parse(token)), format, slug, null);
    }

    @Test
    void noTokenIsUnauthorizedWithoutAskingTheValidator() {
        assertThat(service.download(query(null, "json", "rhel-9-stig"))).isInstanceOf(ProtectedAnswer.Unauthorized.class);
        assertThat(validator.calls).isZero();
    }

    @Test
    void refusedTokenIsUnauthorizedBeforeFormatAndSlugAreLookedAt() {
        assertThat(service.download(query("bad", "pdf", "nope"))).isInstanceOf(ProtectedAnswer.Unauthorized.class);
        assertThat(store.loads).hasValue(0);
    }

    @Test
    void unavailableValidatorIsItsOwnResult() {
        assertThat(service.download(query("down", "json", "rhel-9-stig"))).isInstanceOf(ProtectedAnswer.AuthorizationUnavailable.class);
    }

    @Test
    void formatIsCheckedBeforeTheSlugAndNamesTheRegisteredFormatsInOrder() {
        assertThat(service.download(query("good", "JSON", "nope")))
                .isEqualTo(new ProtectedAnswer.UnsupportedFormat(List.of("json", "csv")));
        assertThat(store.loads).hasValue(0);
    }

    @Test
    void missingFormatMeansJson() {
        ProtectedAnswer.Ready ready = ready(service, query("good", null, "rhel-9-stig"));
        assertThat(Fakes.text(ready)).isEqualTo("json:RHEL_9_STIG");
        assertThat(ready.fileName()).isEqualTo("rhel-9-stig-v2r8.json");
        assertThat(ready.mediaType()).isEqualTo("text/json");
    }

    @Test
    void unknownSlugIsNotFoundAndOnlyAValidSlugIsEchoed() {
        assertThat(service.download(query("good", "csv", "rhel-10-stig"))).isEqualTo(new ProtectedAnswer.NotFound("STIG 'rhel-10-stig' not found"));
        assertThat(service.download(query("good", "csv", "../etc/passwd"))).isEqualTo(new ProtectedAnswer.NotFound("Not found"));
    }

    @Test
    void aBodyIsRenderedOncePerTagAndAClientHoldingTheTagGetsNotModifiedWithNothingLoaded() {
        ProtectedAnswer.Ready export = ready(service, query("good", "csv", "rhel-9-stig"));
        assertThat(export.entityTag()).hasSize(32);
        assertThat(ready(service, query("good", "csv", "rhel-9-stig")).entityTag()).isEqualTo(export.entityTag());
        assertThat(bodies.renders).as("rendered once for both requests").hasValue(1);
        assertThat(store.loads).hasValue(1);

        DownloadBenchmarkService fresh = service(new Fakes.NamedExporter("json"), new Fakes.NamedExporter("csv"));
        bodies.renders.set(0);
        store.loads.set(0);
        DownloadBenchmarkQuery holding = new DownloadBenchmarkQuery(AccessToken.parse("good").orElseThrow(), "csv", "rhel-9-stig", null,
                new Conditions(List.of("other", export.entityTag()), ContentCoding.IDENTITY));
        assertThat(fresh.download(holding)).isEqualTo(new ProtectedAnswer.NotModified(export.entityTag()));
        assertThat(store.loads).as("a matching tag loads no model").hasValue(0);
        assertThat(bodies.renders).as("and renders nothing").hasValue(0);
    }

    @Test
    void aCallerThatMayNotWaitIsAnsweredFromWhatIsKnownAndKeptOrToldItWouldWait() {
        AccessToken good = AccessToken.parse("good").orElseThrow();
        Conditions eventLoop = new Conditions(List.of(), ContentCoding.IDENTITY, false);
        DownloadBenchmarkQuery fast = new DownloadBenchmarkQuery(good, "csv", "rhel-9-stig", null, eventLoop);
        assertThat(service.download(fast)).as("no verdict known yet").isEqualTo(new ProtectedAnswer.WouldWait());
        assertThat(validator.calls).isZero();

        ProtectedAnswer.Ready rendered = ready(service, new DownloadBenchmarkQuery(good, "json", "rhel-9-stig", null));
        assertThat(service.download(fast)).as("the verdict is known, the csv body is not rendered").isEqualTo(new ProtectedAnswer.WouldWait());
        assertThat(store.loads).hasValue(1);

        ProtectedAnswer.Ready sent = ready(service, new DownloadBenchmarkQuery(good, "json", "rhel-9-stig", null, eventLoop));
        assertThat(sent.entityTag()).isEqualTo(rendered.entityTag());
        assertThat(Fakes.text(sent)).isEqualTo("json:RHEL_9_STIG");
        assertThat(validator.calls).as("the kept verdict, no second call").isEqualTo(1);
        assertThat(bodies.renders).as("the kept body").hasValue(1);
        assertThat(service.download(new DownloadBenchmarkQuery(good, "csv", "rhel-9-stig", null,
                new Conditions(List.of(Fakes.ready(service.download(new DownloadBenchmarkQuery(good, "csv", "rhel-9-stig", null))).entityTag()),
                        ContentCoding.IDENTITY, false)))).isInstanceOf(ProtectedAnswer.NotModified.class);
    }

    @Test
    void entityTagDiffersPerFormatAndIsStableForTheSameContent() {
        ProtectedAnswer.Ready json = ready(service, query("good", "json", "rhel-9-stig"));
        ProtectedAnswer.Ready again = ready(service, query("good", "json", "rhel-9-stig"));
        ProtectedAnswer.Ready csv = ready(service, query("good", "csv", "rhel-9-stig"));
        assertThat(json.entityTag()).isEqualTo(again.entityTag()).isNotEqualTo(csv.entityTag());
    }

    @Test
    void aNewExporterVersionIsANewEntityTag() {
        DownloadBenchmarkService newerJson = service(new Fakes.NamedExporter("json", "2"));
        ProtectedAnswer.Ready before = ready(service, query("good", "json", "rhel-9-stig"));
        ProtectedAnswer.Ready after = ready(newerJson, query("good", "json", "rhel-9-stig"));
        assertThat(after.entityTag()).isNotEqualTo(before.entityTag());
    }

    @Test
    void aRevisionIsLookedUpAfterTheSlugAndAnUnknownOneIsItsOwnResult() {
        ProtectedAnswer.Ready ready = ready(service, new DownloadBenchmarkQuery(AccessToken.parse("good").orElseThrow(), "csv", "rhel-9-stig", "V2R8"));
        assertThat(ready.fileName()).isEqualTo("rhel-9-stig-v2r8.csv");
        assertThat(service.download(new DownloadBenchmarkQuery(AccessToken.parse("good").orElseThrow(), "csv", "rhel-9-stig", "V9R9")))
                .isEqualTo(new ProtectedAnswer.NotFound("Revision V9R9 of STIG 'rhel-9-stig' not found"));
        assertThat(service.download(new DownloadBenchmarkQuery(AccessToken.parse("good").orElseThrow(), "csv", "rhel-10-stig", "V2R8")))
                .isInstanceOf(ProtectedAnswer.NotFound.class);
    }
}
