package dev.stigservice.adapter.http.hygiene;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.slf4j.MDC;

import static org.assertj.core.api.Assertions.assertThat;

class RequestIdInLogsTest {

    @AfterEach
    void clear() {
        MDC.clear();
    }

    @Test
    void setsTheIdWhileTheRequestRunsAndRemovesItAfter() {
        RequestIdInLogs element = new RequestIdInLogs("abc-123");
        String previous = element.updateThreadContext();
        assertThat(MDC.get(RequestIdInLogs.MDC_KEY)).isEqualTo("abc-123");
        element.restoreThreadContext(previous);
        assertThat(MDC.get(RequestIdInLogs.MDC_KEY)).isNull();
    }

    @Test
    void givesBackTheIdOfTheRequestItInterrupted() {
        MDC.put(RequestIdInLogs.MDC_KEY, "outer");
        MDC.put("other", "kept");
        RequestIdInLogs inner = new RequestIdInLogs("inner");
        String previous = inner.updateThreadContext();
        assertThat(MDC.get(RequestIdInLogs.MDC_KEY)).isEqualTo("inner");
        assertThat(MDC.get("other")).isEqualTo("kept");
        inner.restoreThreadContext(previous);
        assertThat(MDC.get(RequestIdInLogs.MDC_KEY)).isEqualTo("outer");
    }
}
