package dev.stigservice.domain.port.canary.portclass;

/** Canary for rule 'ports-are-interfaces': an implementation where only ports belong. */
public class ConcretePort {
}
