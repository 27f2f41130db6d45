package dev.stigservice.adapter.http;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.DecoderResult;
import io.netty.handler.codec.TooLongFrameException;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.util.ReferenceCountUtil;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * Refuses, before Micronaut routes anything, the HTTP/1.1 requests whose framing or target is unclear
 * (RFC 9112): a {@code Transfer-Encoding} whose last coding is not {@code chunked} (§6.1: its body would be
 * read as the next request behind a lenient proxy, a request-smuggling shape), no {@code Host} in an
 * HTTP/1.1 request or more than one (§3.2), and a request the decoder could not read (too long a request
 * line or headers: 413; anything else: 400). Each refusal is the error envelope with a request id (and, as every
 * answer, the fields of {@link AnswerHeaders}, which sits between this handler and the encoder), and the connection
 * is closed, since what follows on it cannot be trusted.
 * <p>
 * A request line naming another version ({@code HTTP/2.0}, {@code HTTP/1.2}) is answered as HTTP/1.1, the
 * highest version this server speaks (RFC 9110 §2.5), instead of echoing the version it was sent. On the API's
 * routes the {@code Accept} header is dropped: the {@code format} parameter alone chooses a representation
 * (contract), and Micronaut's router would otherwise answer 406 to an {@code Accept} the route's declared media
 * type does not meet, before the token is checked. The checklist upgrade keeps it: there {@code Accept: application/json}
 * asks for the summary instead of the checklist, and the route produces any type, so no {@code Accept} is a 406.
 * One instance per connection: after a refusal it drops everything else the connection sent.
 */
final class RequestHygiene extends ChannelInboundHandlerAdapter {

    /** How the body of a refusal is written: the envelope's JSON for an error and a message. */
    private final Function<ApiError, byte[]> envelope;
    private boolean refused;

    RequestHygiene(Function<ApiError, byte[]> envelope) {
        this.envelope = envelope;
    }

    @Override
    public void channelRead(ChannelHandlerContext context, Object message) {
        if (refused) {
            // The connection is closing; requests the decoder already read behind the refused one are not served.
            ReferenceCountUtil.release(message);
            return;
        }
        if (message instanceof HttpRequest request) {
            ApiError refusal = refusal(request);
            if (refusal != null) {
                refused = true;
                ReferenceCountUtil.release(message);
                refuse(context, request, refusal);
                return;
            }
            if (!request.protocolVersion().equals(HttpVersion.HTTP_1_0)) {
                request.setProtocolVersion(HttpVersion.HTTP_1_1);
            }
            String path = path(request.uri());
            if (path.startsWith(ApiPaths.API) && !ApiPaths.readsAccept(path)) {
                request.headers().remove(HttpHeaderNames.ACCEPT);
            }
        }
        context.fireChannelRead(message);
    }

    /** Why the request is refused, or null when it is clear. */
    static ApiError refusal(HttpRequest request) {
        DecoderResult decoded = request.decoderResult();
        if (decoded.isFailure()) {
            return decoded.cause() instanceof TooLongFrameException ? ApiError.PAYLOAD_TOO_LARGE : ApiError.BAD_REQUEST;
        }
        HttpHeaders headers = request.headers();
        List<String> codings = headers.getAll(HttpHeaderNames.TRANSFER_ENCODING);
        if (!codings.isEmpty() && !lastCoding(codings).equals(HttpHeaderValues.CHUNKED.toString())) {
            return ApiError.BAD_REQUEST;
        }
        int hosts = headers.getAll(HttpHeaderNames.HOST).size();
        boolean http10 = request.protocolVersion().equals(HttpVersion.HTTP_1_0);
        if (hosts > 1 || (hosts == 0 && !http10)) {
            return ApiError.BAD_REQUEST;
        }
        return null;
    }

    /** The path of an origin-form or absolute-form request target. */
    static String path(String target) {
        int scheme = target.indexOf("://");
        if (target.startsWith("/") || scheme < 0) {
            return target;
        }
        int path = target.indexOf('/', scheme + 3);
        return path < 0 ? "/" : target.substring(path);
    }

    private static String lastCoding(List<String> fieldLines) {
        String last = fieldLines.getLast();
        return last.substring(last.lastIndexOf(',') + 1).strip().toLowerCase(Locale.ROOT);
    }

    private void refuse(ChannelHandlerContext context, HttpRequest request, ApiError error) {
        FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1,
                HttpResponseStatus.valueOf(error.status.getCode()), Unpooled.wrappedBuffer(envelope.apply(error)));
        HttpHeaders headers = response.headers();
        headers.set(HttpHeaderNames.CONTENT_TYPE, HttpHeaderValues.APPLICATION_JSON)
                .setInt(HttpHeaderNames.CONTENT_LENGTH, response.content().readableBytes())
                .set(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE)
                .set(HttpFields.X_REQUEST_ID, RequestIdFilter.requestId(request.decoderResult().isSuccess()
                        ? request.headers().getAll(HttpFields.X_REQUEST_ID) : List.of()));
        context.writeAndFlush(response).addListener(ChannelFutureListener.CLOSE);
    }
}
