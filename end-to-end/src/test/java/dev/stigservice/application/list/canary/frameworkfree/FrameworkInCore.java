package dev.stigservice.application.list.canary.frameworkfree;

import io.micronaut.context.ApplicationContext;

/** Canary for rule 'core-is-framework-free': Micronaut inside the application ring. */
public class FrameworkInCore {
    ApplicationContext context;
}
