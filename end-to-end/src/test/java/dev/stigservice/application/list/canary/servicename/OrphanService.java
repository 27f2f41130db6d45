package dev.stigservice.application.list.canary.servicename;

/** Canary for rule 'services-implement-a-use-case': a service that implements no use case. */
public class OrphanService {
}
