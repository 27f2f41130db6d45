package dev.stigservice.adapter.http.feed;

import dev.stigservice.application.releases.Release;
import dev.stigservice.domain.model.BenchmarkStatus;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.BenchmarkType;
import dev.stigservice.domain.model.ChangeCounts;
import dev.stigservice.domain.model.Revision;
import dev.stigservice.domain.model.SeverityCounts;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.model.SourceFile;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class ReleaseLinksTest {

    private static BenchmarkSummary revision(String version, String release, char hash) {
        return new BenchmarkSummary(new Slug("x-stig"), "X_STIG", "X STIG", BenchmarkType.STIG, new Revision(version, release, null),
                BenchmarkStatus.NONE, new SourceFile("x.xml", String.valueOf(hash).repeat(64)), 1, new SeverityCounts(1, 0, 0, 0));
    }

    private static Release following(BenchmarkSummary revision, BenchmarkSummary follows) {
        return new Release(revision, follows, new ChangeCounts(0, 0, 1, 0), Set.of(), false);
    }

    @Test
    void theChangeReportLinkNamesBothRevisionsWhenTheirLabelsSayWhichIsWhich() {
        assertThat(ReleaseLinks.changes(following(revision("1", "2", 'b'), revision("1", "1", 'a'))))
                .isEqualTo("/api/v1/stigs/x-stig/changes?from=V1R1&to=V1R2");
        assertThat(ReleaseLinks.changes(following(revision("1", "2", 'b'), revision(null, null, 'a'))))
                .as("the one before 'to' is the one followed").isEqualTo("/api/v1/stigs/x-stig/changes?to=V1R2");
        assertThat(ReleaseLinks.changes(following(revision("1", "2", 'b'), revision("1", "2", 'a'))))
                .as("a re-issued release: one label for two files").isNull();
        assertThat(ReleaseLinks.changes(following(revision(null, null, 'b'), revision("1", "1", 'a')))).isNull();
        assertThat(ReleaseLinks.changes(new Release(revision("1", "1", 'a'), null, null, Set.of(), false))).isNull();
    }
}
