package dev.stigservice.adapter.http.canary.diagram;

import dev.stigservice.xccdf.XccdfReader;

/**
 * Canary for rule 'matches-diagram': the HTTP adapter using the XCCDF codec. The rings allow it (an adapter may use a
 * library) and no adapter is involved twice, but docs/architecture.puml draws no such arrow.
 */
public class HttpReadsXccdf {
    XccdfReader reader;
}
