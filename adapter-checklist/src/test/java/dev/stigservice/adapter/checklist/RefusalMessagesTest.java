package dev.stigservice.adapter.checklist;

import dev.stigservice.domain.model.UnreadableDocument;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A refused checklist is described in the service's words, with where the fault is, never with a parser's class,
 * method or event names (issue 44 found "from `StreamReadConstraints.getMaxNestingDepth()`" and "Received event DTD").
 */
class RefusalMessagesTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "ckl|<?xml version=\"1.0\"?><!DOCTYPE CHECKLIST [<!ENTITY x \"y\">]><CHECKLIST/>|CKL: not well-formed XML (a document type declaration (<!DOCTYPE ...>), which is not accepted, line 1, column ",
            "ckl|<?xml version=\"1.0\"?>text<CHECKLIST/>|CKL: not well-formed XML (",
            "cklb|DEEP|CKLB: Document nesting depth (33) exceeds the maximum allowed (32), line 1, column 44"})
    void aRefusalSaysWhatIsWrongInTheServicesWords(String format, String content, String message) {
        String text = content.equals("DEEP") ? "{\"unknown\":" + "[".repeat(40) + "]".repeat(40) + "}" : content;
        var reader = StigViewerChecklists.readers().stream().filter(r -> r.format().equals(format)).findFirst().orElseThrow();
        assertThatThrownBy(() -> reader.read(text.getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(UnreadableDocument.class)
                .hasMessageStartingWith(message)
                .hasMessageNotContaining("StreamReadConstraints").hasMessageNotContaining("Received event")
                .hasMessageNotContaining("START_ELEMENT").hasMessageNotContaining("`");
    }
}
