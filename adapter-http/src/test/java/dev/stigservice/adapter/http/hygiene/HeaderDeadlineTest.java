package dev.stigservice.adapter.http.hygiene;

import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.util.ReferenceCountUtil;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The header deadline on the event loop's clock, stopped and moved by hand: a head's time counts from its own first byte
 * whichever request came before it on the connection. WriteRouteUnderAttackIT drips a real socket against the jar.
 */
class HeaderDeadlineTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(1);
    private static final String HEAD = "GET /api/v1/stigs HTTP/1.1\r\nHost: x\r\n";

    private EmbeddedChannel channel;

    @BeforeEach
    void connect() {
        HeaderDeadline deadline = new HeaderDeadline(TIMEOUT);
        channel = new EmbeddedChannel(deadline.bytes(), new HttpServerCodec(), deadline.requests());
        channel.freezeTime();
    }

    @AfterEach
    void release() {
        channel.finishAndReleaseAll();
    }

    private void send(String text) {
        channel.writeInbound(Unpooled.copiedBuffer(text, StandardCharsets.ISO_8859_1));
        Object decoded;
        while ((decoded = channel.readInbound()) != null) {
            ReferenceCountUtil.release(decoded);
        }
    }

    private void after(long millis) {
        channel.advanceTimeBy(millis, TimeUnit.MILLISECONDS);
        channel.runScheduledPendingTasks();
    }

    @Test
    void aHeadThatDoesNotArriveWholeInTimeClosesTheConnection() {
        send(HEAD);
        after(999);
        send("X-Drip: a\r\n");
        assertThat(channel.isOpen()).as("within the deadline").isTrue();
        after(1);
        assertThat(channel.isOpen()).as("a head one second long").isFalse();
    }

    @Test
    void aHeadThatArrivesWholeIsNotClosedHoweverLongTheConnectionThenWaits() {
        send(HEAD + "\r\n");
        after(10_000);
        assertThat(channel.isOpen()).as("waiting for the next request is the idle timeout's").isTrue();
    }

    @Test
    void aLaterHeadHasItsOwnSecondWhenTheCheckOfAnEarlierOneFindsItUnderWay() {
        send(HEAD + "\r\n");
        after(900);
        send(HEAD);
        after(100);
        assertThat(channel.isOpen()).as("the first head's check finds the second 100 ms under way").isTrue();
        after(899);
        assertThat(channel.isOpen()).isTrue();
        after(1);
        assertThat(channel.isOpen()).as("the second head one second long").isFalse();
    }

    @Test
    void aHeadAfterAnIdleSpellStartsTheClockAgain() {
        send(HEAD + "\r\n");
        after(5_000);
        send(HEAD);
        after(999);
        assertThat(channel.isOpen()).isTrue();
        after(1);
        assertThat(channel.isOpen()).isFalse();
    }

    @Test
    void aBodyTakesAsLongAsItTakes() {
        send("POST /api/v1/x HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n\r\n");
        after(500);
        send("ab");
        after(5_000);
        assertThat(channel.isOpen()).as("the head arrived whole; its body's bytes start no clock").isTrue();
        send("cd");
        after(5_000);
        assertThat(channel.isOpen()).isTrue();
    }

    @Test
    void aClosedConnectionLeavesNoCheckBehind() {
        send(HEAD);
        channel.close();
        assertThat(channel.runScheduledPendingTasks()).as("nothing scheduled").isEqualTo(-1);
    }
}
