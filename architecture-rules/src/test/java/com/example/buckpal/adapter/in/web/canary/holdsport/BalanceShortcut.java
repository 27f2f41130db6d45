package com.example.buckpal.adapter.in.web.canary.holdsport;

import com.example.buckpal.application.port.out.LoadAccountPort;

/** Canary for inbound-adapters-use-use-cases: an inbound adapter holding an out-port. */
public record BalanceShortcut(LoadAccountPort accounts) {
}
