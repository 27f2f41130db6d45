package dev.stigservice.settings;

import java.util.Optional;

/**
 * A settings record whose settings must also agree with each other (one bound under another). Asked by
 * {@link SettingsValidator} only once each setting has passed its own constraints, so that a value out of its own
 * range is reported as such, not as a disagreement.
 */
public interface SettingsAcrossFields {

    /** The one line that names the settings that disagree and their values, or empty when they agree. */
    Optional<String> inconsistency();
}
