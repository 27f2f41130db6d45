package dev.stigservice.adapter.storage.canary.cycle.b;

import dev.stigservice.adapter.storage.canary.cycle.a.CycleA;

public class CycleB {
    CycleA other;
}
