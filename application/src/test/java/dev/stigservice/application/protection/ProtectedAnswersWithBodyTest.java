package dev.stigservice.application.protection;

import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.Fakes;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.answer.Upload;
import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Credentials;
import dev.stigservice.domain.model.TokenVerdict;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiFunction;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A request's body on the protected path: not a byte is asked for before access, the format, the benchmark and the
 * use's own checks passed; then it is read within {@link Uploads}' bounds, which are given back whatever happened.
 */
class ProtectedAnswersWithBodyTest {

    private static final String SLUG = "rhel-9-stig";
    private static final int MAX = 1000;

    private final Fakes.Validator validator = new Fakes.Validator(Map.of("good", TokenVerdict.valid(), "down", TokenVerdict.unavailable("timeout")));
    private final Uploads uploads = new Uploads(MAX, 2 * MAX, MAX);
    private final ProtectedAnswers answers = new AccessFirstAnswers(validator,
            Fakes.published(new Fakes.Store(Fakes.benchmark("RHEL_9_STIG", "RHEL 9 STIG", "2", "8"))), uploads,
            new KeptDocuments(0, Runnable::run));
    private final Formats<Fakes.NamedExporter> formats = new Formats<>(List.of(new Fakes.NamedExporter("json")));

    /** A body whose every read is recorded: a refused request must leave it untouched. */
    private static final class WatchedBody extends InputStream {
        private final InputStream bytes;
        boolean touched;

        WatchedBody(byte[] bytes) {
            this.bytes = new ByteArrayInputStream(bytes);
        }

        @Override
        public int read() throws IOException {
            touched = true;
            return bytes.read();
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            touched = true;
            return bytes.read(buffer, offset, length);
        }
    }

    private ProtectedAnswer answer(String token, String format, String slug, Upload upload) {
        return withBody(credentials(token), format, slug, upload,
                (renderer, served) -> answers.read(upload, bytes -> Decision.refused(new Refusal.Conflict(bytes.length + " bytes"))));
    }

    /** A protected answer about one benchmark, with a body, as a use with one asks for it. */
    private ProtectedAnswer withBody(Credentials credentials, String format, String slug, Upload upload,
                                     BiFunction<RegisteredRenderer<Fakes.NamedExporter>, BenchmarkSummary, Decision> use) {
        return answers.answer(credentials, upload, () -> answers.about(format, formats, slug, use));
    }

    private static Credentials credentials(String token) {
        return token == null ? Credentials.NONE : AccessToken.parse(token).orElseThrow();
    }

    @Test
    void aRefusedRequestsBodyIsNeverAskedFor() {
        WatchedBody body = new WatchedBody(new byte[10]);
        Upload upload = new Upload(body, 10);
        assertThat(answer(null, "json", SLUG, upload)).isInstanceOf(Refusal.Unauthorized.class);
        assertThat(answer("bad", "json", SLUG, upload)).isInstanceOf(Refusal.Unauthorized.class);
        assertThat(answer("down", "json", SLUG, upload)).isInstanceOf(Refusal.AuthorizationUnavailable.class);
        assertThat(answer("good", "pdf", SLUG, upload)).isInstanceOf(Refusal.UnsupportedFormat.class);
        assertThat(answer("good", "json", "nope", upload)).isInstanceOf(Refusal.NotFound.class);
        ProtectedAnswer notTheRevision = withBody(credentials("good"), "json", SLUG, upload,
                (renderer, served) -> Decision.refused(new Refusal.NotFound("no such revision")));
        assertThat(notTheRevision).isInstanceOf(Refusal.NotFound.class);
        assertThat(body.touched).isFalse();
        assertThat(answer("good", "json", SLUG, upload)).isEqualTo(new Refusal.Conflict("10 bytes"));
        assertThat(body.touched).isTrue();
    }

    @Test
    void aBodyDeclaredOverTheBoundIs413Unread() {
        WatchedBody body = new WatchedBody(new byte[MAX + 1]);
        assertThat(answer("good", "json", SLUG, new Upload(body, MAX + 1))).isEqualTo(new Refusal.TooLarge(MAX));
        assertThat(body.touched).isFalse();
    }

    @Test
    void aBodyOfUnknownLengthIsTakenUpToTheBoundAndRefusedPastIt() {
        assertThat(answer("good", "json", SLUG, new Upload(new WatchedBody(new byte[MAX]), Upload.UNKNOWN_LENGTH)))
                .isEqualTo(new Refusal.Conflict(MAX + " bytes"));
        assertThat(answer("good", "json", SLUG, new Upload(new WatchedBody(new byte[MAX + 1]), Upload.UNKNOWN_LENGTH)))
                .isEqualTo(new Refusal.TooLarge(MAX));
        assertThat(answer("good", "json", SLUG, new Upload(new WatchedBody(new byte[MAX]), MAX)))
                .isEqualTo(new Refusal.Conflict(MAX + " bytes"));
    }

    @Test
    void anUploadThatFindsNoRoomIs503UnreadAndTheRoomComesBackWhenTheOthersAnswered() {
        AtomicReference<ProtectedAnswer> inner = new AtomicReference<>();
        WatchedBody third = new WatchedBody(new byte[MAX]);
        // Two uploads of the largest size fill the room; a third one, sent while they are used, is not read.
        Upload first = new Upload(new WatchedBody(new byte[MAX]), MAX);
        Upload second = new Upload(new WatchedBody(new byte[MAX]), MAX);
        ProtectedAnswer outer = withBody(credentials("good"), "json", SLUG, first,
                (renderer, served) -> answers.read(first, bytes -> {
                    inner.set(answer("good", "json", SLUG, new Upload(new WatchedBody(new byte[MAX]), Upload.UNKNOWN_LENGTH)));
                    return Decision.refused((Refusal) withBody(credentials("good"), "json", SLUG, second,
                            (r, s) -> answers.read(second, more -> {
                                assertThat(uploads.claimed()).isEqualTo(2L * MAX);
                                return Decision.refused((Refusal) answer("good", "json", SLUG, new Upload(third, 1)));
                            })));
                }));
        assertThat(outer).isEqualTo(Refusal.Busy.uploads());
        assertThat(third.touched).isFalse();
        assertThat(inner.get()).isEqualTo(new Refusal.Conflict(MAX + " bytes"));
        assertThat(uploads.claimed()).isZero();
        assertThat(answer("good", "json", SLUG, new Upload(third, MAX))).isEqualTo(new Refusal.Conflict(MAX + " bytes"));
    }

    @Test
    void aBodyCutShortIs400AndItsClaimIsGivenBack() {
        InputStream cut = new InputStream() {
            @Override
            public int read() throws IOException {
                throw new IOException("Connection closed before full body was received");
            }
        };
        assertThat(answer("good", "json", SLUG, new Upload(cut, 500)))
                .isEqualTo(new Refusal.BadRequest("The upload ended before its last byte arrived"));
        assertThat(uploads.claimed()).isZero();
    }

    @Test
    void theClaimIsGivenBackWhenTheUseFails() {
        Upload upload = new Upload(new WatchedBody(new byte[10]), 10);
        assertThatThrownBy(() -> withBody(credentials("good"), "json", SLUG, upload,
                (renderer, served) -> answers.read(upload, bytes -> {
                    throw new IllegalStateException("the use failed");
                }))).hasMessage("the use failed");
        assertThat(uploads.claimed()).isZero();
    }

    @Test
    void aBodyIsReadOnlyWhileItsOwnAnswerIsResolved() {
        WatchedBody body = new WatchedBody(new byte[10]);
        Upload upload = new Upload(body, 10);
        Upload another = new Upload(new WatchedBody(new byte[10]), 10);
        assertThatThrownBy(() -> answers.read(upload, bytes -> Decision.refused(new Refusal.Conflict("read before access"))))
                .isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> withBody(credentials("good"), "json", SLUG, upload,
                (renderer, served) -> answers.read(another, bytes -> Decision.refused(new Refusal.Conflict("another body")))))
                .isInstanceOf(IllegalStateException.class);
        assertThat(answer("good", "json", SLUG, upload)).isEqualTo(new Refusal.Conflict("10 bytes"));
        assertThatThrownBy(() -> answers.read(upload, bytes -> Decision.refused(new Refusal.Conflict("read after the answer"))))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void theBoundsAreCheckedWhenMade() {
        assertThatThrownBy(() -> new Uploads(MAX, MAX - 1, MAX))
                .hasMessage("the bytes of uploads in flight (999) must be at least the largest upload (1000)");
        assertThatThrownBy(() -> new Upload(InputStream.nullInputStream(), -2))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
