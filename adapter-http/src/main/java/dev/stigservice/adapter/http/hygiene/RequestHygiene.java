package dev.stigservice.adapter.http.hygiene;

import dev.stigservice.adapter.http.ApiError;
import dev.stigservice.adapter.http.ApiPaths;
import dev.stigservice.adapter.http.delivery.HttpFields;
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
import io.netty.handler.codec.http.TooLongHttpLineException;
import io.netty.util.ReferenceCountUtil;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Refuses, before Micronaut routes anything, the HTTP/1.1 requests whose framing or target is unclear
 * (RFC 9112): a {@code Transfer-Encoding} whose last coding is not {@code chunked}, or that names {@code chunked}
 * twice (§6.1: its body would be read as the next request behind a lenient proxy, a request-smuggling shape: 400),
 * a transfer coding other than {@code chunked} (§6.1: 501), a method that is not one of RFC 9110's, matched
 * case-sensitively (501), no {@code Host} in an HTTP/1.1 request, more than one, or one that is not an
 * {@code authority} (§3.2: 400), a body declared on a route that takes none ({@link ApiPaths#takesBody}, longer
 * than {@link #MAX_BODY_WITHOUT_USE}: 413), and a request the decoder could not read (too long a request line: 414,
 * whatever parameter made it so; too long headers: 413; anything else: 400). Each refusal is the error envelope with a request id (and, as every answer, the
 * fields of {@link AnswerHeaders}, which sits between this handler and the encoder), and the connection is closed,
 * since what follows on it cannot be trusted.
 * <p>
 * A request line naming another version ({@code HTTP/2.0}, {@code HTTP/1.2}) is answered as HTTP/1.1, the
 * highest version this server speaks (RFC 9110 §2.5), instead of echoing the version it was sent. A
 * {@code Connection} header that names {@code close} among other options is made {@code close} alone, the form
 * Micronaut recognises, so the connection is closed after the answer. The {@code Accept} header is dropped on every
 * route but the checklist upgrade: the {@code format} parameter alone chooses a representation of the API
 * (contract), a static document has one type, and Micronaut's router would otherwise answer 406 to an {@code Accept}
 * the route's declared media type does not meet, before the token is checked. The upgrade keeps it: there
 * {@code Accept: application/json} asks for the summary instead of the checklist, and the route produces any type,
 * so no {@code Accept} is a 406 anywhere. One instance per connection: after a refusal it drops everything else the
 * connection sent.
 */
final class RequestHygiene extends ChannelInboundHandlerAdapter {

    /** The longest body a request may declare on a route that takes none (a client that sends an empty JSON object, say). */
    static final long MAX_BODY_WITHOUT_USE = 8192;
    /** RFC 9110's methods and PATCH (RFC 5789), as they are spelt: a method name is case-sensitive. */
    private static final Set<String> METHODS = Set.of("GET", "HEAD", "POST", "PUT", "DELETE", "CONNECT", "OPTIONS", "TRACE", "PATCH");
    /** RFC 3986 {@code authority} without userinfo: an IP literal, or a reg-name or IPv4 address, then an optional port. */
    private static final Pattern HOST = Pattern.compile("(\\[[0-9A-Fa-f:.]+]|[A-Za-z0-9._~!$&'()*+,;=%-]*)(:[0-9]*)?");
    /** The last Host that matched {@link #HOST}: clients name the same host on every request, and matching it again cost 2 % of a request. */
    private static volatile String lastValidHost = "";

    /** How the body of a refusal is written: the envelope's JSON for an error and a message. */
    private static final String CHUNKED = HttpHeaderValues.CHUNKED.toString();

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
            if (request.headers().containsValue(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE, true)) {
                request.headers().set(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE);
            }
            if (!ApiPaths.readsAccept(path(request.uri()))) {
                request.headers().remove(HttpHeaderNames.ACCEPT);
            }
        }
        context.fireChannelRead(message);
    }

    /** Why the request is refused, or null when it is clear. */
    static ApiError refusal(HttpRequest request) {
        DecoderResult decoded = request.decoderResult();
        if (decoded.isFailure()) {
            return switch (decoded.cause()) {
                case TooLongHttpLineException line -> ApiError.URI_TOO_LONG;
                case TooLongFrameException headers -> ApiError.PAYLOAD_TOO_LARGE;
                default -> ApiError.BAD_REQUEST;
            };
        }
        if (!METHODS.contains(request.method().name())) {
            return ApiError.NOT_IMPLEMENTED;
        }
        HttpHeaders headers = request.headers();
        List<String> codings = headers.getAll(HttpHeaderNames.TRANSFER_ENCODING);
        if (!codings.isEmpty()) {
            List<String> each = codings(codings);
            if (!each.getLast().equals(CHUNKED) || each.indexOf(CHUNKED) != each.size() - 1) {
                return ApiError.BAD_REQUEST;
            }
            if (each.size() > 1) {
                return ApiError.NOT_IMPLEMENTED;
            }
        }
        List<String> hosts = headers.getAll(HttpHeaderNames.HOST);
        boolean http10 = request.protocolVersion().equals(HttpVersion.HTTP_1_0);
        if (hosts.size() > 1 || (hosts.isEmpty() && !http10) || (hosts.size() == 1 && !validHost(hosts.getFirst()))) {
            return ApiError.BAD_REQUEST;
        }
        if (!ApiPaths.takesBody(path(request.uri())) && declaredLength(headers) > MAX_BODY_WITHOUT_USE) {
            return ApiError.PAYLOAD_TOO_LARGE;
        }
        return null;
    }

    private static boolean validHost(String host) {
        if (host.equals(lastValidHost)) {
            return true;
        }
        boolean valid = HOST.matcher(host).matches();
        if (valid) {
            lastValidHost = host;
        }
        return valid;
    }

    private static long declaredLength(HttpHeaders headers) {
        try {
            return Long.parseLong(headers.get(HttpHeaderNames.CONTENT_LENGTH, "0").strip());
        } catch (NumberFormatException notANumber) {
            return Long.MAX_VALUE; // the codec refuses such a request before this handler sees it
        }
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

    /** Every coding of every Transfer-Encoding line, in order, lower-cased; an empty member stays as "". */
    private static List<String> codings(List<String> fieldLines) {
        return fieldLines.stream().flatMap(line -> Arrays.stream(line.split(",", -1)))
                .map(coding -> coding.strip().toLowerCase(Locale.ROOT)).toList();
    }

    private void refuse(ChannelHandlerContext context, HttpRequest request, ApiError error) {
        FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1,
                HttpResponseStatus.valueOf(error.status.getCode()), Unpooled.wrappedBuffer(envelope.apply(error)));
        HttpHeaders headers = response.headers();
        headers.set(HttpHeaderNames.CONTENT_TYPE, HttpHeaderValues.APPLICATION_JSON)
                .setInt(HttpHeaderNames.CONTENT_LENGTH, response.content().readableBytes())
                .set(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE)
                .set(HttpFields.X_REQUEST_ID, ObservedRequests.requestId(request.decoderResult().isSuccess()
                        ? request.headers().getAll(HttpFields.X_REQUEST_ID) : List.of()));
        context.writeAndFlush(response).addListener(ChannelFutureListener.CLOSE);
    }
}
