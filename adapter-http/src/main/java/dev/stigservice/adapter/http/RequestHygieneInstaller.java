package dev.stigservice.adapter.http;

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
 * Puts {@link RequestHygiene} right behind Netty's HTTP/1.1 decoder on every connection, through Micronaut's
 * documented hook for the server pipeline ({@link NettyServerCustomizer}).
 */
@Singleton
final class RequestHygieneInstaller implements BeanCreatedEventListener<NettyServerCustomizer.Registry> {

    /** Micronaut's name for Netty's HTTP/1.1 codec in a connection's pipeline (HttpPipelineBuilder). */
    static final String HTTP_SERVER_CODEC = "http-server-codec";
    private static final String NAME = "stig-request-hygiene";

    /** The refusals' bodies, written once: they hold no part of the request. */
    private final Map<ApiError, byte[]> envelopes = new EnumMap<>(ApiError.class);

    RequestHygieneInstaller(JsonMapper json) {
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
                channel.pipeline().addAfter(HTTP_SERVER_CODEC, NAME, new RequestHygiene(envelopes::get));
            }
        }
    }
}
