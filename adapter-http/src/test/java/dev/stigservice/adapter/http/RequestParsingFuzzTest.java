package dev.stigservice.adapter.http;

import dev.stigservice.domain.port.fake.NoRuleSearch;
import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.stigservice.application.download.DownloadBenchmarkQuery;
import dev.stigservice.application.download.DownloadBenchmarkService;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.Refusal;
import dev.stigservice.adapter.http.delivery.ConditionalResponses;
import dev.stigservice.application.protection.Formats;
import dev.stigservice.application.protection.AccessFirstAnswers;
import dev.stigservice.application.protection.KeptDocuments;
import dev.stigservice.application.protection.Uploads;
import dev.stigservice.domain.model.UnreadableDocument;
import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.Credentials;
import dev.stigservice.application.publication.DocumentContent;
import dev.stigservice.application.publication.CatalogPublisher;
import dev.stigservice.application.publication.PublicationSearch;
import dev.stigservice.application.publication.CurrentPublication;
import dev.stigservice.application.publication.ModelCache;
import dev.stigservice.application.publication.Readiness;
import dev.stigservice.application.publication.RuleIndexer;
import dev.stigservice.application.publication.StoredDocuments;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.DocumentEntry;
import dev.stigservice.domain.model.Export;
import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.model.TokenVerdict;
import dev.stigservice.domain.port.BenchmarkCatalog;
import dev.stigservice.domain.port.BenchmarkReader;
import dev.stigservice.domain.port.Exporter;

import java.io.OutputStream;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Whatever a client sends as Authorization header, format and slug: parsing never throws, a token is
 * only ever a token68 of at most 4096 characters, a slug only ever matches the slug pattern, and the
 * download checks answer in the contract's order.
 */
class RequestParsingFuzzTest {

    private static final Pattern TOKEN68 = Pattern.compile("[A-Za-z0-9\\-._~+/]+=*");
    private static final Pattern SLUG = Pattern.compile("[a-z0-9][a-z0-9-]{0,127}");
    private static final Set<String> FORMATS = Set.of("json", "csv");
    private static final String REDACTED = AccessToken.parse("any").orElseThrow().toString();

    private static final StoredDocuments NOTHING_STORED = nothingStored();
    private static final CurrentPublication EMPTY = emptyCatalog();
    private final DownloadBenchmarkService downloads = new DownloadBenchmarkService(new AccessFirstAnswers(
            token -> CompletableFuture.completedFuture(token.reveal().startsWith("ok") ? TokenVerdict.valid() : TokenVerdict.invalid()),
            EMPTY, new Uploads(65_536, 65_536, 65_536), new KeptDocuments(0, Runnable::run)), new Formats<>(List.of(exporter("json"), exporter("csv"))), EMPTY, new ModelCache(NOTHING_STORED, 1));

    private static StoredDocuments nothingStored() {
        BenchmarkCatalog empty = new BenchmarkCatalog() {
            @Override
            public List<DocumentEntry> documents() {
                return List.of();
            }

            @Override
            public Optional<Document> load(ContentKey key) {
                return Optional.empty();
            }
        };
        BenchmarkReader readsNothing = document -> {
            throw new UnreadableDocument("nothing is stored", null);
        };
        return new StoredDocuments(empty, new DocumentContent(readsNothing, document -> Optional.empty(), document -> Optional.empty()), "nothing");
    }

    private static CurrentPublication emptyCatalog() {
        PublicationSearch search = new PublicationSearch(new NoRuleSearch(), NOTHING_STORED, Clock.systemUTC(), 1);
        CurrentPublication published = new CurrentPublication();
        new CatalogPublisher(NOTHING_STORED, published, new RuleIndexer(), search, new Readiness("nothing", published, search, Clock.systemUTC())).refresh();
        return published;
    }

    @FuzzTest(maxDuration = "10s")
    void parsesSafely(FuzzedDataProvider data) {
        List<String> headers = data.consumeBoolean()
                ? List.of(data.consumeString(5000))
                : List.of(data.consumeString(300), data.consumeString(300));
        String format = data.consumeBoolean() ? null : data.consumeString(40);
        String slug = data.consumeRemainingAsString();

        Optional<AccessToken> token = BearerAuthorization.parse(headers);
        token.ifPresent(t -> {
            assertThat(headers).hasSize(1);
            assertThat(t.reveal()).matches(TOKEN68).hasSizeLessThanOrEqualTo(AccessToken.MAX_LENGTH);
            // The same text whatever the token: "doesNotContain" would wrongly fail for a token like "r".
            assertThat(t.toString()).isEqualTo(REDACTED);
        });
        Slug.parse(slug).ifPresent(parsed -> assertThat(parsed.value()).matches(SLUG));
        assertThat(ConditionalResponses.tagsHeld(headers)).allSatisfy(tag -> assertThat(tag).doesNotContain(","));

        ProtectedAnswer result = downloads.download(new DownloadBenchmarkQuery(Credentials.of(token), format, slug, null))
                .toCompletableFuture().join();
        boolean authorized = token.isPresent() && token.get().reveal().startsWith("ok");
        boolean formatKnown = format == null || FORMATS.contains(format);
        switch (result) {
            case Refusal.Unauthorized u -> assertThat(authorized).isFalse();
            case Refusal.UnsupportedFormat u -> assertThat(authorized && !formatKnown).isTrue();
            case Refusal.NotFound notFound -> {
                assertThat(authorized && formatKnown).isTrue();
                // Only a slug is ever quoted back: anything else is the plain "Not found".
                assertThat(notFound.message()).isIn("Not found", "STIG '" + slug + "' not found");
                if (!notFound.message().equals("Not found")) {
                    assertThat(slug).matches(SLUG);
                }
            }
            default -> throw new AssertionError("the empty catalog cannot serve " + result);
        }
    }

    private static Exporter exporter(String name) {
        return new Exporter() {
            @Override
            public Format format() {
                return new Format(name, "text/plain", "1");
            }

            @Override
            public void write(Export export, OutputStream out) {
                throw new AssertionError("nothing to write");
            }
        };
    }
}
