package dev.stigservice.adapter.http.hygiene;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.util.concurrent.ScheduledFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Closes a connection whose request line and headers do not arrive whole within {@code stig.http.header-timeout} ({@link HttpSettings}) of their first
 * byte: a client that drips a header line every few seconds resets the idle timeout each time and would otherwise
 * hold the connection for as long as the header limit lets it (16 KiB, at a line per 5 s about 80 minutes). The
 * clock starts at the first byte after the previous request's end, so a keep-alive connection waiting for its next
 * request is left to the idle timeout, and stops when the decoder has the whole head; a body takes as long as it
 * takes. One instance per connection, in two places: {@link #bytes()} before the HTTP codec sees the first byte,
 * {@link #requests()} behind it sees the head complete.
 * <p>
 * A head only notes when it started, and one check per connection keeps the time, as Netty's own
 * {@code IdleStateHandler} does, rather than a timer scheduled and cancelled for every request (1.3 % of a kept
 * download's samples, docs/performance.md): when the check runs it closes the connection, looks again when the head
 * being read would be due, or ends, leaving the next head to schedule it.
 */
final class HeaderDeadline {

    private static final Logger LOG = LoggerFactory.getLogger(HeaderDeadline.class);

    private final long nanos;
    private boolean betweenRequests = true;
    private boolean readingHead;
    /** When the first byte of the head being read came, by the connection's event loop's clock. */
    private long headStarted;
    private ScheduledFuture<?> pendingCheck;

    HeaderDeadline(Duration timeout) {
        this.nanos = timeout.toNanos();
    }

    /** Before the codec: the first bytes of a head start the clock. */
    ChannelInboundHandlerAdapter bytes() {
        return new ChannelInboundHandlerAdapter() {
            @Override
            public void channelRead(ChannelHandlerContext context, Object message) {
                if (betweenRequests && !readingHead && message instanceof ByteBuf bytes && bytes.isReadable()) {
                    readingHead = true;
                    headStarted = context.executor().ticker().nanoTime();
                    if (pendingCheck == null) {
                        scheduleCheck(context, nanos);
                    }
                }
                context.fireChannelRead(message);
            }

            @Override
            public void channelInactive(ChannelHandlerContext context) {
                if (pendingCheck != null) {
                    pendingCheck.cancel(false);
                    pendingCheck = null;
                }
                context.fireChannelInactive();
            }
        };
    }

    /** Behind the codec: a decoded head stops the clock, the end of its body makes the next bytes a new head. */
    ChannelInboundHandlerAdapter requests() {
        return new ChannelInboundHandlerAdapter() {
            @Override
            public void channelRead(ChannelHandlerContext context, Object message) {
                if (message instanceof HttpRequest) {
                    readingHead = false;
                    betweenRequests = false;
                }
                if (message instanceof LastHttpContent) {
                    betweenRequests = true;
                }
                context.fireChannelRead(message);
            }
        };
    }

    private void scheduleCheck(ChannelHandlerContext context, long delay) {
        pendingCheck = context.executor().schedule(() -> closeIfOverdue(context), delay, TimeUnit.NANOSECONDS);
    }

    private void closeIfOverdue(ChannelHandlerContext context) {
        pendingCheck = null;
        if (!readingHead) {
            return;
        }
        long left = headStarted + nanos - context.executor().ticker().nanoTime();
        if (left > 0) {
            scheduleCheck(context, left);
            return;
        }
        LOG.debug("Closed a connection from {} whose request headers took longer than {} ms", context.channel().remoteAddress(),
                TimeUnit.NANOSECONDS.toMillis(nanos));
        context.close();
    }
}
