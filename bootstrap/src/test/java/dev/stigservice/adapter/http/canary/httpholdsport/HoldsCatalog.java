package dev.stigservice.adapter.http.canary.httpholdsport;

import dev.stigservice.domain.port.BenchmarkCatalog;

/** Canary for HTTP_USES_ONLY_USE_CASES: the inbound adapter holding an out-port. */
public class HoldsCatalog {
    BenchmarkCatalog catalog;
}
