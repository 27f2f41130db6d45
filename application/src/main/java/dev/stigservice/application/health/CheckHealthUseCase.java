package dev.stigservice.application.health;

/** Whether this instance should get traffic, and what its catalog holds: for probes, load balancers and gauges. */
public interface CheckHealthUseCase {

    HealthReport check();
}
