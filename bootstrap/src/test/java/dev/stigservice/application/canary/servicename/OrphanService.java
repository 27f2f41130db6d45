package dev.stigservice.application.canary.servicename;

/** Canary for SERVICES_IMPLEMENT_A_USE_CASE: a service that implements no use case. */
public class OrphanService {
}
