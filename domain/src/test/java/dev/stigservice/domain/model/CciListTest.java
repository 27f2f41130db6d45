package dev.stigservice.domain.model;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class CciListTest {

    private static CciReference rev(String revision, String index) {
        String title = revision.equals("3") ? "NIST SP 800-53" : "NIST SP 800-53 Revision " + revision;
        return new CciReference("NIST", title, revision, null, index);
    }

    private static CciItem item(String id, CciReference... references) {
        return new CciItem(id, "draft", "2009-09-18", "DISA FSO", "Definition of " + id, List.of("technical"), List.of(references));
    }

    private static CciList list(String version, CciItem... items) {
        return new CciList(version, null, new SourceFile("U_CCI_List.xml", Sha256.hex(version.getBytes())), List.of(items));
    }

    private final CciList list = list("2024-01-04",
            item("CCI-000015", rev("4", "AC-2 (1)"), rev("5", "AC-2 (1)")),
            item("CCI-000016", rev("4", "AC-2 (2)")),
            item("CCI-002110", rev("4", "AC-2 a"), new CciReference("NIST", "NIST SP 800-53A", "1", null, "AC-2.1 (i)")),
            item("CCI-000213", rev("4", "AC-20 a")));

    @Test
    void aControlFindsTheCcisReferencingItsPartsInOneRevision() {
        assertThat(list.citing(NistControl.parse("AC-2").orElseThrow(), "4")).extracting(CciItem::id)
                .containsExactly("CCI-000015", "CCI-000016", "CCI-002110");
        assertThat(list.citing(NistControl.parse("AC-2(1)").orElseThrow(), "4")).extracting(CciItem::id).containsExactly("CCI-000015");
        assertThat(list.citing(NistControl.parse("AC-2").orElseThrow(), "5")).extracting(CciItem::id).containsExactly("CCI-000015");
        assertThat(list.citing(NistControl.parse("AC-2").orElseThrow(), "3")).isEmpty();
    }

    @Test
    void onlySp80053ReferencesCountAsNistRevisions() {
        assertThat(list.nistRevisions()).containsExactly("4", "5");
        assertThat(rev("3", "AC-2").nistRevision()).contains("3");
        assertThat(new CciReference("NIST", "NIST SP 800-53A", "1", null, "AC-2.1").nistRevision()).isEmpty();
        assertThat(list.find("cci-002110").orElseThrow().nistIndexes("4")).containsExactly("AC-2 a");
    }

    @Test
    void theNewestListIsChosenByItsVersionReadAsNumbers() {
        CciList older = list("2024-1-9");
        CciList newer = list("2024-01-10");

        assertThat(List.of(newer, older).stream().max(CciList.NEWEST_LAST)).contains(newer);
        assertThat(List.of(list("2016-06-27"), list).stream().max(CciList.NEWEST_LAST)).contains(list);
    }

    @Test
    void aCciListedTwiceKeepsItsFirstItem() {
        CciList twice = list("1", item("CCI-000001", rev("4", "AC-1 a")), item("CCI-000001", rev("4", "AC-9")));

        assertThat(twice.items()).hasSize(1);
        assertThat(twice.find("CCI-000001").orElseThrow().nistIndexes("4")).containsExactly("AC-1 a");
    }
}
