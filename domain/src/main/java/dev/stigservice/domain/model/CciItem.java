package dev.stigservice.domain.model;

import java.util.List;

/**
 * One Control Correlation Identifier of DISA's CCI list.
 *
 * @param id          {@code CCI-000366}
 * @param publishDate as the list writes it ({@code 2009-09-18}); null when it gives none
 * @param types       {@code policy}, {@code technical}, in the list's order
 * @param references  in the list's order
 */
public record CciItem(String id, String status, String publishDate, String contributor, String definition,
                      List<String> types, List<CciReference> references) {

    public CciItem {
        if (!RuleIds.isCci(id)) {
            throw new IllegalArgumentException("a CCI id looks like CCI-000366");
        }
        id = RuleIds.key(id);
        status = Text.blankToNull(status);
        publishDate = Text.blankToNull(publishDate);
        contributor = Text.blankToNull(contributor);
        definition = Text.blankToNull(definition);
        types = Text.nonBlank(types, "types");
        references = List.copyOf(references);
    }

    /** The indexes this CCI has in a revision of NIST SP 800-53, in the list's order. */
    public List<String> nistIndexes(String revision) {
        return references.stream().filter(reference -> reference.nistRevision().filter(revision::equals).isPresent())
                .map(CciReference::index).toList();
    }
}
