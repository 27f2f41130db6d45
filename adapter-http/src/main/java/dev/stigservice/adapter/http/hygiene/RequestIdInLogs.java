package dev.stigservice.adapter.http.hygiene;

import io.micronaut.core.propagation.ThreadPropagatedContextElement;
import org.slf4j.MDC;

/**
 * Sets {@code requestId} in the logging MDC of every thread while it works on the request, and restores what was
 * there before. Micronaut's {@code MdcPropagationContext} would do it too, but copies the whole MDC map twice each
 * time the request moves to a thread; this one key is all a request adds.
 */
record RequestIdInLogs(String requestId) implements ThreadPropagatedContextElement<String> {

    static final String MDC_KEY = "requestId";

    @Override
    public String updateThreadContext() {
        String previous = MDC.get(MDC_KEY);
        MDC.put(MDC_KEY, requestId);
        return previous;
    }

    @Override
    public void restoreThreadContext(String previous) {
        if (previous == null) {
            MDC.remove(MDC_KEY);
        } else {
            MDC.put(MDC_KEY, previous);
        }
    }
}
