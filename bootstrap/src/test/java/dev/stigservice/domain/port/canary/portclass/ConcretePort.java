package dev.stigservice.domain.port.canary.portclass;

/** Canary for PORT_PACKAGE_HOLDS_ONLY_INTERFACES: an implementation where only ports belong. */
public class ConcretePort {
}
