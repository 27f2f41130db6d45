package dev.stigservice.adapter.http.checklist;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ChecklistControllerTest {

    @Test
    void theSummaryIsAskedForByNamingJsonWithoutRefusingIt() {
        assertThat(ChecklistController.wantsSummary(List.of("application/json"))).isTrue();
        assertThat(ChecklistController.wantsSummary(List.of("text/html, Application/JSON; q=0.5"))).isTrue();
        assertThat(ChecklistController.wantsSummary(List.of("application/xml", "application/json;charset=utf-8"))).isTrue();
        assertThat(ChecklistController.wantsSummary(List.of())).isFalse();
        assertThat(ChecklistController.wantsSummary(List.of("*/*"))).isFalse();
        assertThat(ChecklistController.wantsSummary(List.of("application/*"))).isFalse();
        assertThat(ChecklistController.wantsSummary(List.of("application/json;q=0"))).isFalse();
        assertThat(ChecklistController.wantsSummary(List.of("application/json; q=0.000"))).isFalse();
        assertThat(ChecklistController.wantsSummary(List.of("application/json-seq"))).isFalse();
    }
}
