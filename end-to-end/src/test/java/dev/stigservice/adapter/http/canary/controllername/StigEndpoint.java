package dev.stigservice.adapter.http.canary.controllername;

import io.micronaut.context.annotation.Requires;
import io.micronaut.http.annotation.Controller;

/** Canary for rule 'controllers-are-named-and-placed'. Never a live bean: the property it requires is never set. */
@Controller("/canary")
@Requires(property = "stig.architecture-canary.enabled")
public class StigEndpoint {
}
