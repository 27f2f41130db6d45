package dev.stigservice.domain.model;

/**
 * The parts DISA packs into a rule's {@code description} as escaped pseudo-XML tags
 * ({@code <VulnDiscussion>}, {@code <FalsePositives>}, ...). A tag that is absent or empty is null.
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
        String responsibility,
        String iaControls) {

    public static final RuleDescription EMPTY =
            new RuleDescription(null, null, null, null, null, null, null, null, null, null, null);

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
        responsibility = Text.blankToNull(responsibility);
        iaControls = Text.blankToNull(iaControls);
    }
}
