package dev.stigservice.adapter.http.hygiene;

import dev.stigservice.adapter.http.delivery.HttpDate;
import dev.stigservice.adapter.http.delivery.HttpFields;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpStatusClass;
import io.netty.util.AsciiString;

/**
 * The header fields of every answer that leaves the server, errors and {@link RequestHygiene}'s refusals included,
 * set where Netty encodes it: {@code Date} (RFC 9110 section 6.6.1), formatted once a second ({@link HttpDate}) instead
 * of by Micronaut once per answer ({@code micronaut.server.date-header: false}), and the security headers: bodies are
 * data (JSON, CSV, XML) that a browser must never sniff into HTML, run scripts from, or frame. An answer that carries
 * its own {@code Content-Security-Policy} keeps it (the API reference page, {@code StaticDocumentsController}); a
 * {@code Server} header is removed, also when an operator sets {@code micronaut.server.server-header}. This was a
 * Micronaut filter, whose machinery cost more than the fields (docs/performance.md).
 */
@ChannelHandler.Sharable
final class AnswerHeaders extends ChannelOutboundHandlerAdapter {

    static final AsciiString CONTENT_SECURITY_POLICY = AsciiString.cached("default-src 'none'; frame-ancestors 'none'; sandbox");

    @Override
    public void write(ChannelHandlerContext context, Object message, ChannelPromise promise) {
        if (message instanceof HttpResponse response && response.status().codeClass() != HttpStatusClass.INFORMATIONAL) {
            HttpHeaders headers = response.headers();
            headers.set(HttpFields.DATE, HttpDate.now())
                    .set(HttpFields.X_CONTENT_TYPE_OPTIONS, HttpFields.NOSNIFF)
                    .set(HttpFields.REFERRER_POLICY, HttpFields.NO_REFERRER)
                    .remove(HttpHeaderNames.SERVER);
            if (!headers.contains(HttpFields.CONTENT_SECURITY_POLICY)) {
                headers.set(HttpFields.CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY);
            }
        }
        context.write(message, promise);
    }
}
