package dev.stigservice.adapter.storage.canary.ownport;

/** Canary for ADAPTERS_IMPLEMENT_ONLY_DOMAIN_PORTS: a port declared outside the domain. */
public interface PrivatePort {
}
