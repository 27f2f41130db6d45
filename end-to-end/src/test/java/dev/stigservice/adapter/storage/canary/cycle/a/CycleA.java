package dev.stigservice.adapter.storage.canary.cycle.a;

import dev.stigservice.adapter.storage.canary.cycle.b.CycleB;

/** Canary for rule 'no-package-cycles': two packages that need each other. */
public class CycleA {
    CycleB other;
}
