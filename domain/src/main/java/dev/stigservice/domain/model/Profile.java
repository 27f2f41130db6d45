package dev.stigservice.domain.model;

import java.util.List;
import java.util.Objects;

/**
 * An XCCDF Profile such as {@code MAC-1_Classified}: what it means and the groups it selects.
 *
 * @param description DISA's text ({@code <ProfileDescription>...</ProfileDescription>}); null when absent, empty when empty
 */
public record Profile(String id, String title, String description, List<String> selectedGroupIds) {

    public Profile {
        Text.requireText(id, "profile id");
        title = Text.blankToNull(title);
        selectedGroupIds = List.copyOf(Objects.requireNonNull(selectedGroupIds, "selected group ids"));
    }
}
