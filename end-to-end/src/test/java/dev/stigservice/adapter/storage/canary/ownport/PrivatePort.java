package dev.stigservice.adapter.storage.canary.ownport;

/** Canary for rule 'adapters-implement-domain-ports': a port declared outside the domain. */
public interface PrivatePort {
}
