package dev.stigservice.application.protection;

import dev.stigservice.application.Fakes;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.answer.Reply;
import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.Credentials;
import dev.stigservice.domain.model.Export;
import dev.stigservice.domain.model.TokenVerdict;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The one order of a protected answer asked once: the token, then the format and the benchmark, then the use, then
 * the document, with its bytes: rendered on the executor given, kept by version unless made for one request.
 */
class AccessFirstAnswersTest {

    private static final Credentials GOOD = AccessToken.parse("good").orElseThrow();

    private final Fakes.Validator validator = new Fakes.Validator(Map.of("good", TokenVerdict.valid(), "down", TokenVerdict.unavailable("timeout")));
    /** Renderings wait here until a test runs them. */
    private final List<Runnable> queued = new ArrayList<>();
    private final ProtectedAnswers answers = new AccessFirstAnswers(validator,
            Fakes.published(new Fakes.Store(Fakes.benchmark("RHEL_9_STIG", "RHEL 9 STIG", "2", "8"))), Fakes.UPLOADS,
            new KeptDocuments(1 << 20, queued::add));
    private final Formats<Fakes.NamedExporter> formats = new Formats<>(List.of(new Fakes.NamedExporter("json")));
    private final AtomicInteger decided = new AtomicInteger();
    private final AtomicInteger made = new AtomicInteger();

    /** A use about one benchmark that sends the document {@code kept} or not, counting what it decides and makes. */
    private CompletionStage<ProtectedAnswer> download(Credentials credentials, String format, String slug, boolean kept) {
        return answers.answer(credentials, () -> answers.about(format, formats, slug, (writer, served) -> {
            decided.incrementAndGet();
            return kept ? answers.send(writer, this::document, served.fileBaseName(), served.key().sha256())
                    : answers.sendOnce(writer, this::document, served.fileBaseName(), served.key().sha256());
        }));
    }

    private Export document() {
        made.incrementAndGet();
        return new Export(Fakes.benchmark("RHEL_9_STIG", "RHEL 9 STIG", "2", "8"), null);
    }

    private void runQueued() {
        List<Runnable> now = List.copyOf(queued);
        queued.clear();
        now.forEach(Runnable::run);
    }

    @Test
    void theTokenComesBeforeTheFormatTheBenchmarkAndTheUse() {
        assertThat(Fakes.answer(download(Credentials.NONE, "pdf", "nope", true))).isEqualTo(new Refusal.Unauthorized());
        assertThat(Fakes.answer(download(AccessToken.parse("bad").orElseThrow(), "pdf", "nope", true))).isEqualTo(new Refusal.Unauthorized());
        assertThat(Fakes.answer(download(AccessToken.parse("down").orElseThrow(), "pdf", "nope", true)))
                .isEqualTo(new Refusal.AuthorizationUnavailable());
        assertThat(Fakes.answer(download(GOOD, "pdf", "nope", true))).isEqualTo(new Refusal.UnsupportedFormat(List.of("json")));
        assertThat(Fakes.answer(download(GOOD, "json", "nope", true))).isEqualTo(Refusal.NotFound.benchmark("nope"));
        assertThat(decided).as("the use is reached only past all of them").hasValue(0);
        assertThat(queued).as("nothing rendered for a refusal").isEmpty();
    }

    @Test
    void aRequestChecksTheTokenAndDecidesOnceAndGetsTheBytesOffTheCallersThread() {
        CompletionStage<ProtectedAnswer> answer = download(GOOD, "json", "rhel-9-stig", true);
        assertThat(answer.toCompletableFuture()).as("not rendered on the caller's thread").isNotDone();
        assertThat(made).hasValue(0);
        runQueued();
        Reply reply = Fakes.reply(answer);
        assertThat(new String(reply.bytes(), StandardCharsets.UTF_8)).isEqualTo("json:RHEL_9_STIG");
        assertThat(reply.fileName()).isEqualTo("rhel-9-stig-v2r8.json");
        assertThat(reply.reused()).isTrue();
        assertThat(validator.calls).isEqualTo(1);
        assertThat(decided).hasValue(1);
        assertThat(made).hasValue(1);
    }

    @Test
    void aKeptVersionIsAnsweredAtOnceWithNothingMade() {
        CompletionStage<ProtectedAnswer> first = download(GOOD, "json", "rhel-9-stig", true);
        runQueued();
        CompletableFuture<ProtectedAnswer> again = download(GOOD, "json", "rhel-9-stig", true).toCompletableFuture();
        assertThat(again).as("complete at once: kept").isDone();
        assertThat(Fakes.reply(again).bytes()).isEqualTo(Fakes.reply(first).bytes());
        assertThat(made).as("the document made for the first request alone").hasValue(1);
        assertThat(decided).as("each request decided once").hasValue(2);
        assertThat(validator.calls).isEqualTo(2);
    }

    @Test
    void aDocumentMadeForOneRequestIsNeverKept() {
        CompletionStage<ProtectedAnswer> first = download(GOOD, "json", "rhel-9-stig", false);
        runQueued();
        CompletionStage<ProtectedAnswer> second = download(GOOD, "json", "rhel-9-stig", false);
        assertThat(second.toCompletableFuture()).as("rendered again, off the caller's thread").isNotDone();
        runQueued();
        assertThat(Fakes.reply(first).reused()).isFalse();
        assertThat(Fakes.reply(second).reused()).isFalse();
        assertThat(made).hasValue(2);
    }
}
