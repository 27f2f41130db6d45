package dev.stigservice.bootstrap;

import io.micronaut.runtime.Micronaut;

public final class StigServiceApplication {

    private StigServiceApplication() {
    }

    public static void main(String[] args) {
        Micronaut.run(StigServiceApplication.class, args);
    }
}
