package dev.stigservice.endtoend.http;

import dev.stigservice.application.download.DownloadBenchmarkQuery;
import dev.stigservice.application.download.DownloadBenchmarkUseCase;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.list.BenchmarkListing;
import dev.stigservice.application.list.ListBenchmarksQuery;
import dev.stigservice.application.list.ListBenchmarksUseCase;
import io.micronaut.context.annotation.Primary;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;

import java.util.concurrent.CompletionStage;

/** Use cases that fail the way a bug would, for the 500 test only (active only with test.core.explode). */
final class ExplodingUseCases {

    static final String SECRET_DETAIL = "connection to db-internal-7.corp:5432 failed";

    private ExplodingUseCases() {
    }

    @Singleton
    @Primary
    @Requires(property = "test.core.explode")
    static class Listing implements ListBenchmarksUseCase {
        @Override
        public BenchmarkListing list(ListBenchmarksQuery query) {
            throw new IllegalStateException(SECRET_DETAIL);
        }
    }

    @Singleton
    @Primary
    @Requires(property = "test.core.explode")
    static class Download implements DownloadBenchmarkUseCase {
        @Override
        public CompletionStage<ProtectedAnswer> download(DownloadBenchmarkQuery query) {
            throw new IllegalStateException(SECRET_DETAIL);
        }
    }
}
