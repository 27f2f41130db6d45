package dev.stigservice.domain.model;

import java.util.List;

/** An XCCDF Profile such as {@code MAC-1_Classified}: the groups it selects. */
public record Profile(String id, String title, List<String> selectedGroupIds) {

    public Profile {
        Text.requireText(id, "profile id");
        title = Text.blankToNull(title);
        selectedGroupIds = Text.copyOf(selectedGroupIds, "selected group ids");
    }
}
