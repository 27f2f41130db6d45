package dev.stigservice.adapter.http.canary.httpholdsport;

import dev.stigservice.domain.port.BenchmarkCatalog;

/** Canary for rule 'inbound-adapters-use-use-cases': the inbound adapter holding an out-port. */
public class HoldsCatalog {
    BenchmarkCatalog catalog;
}
