package dev.stigservice.adapter.search;

import dev.stigservice.domain.port.RuleSearch;
import dev.stigservice.domain.port.contract.RuleSearchContract;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The contract on an index in memory-mapped files, as the service runs it. */
class MappedLuceneRuleSearchContractTest extends RuleSearchContract {

    @TempDir
    Path parent;

    private final List<LuceneRuleSearch> opened = new ArrayList<>();

    @Override
    protected RuleSearch newSearch() {
        LuceneRuleSearch search = LuceneRuleSearch.inNewFolderUnder(parent);
        opened.add(search);
        return search;
    }

    @AfterEach
    void closeEach() throws IOException {
        for (LuceneRuleSearch search : opened) {
            search.close();
        }
        try (var left = Files.list(parent)) {
            assertThat(left).as("each search's folder is deleted when it closes").isEmpty();
        }
    }

    @Test
    void theIndexIsWrittenInAFolderOfItsOwnThatOnlyTheServiceReads() throws IOException {
        newSearch();
        try (var folders = Files.list(parent)) {
            assertThat(folders).singleElement().satisfies(folder -> {
                assertThat(folder.getFileName().toString()).startsWith("stig-search-");
                assertThat(Files.getPosixFilePermissions(folder)).as("the service's user only")
                        .isEqualTo(PosixFilePermissions.fromString("rwx------"));
            });
        }
    }
}
