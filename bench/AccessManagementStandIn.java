// A stand-in access-management service for trying the service on one machine: NOT for production. It listens on
// 127.0.0.1 only and confirms exactly the tokens given on its command line. Run from the repository root:
//   "$JAVA_HOME/bin/java" bench/AccessManagementStandIn.java [port=9000] [token...=try-me]
// GET or POST /api/v1/validate with "Authorization: Bearer <token>": 200 {"valid": true} for a listed token,
// 401 otherwise (docs/auth.md has the contract a real service follows).

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

public class AccessManagementStandIn {

    public static void main(String[] args) throws IOException {
        int port = args.length > 0 ? Integer.parseInt(args[0]) : 9000;
        List<String> tokens = args.length > 1 ? Arrays.asList(args).subList(1, args.length) : List.of("try-me");
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
        server.createContext("/api/v1/validate", exchange -> answer(exchange, tokens));
        server.start();
        System.out.println("Access-management stand-in (not for production) on http://127.0.0.1:" + port
                + " confirming " + tokens.size() + " token(s); stop with Ctrl-C");
    }

    private static void answer(HttpExchange exchange, List<String> tokens) throws IOException {
        String authorization = exchange.getRequestHeaders().getFirst("Authorization");
        boolean confirmed = authorization != null && authorization.startsWith("Bearer ")
                && tokens.contains(authorization.substring("Bearer ".length()));
        byte[] body = (confirmed ? "{\"valid\": true}" : "{\"valid\": false}").getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        exchange.sendResponseHeaders(confirmed ? 200 : 401, body.length);
        exchange.getResponseBody().write(body);
        exchange.close();
    }
}
