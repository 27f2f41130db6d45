package dev.stigservice.application.download;

import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.model.TokenVerdict;
import dev.stigservice.domain.port.BenchmarkCatalog;
import dev.stigservice.domain.port.Exporter;
import dev.stigservice.domain.port.TokenValidator;

import java.util.Objects;
import java.util.Optional;

public final class DownloadBenchmarkService implements DownloadBenchmarkUseCase {

    private final TokenValidator tokenValidator;
    private final ExportFormats formats;
    private final BenchmarkCatalog catalog;

    public DownloadBenchmarkService(TokenValidator tokenValidator, ExportFormats formats, BenchmarkCatalog catalog) {
        this.tokenValidator = Objects.requireNonNull(tokenValidator);
        this.formats = Objects.requireNonNull(formats);
        this.catalog = Objects.requireNonNull(catalog);
    }

    @Override
    public DownloadResult download(DownloadBenchmarkQuery query) {
        if (query.token().isEmpty()) {
            return new DownloadResult.Unauthorized();
        }
        DownloadResult refusal = authorize(query.token().get());
        if (refusal != null) {
            return refusal;
        }
        Optional<Exporter> exporter = formats.find(query.format());
        if (exporter.isEmpty()) {
            return new DownloadResult.UnsupportedFormat(formats.names());
        }
        Optional<Slug> slug = Slug.parse(query.slug());
        return slug.flatMap(catalog::find)
                .<DownloadResult>map(benchmark -> new DownloadResult.Ready(new BenchmarkExport(benchmark, exporter.get())))
                .orElseGet(() -> new DownloadResult.NotFound(slug));
    }

    /** Null when the token is confirmed; otherwise the result that ends the request. */
    private DownloadResult authorize(AccessToken token) {
        return switch (tokenValidator.validate(token)) {
            case TokenVerdict.Valid valid -> null;
            case TokenVerdict.Invalid invalid -> new DownloadResult.Unauthorized();
            case TokenVerdict.Unavailable unavailable -> new DownloadResult.AuthorizationUnavailable();
        };
    }
}
