package dev.stigservice.application.download;

import dev.stigservice.application.catalog.CatalogPublisher;
import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.model.TokenVerdict;
import dev.stigservice.domain.port.Exporter;
import dev.stigservice.domain.port.TokenValidator;

import java.util.Objects;
import java.util.Optional;

public final class DownloadBenchmarkService implements DownloadBenchmarkUseCase {

    private final TokenValidator tokenValidator;
    private final ExportFormats formats;
    private final CatalogPublisher catalog;

    public DownloadBenchmarkService(TokenValidator tokenValidator, ExportFormats formats, CatalogPublisher catalog) {
        this.tokenValidator = Objects.requireNonNull(tokenValidator);
        this.formats = Objects.requireNonNull(formats);
        this.catalog = Objects.requireNonNull(catalog);
    }

    @Override
    public DownloadResult download(DownloadBenchmarkQuery query) {
        Optional<DownloadResult> refusal = query.token() == null ? Optional.of(new DownloadResult.Unauthorized()) : authorize(query.token());
        if (refusal.isPresent()) {
            return refusal.get();
        }
        Optional<Exporter> exporter = formats.find(query.format());
        if (exporter.isEmpty()) {
            return new DownloadResult.UnsupportedFormat(formats.names());
        }
        Optional<Slug> slug = Slug.parse(query.slug());
        return slug.flatMap(catalog::served)
                .<DownloadResult>map(served -> new DownloadResult.Ready(
                        new BenchmarkExport(served, exporter.get(), () -> catalog.model(served))))
                .orElseGet(() -> new DownloadResult.NotFound(slug));
    }

    /** Empty when the token is confirmed; otherwise the result that ends the request. */
    private Optional<DownloadResult> authorize(AccessToken token) {
        return switch (tokenValidator.validate(token)) {
            case TokenVerdict.Valid valid -> Optional.empty();
            case TokenVerdict.Invalid invalid -> Optional.of(new DownloadResult.Unauthorized());
            case TokenVerdict.Unavailable unavailable -> Optional.of(new DownloadResult.AuthorizationUnavailable());
        };
    }
}
