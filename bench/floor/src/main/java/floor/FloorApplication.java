package floor;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Header;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.runtime.Micronaut;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Micronaut's own floor for a protected download: the body read once at startup ({@code -Dfloor.body=<file>}, and {@code <file>.gz}), a
 * token compared with one string, no filter, handler or cache of the service's. What bench/floor.sh sets beside NGINX.
 */
@Controller
public class FloorApplication {

    private static final byte[] BODY;
    /** The same bytes gzipped once ({@code <body>.gz}, as NGINX's gzip_static sends them), for a client that takes gzip. */
    private static final byte[] GZIPPED;
    private static final String BEARER = "Bearer " + System.getProperty("floor.token", "bench-token");
    /**
     * {@code -Dfloor.fields=service}: also the header fields the service sends on every protected answer and the floor
     * does not (its request id, Cache-Control, Vary: Authorization, the security headers), to tell what they cost.
     */
    private static final boolean SERVICE_FIELDS = "service".equals(System.getProperty("floor.fields"));

    static {
        try {
            BODY = Files.readAllBytes(Path.of(System.getProperty("floor.body")));
            GZIPPED = Files.readAllBytes(Path.of(System.getProperty("floor.body") + ".gz"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static void main(String[] args) {
        Micronaut.run(FloorApplication.class, args);
    }

    @Get(uri = "/api/v1/stigs/{slug}/download", produces = MediaType.APPLICATION_JSON)
    HttpResponse<byte[]> download(@PathVariable String slug, @Header(HttpHeaders.AUTHORIZATION) @Nullable String authorization,
                                  @Header(HttpHeaders.ACCEPT_ENCODING) @Nullable String acceptEncoding) {
        if (!BEARER.equals(authorization)) {
            return HttpResponse.status(HttpStatus.UNAUTHORIZED);
        }
        boolean gzip = acceptEncoding != null && acceptEncoding.contains("gzip");
        MutableHttpResponse<byte[]> response = HttpResponse.ok(gzip ? GZIPPED : BODY).header(HttpHeaders.ETAG, "\"floor\"")
                .header(HttpHeaders.VARY, HttpHeaders.ACCEPT_ENCODING)
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"" + slug + ".json\"");
        if (SERVICE_FIELDS) {
            ThreadLocalRandom random = ThreadLocalRandom.current();
            response.header(HttpHeaders.CACHE_CONTROL, "private, no-cache").header(HttpHeaders.VARY, HttpHeaders.AUTHORIZATION)
                    .header("X-Request-Id", new UUID(random.nextLong(), random.nextLong()).toString())
                    .header("X-Content-Type-Options", "nosniff").header("Referrer-Policy", "no-referrer")
                    .header("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'; sandbox");
        }
        return gzip ? response.header(HttpHeaders.CONTENT_ENCODING, "gzip") : response;
    }
}
