package dev.stigservice.domain.model;

/** A profile of a SCAP benchmark: its XCCDF id ({@code xccdf_mil.disa.stig_profile_MAC-1_Classified}) and title (null when absent). */
public record ScapProfile(String id, String title) {

    public ScapProfile {
        Text.requireText(id, "profile id");
        title = Text.blankToNull(title) == null ? null : title.strip();
    }
}
