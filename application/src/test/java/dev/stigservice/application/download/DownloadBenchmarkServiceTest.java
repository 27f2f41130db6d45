package dev.stigservice.application.download;

import dev.stigservice.application.Fakes;
import dev.stigservice.application.access.AccessCheck;
import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.Credentials;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.model.TokenVerdict;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class DownloadBenchmarkServiceTest {

    private final Fakes.Store store = new Fakes.Store(Fakes.benchmark("RHEL_9_STIG", "RHEL 9 STIG", "2", "8"));
    private final Fakes.Validator validator = new Fakes.Validator(Map.of(
            "good", TokenVerdict.valid(), "down", TokenVerdict.unavailable("timeout")));
    private final DownloadBenchmarkService service = new DownloadBenchmarkService(new AccessCheck(validator),
            new ExportFormats(List.of(new Fakes.NamedExporter("json"), new Fakes.NamedExporter("csv"))), Fakes.publisher(store));

    private static DownloadBenchmarkQuery query(String token, String format, String slug) {
        return new DownloadBenchmarkQuery(token == null ? Credentials.NONE : Credentials.of(AccessToken.parse(token)), format, slug, null);
    }

    @Test
    void noTokenIsUnauthorizedWithoutAskingTheValidator() {
        assertThat(service.download(query(null, "json", "rhel-9-stig"))).isInstanceOf(DownloadResult.Unauthorized.class);
        assertThat(validator.calls).isZero();
    }

    @Test
    void refusedTokenIsUnauthorizedBeforeFormatAndSlugAreLookedAt() {
        assertThat(service.download(query("bad", "pdf", "nope"))).isInstanceOf(DownloadResult.Unauthorized.class);
        assertThat(store.loads).hasValue(0);
    }

    @Test
    void unavailableValidatorIsItsOwnResult() {
        assertThat(service.download(query("down", "json", "rhel-9-stig"))).isInstanceOf(DownloadResult.AuthorizationUnavailable.class);
    }

    @Test
    void formatIsCheckedBeforeTheSlugAndNamesTheRegisteredFormatsInOrder() {
        assertThat(service.download(query("good", "JSON", "nope")))
                .isEqualTo(new DownloadResult.UnsupportedFormat(List.of("json", "csv")));
        assertThat(store.loads).hasValue(0);
    }

    @Test
    void missingFormatMeansJson() throws Exception {
        DownloadResult.Ready ready = (DownloadResult.Ready) service.download(query("good", null, "rhel-9-stig"));
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        ready.export().writeTo(body);
        assertThat(body.toString()).isEqualTo("json:RHEL_9_STIG");
        assertThat(ready.export().fileName()).isEqualTo("rhel-9-stig-v2r8.json");
    }

    @Test
    void unknownSlugIsNotFoundAndOnlyAValidSlugIsEchoed() {
        DownloadResult.NotFound unknown = (DownloadResult.NotFound) service.download(query("good", "csv", "rhel-10-stig"));
        assertThat(unknown.slug()).hasValueSatisfying(slug -> assertThat(slug.value()).isEqualTo("rhel-10-stig"));
        DownloadResult.NotFound invalid = (DownloadResult.NotFound) service.download(query("good", "csv", "../etc/passwd"));
        assertThat(invalid.slug()).isEmpty();
    }

    @Test
    void nameAndEntityTagNeedNoModelOnlyTheBodyDoes() throws Exception {
        BenchmarkExport export = ((DownloadResult.Ready) service.download(query("good", "csv", "rhel-9-stig"))).export();
        assertThat(export.fileName()).isEqualTo("rhel-9-stig-v2r8.csv");
        assertThat(export.entityTag()).hasSize(32);
        assertThat(store.loads).as("no model loaded for the name and the tag").hasValue(0);
        export.writeTo(new ByteArrayOutputStream());
        assertThat(store.loads).hasValue(1);
    }

    @Test
    void entityTagDiffersPerFormatAndIsStableForTheSameContent() {
        BenchmarkExport json = ((DownloadResult.Ready) service.download(query("good", "json", "rhel-9-stig"))).export();
        BenchmarkExport again = ((DownloadResult.Ready) service.download(query("good", "json", "rhel-9-stig"))).export();
        BenchmarkExport csv = ((DownloadResult.Ready) service.download(query("good", "csv", "rhel-9-stig"))).export();
        assertThat(json.entityTag()).isEqualTo(again.entityTag()).isNotEqualTo(csv.entityTag());
    }

    @Test
    void aNewExporterVersionIsANewEntityTag() {
        DownloadBenchmarkService newerJson = new DownloadBenchmarkService(new AccessCheck(validator),
                new ExportFormats(List.of(new Fakes.NamedExporter("json", "2"))), Fakes.publisher(store));
        BenchmarkExport before = ((DownloadResult.Ready) service.download(query("good", "json", "rhel-9-stig"))).export();
        BenchmarkExport after = ((DownloadResult.Ready) newerJson.download(query("good", "json", "rhel-9-stig"))).export();
        assertThat(after.entityTag()).isNotEqualTo(before.entityTag());
    }

    @Test
    void aRevisionIsLookedUpAfterTheSlugAndAnUnknownOneIsItsOwnResult() {
        DownloadResult.Ready ready = (DownloadResult.Ready) service.download(new DownloadBenchmarkQuery(
                AccessToken.parse("good").orElseThrow(), "csv", "rhel-9-stig", "V2R8"));
        assertThat(ready.export().fileName()).isEqualTo("rhel-9-stig-v2r8.csv");
        assertThat(service.download(new DownloadBenchmarkQuery(AccessToken.parse("good").orElseThrow(), "csv", "rhel-9-stig", "V9R9")))
                .isEqualTo(new DownloadResult.RevisionNotFound(new Slug("rhel-9-stig"), "V9R9"));
        assertThat(service.download(new DownloadBenchmarkQuery(AccessToken.parse("good").orElseThrow(), "csv", "rhel-10-stig", "V2R8")))
                .isInstanceOf(DownloadResult.NotFound.class);
    }
}
