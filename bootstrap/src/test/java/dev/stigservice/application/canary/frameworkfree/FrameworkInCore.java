package dev.stigservice.application.canary.frameworkfree;

import io.micronaut.context.ApplicationContext;

/** Canary for CORE_IS_FRAMEWORK_FREE: Micronaut inside the application ring. */
public class FrameworkInCore {
    ApplicationContext context;
}
