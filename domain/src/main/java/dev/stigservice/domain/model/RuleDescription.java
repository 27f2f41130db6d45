package dev.stigservice.domain.model;

import java.util.List;

/**
 * The parts DISA packs into a rule's {@code description} as escaped pseudo-XML tags
 * ({@code <VulnDiscussion>}, {@code <FalsePositives>}, ...). A tag that is absent or empty is null. The tags DISA
 * repeats, one per value ({@code <Responsibility>} once per role, {@code <IAControls>} once per control), are lists
 * in the source's order; empty when the source has no value.
 */
public record RuleDescription(
        String discussion,
        String falsePositives,
        String falseNegatives,
        String documentable,
        String mitigations,
        String severityOverrideGuidance,
        String potentialImpacts,
        String thirdPartyTools,
        String mitigationControl,
        List<String> responsibility,
        List<String> iaControls) {

    public static final RuleDescription EMPTY =
            new RuleDescription(null, null, null, null, null, null, null, null, null, List.of(), List.of());

    public RuleDescription {
        discussion = Text.blankToNull(discussion);
        falsePositives = Text.blankToNull(falsePositives);
        falseNegatives = Text.blankToNull(falseNegatives);
        documentable = Text.blankToNull(documentable);
        mitigations = Text.blankToNull(mitigations);
        severityOverrideGuidance = Text.blankToNull(severityOverrideGuidance);
        potentialImpacts = Text.blankToNull(potentialImpacts);
        thirdPartyTools = Text.blankToNull(thirdPartyTools);
        mitigationControl = Text.blankToNull(mitigationControl);
        responsibility = Text.nonBlank(responsibility, "responsibility");
        iaControls = Text.nonBlank(iaControls, "IA controls");
    }
}
