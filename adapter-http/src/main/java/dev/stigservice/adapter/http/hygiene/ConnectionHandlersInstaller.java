package dev.stigservice.adapter.http.hygiene;

import dev.stigservice.adapter.http.ApiError;
import dev.stigservice.adapter.http.ErrorEnvelope;
import io.micronaut.context.event.BeanCreatedEvent;
import io.micronaut.context.event.BeanCreatedEventListener;
import io.micronaut.http.server.netty.NettyServerCustomizer;
import io.micronaut.json.JsonMapper;
import io.netty.channel.Channel;
import jakarta.inject.Singleton;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.EnumMap;
import java.util.Map;

/**
 * Puts this service's handlers around Netty's HTTP/1.1 codec on every connection, through Micronaut's
 * documented hook for the server pipeline ({@link NettyServerCustomizer}): {@link AnswerHeaders} next to the codec,
 * so that every answer passes it, {@link RequestHygiene}'s refusals included, and {@link RequestHygiene} behind it,
 * so that it sees every request before Micronaut; {@link HeaderDeadline} on both sides of the codec, to see a head's
 * first byte and its end. The server speaks HTTP/1.1 only (no
 * {@code micronaut.server.http-version}); an HTTP/2 connection would have no such codec and neither handler.
 */
@Singleton
final class ConnectionHandlersInstaller implements BeanCreatedEventListener<NettyServerCustomizer.Registry> {

    /** Micronaut's name for Netty's HTTP/1.1 codec in a connection's pipeline (HttpPipelineBuilder). */
    static final String HTTP_SERVER_CODEC = "http-server-codec";
    private static final String HYGIENE = "stig-request-hygiene";
    private static final String ANSWER_HEADERS = "stig-answer-headers";
    private static final String HEADER_BYTES = "stig-header-deadline-bytes";
    private static final String HEADER_REQUESTS = "stig-header-deadline-requests";
    private static final AnswerHeaders ANSWER_HEADERS_HANDLER = new AnswerHeaders();

    /** The refusals' bodies, written once: they hold no part of the request. */
    private final Map<ApiError, byte[]> envelopes = new EnumMap<>(ApiError.class);

    private final HttpSettings settings;

    ConnectionHandlersInstaller(JsonMapper json, HttpSettings settings) {
        this.settings = settings;
        for (ApiError error : ApiError.values()) {
            try {
                envelopes.put(error, json.writeValueAsBytes(ErrorEnvelope.of(error, error.defaultMessage)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    @Override
    public NettyServerCustomizer.Registry onCreated(BeanCreatedEvent<NettyServerCustomizer.Registry> event) {
        event.getBean().register(new NettyServerCustomizer() {
            @Override
            public NettyServerCustomizer specializeForChannel(Channel channel, ChannelRole role) {
                return role == ChannelRole.CONNECTION ? new OnConnection(channel) : this;
            }
        });
        return event.getBean();
    }

    /** Called once the connection's HTTP/1.1 pipeline is built; an HTTP/2 connection has no such codec. */
    private final class OnConnection implements NettyServerCustomizer {

        private final Channel channel;

        OnConnection(Channel channel) {
            this.channel = channel;
        }

        @Override
        public void onStreamPipelineBuilt() {
            if (channel.pipeline().get(HTTP_SERVER_CODEC) != null) {
                HeaderDeadline deadline = new HeaderDeadline(settings.headerTimeout());
                channel.pipeline().addBefore(HTTP_SERVER_CODEC, HEADER_BYTES, deadline.bytes())
                        .addAfter(HTTP_SERVER_CODEC, ANSWER_HEADERS, ANSWER_HEADERS_HANDLER)
                        .addAfter(ANSWER_HEADERS, HEADER_REQUESTS, deadline.requests())
                        .addAfter(HEADER_REQUESTS, HYGIENE, new RequestHygiene(envelopes::get));
            }
        }
    }
}
