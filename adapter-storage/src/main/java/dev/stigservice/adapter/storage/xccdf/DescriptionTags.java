package dev.stigservice.adapter.storage.xccdf;

import dev.stigservice.domain.model.RuleDescription;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads the pseudo-XML DISA packs into a rule's {@code description}. This text is never parsed as
 * XML: discussions contain literal {@code <path>} or {@code <rules>}. Each known tag is found by name;
 * a tag that repeats ({@code Responsibility}) has its values joined by newlines.
 */
final class DescriptionTags {

    static final String DISCUSSION = "VulnDiscussion";
    static final String FALSE_POSITIVES = "FalsePositives";
    static final String FALSE_NEGATIVES = "FalseNegatives";
    static final String DOCUMENTABLE = "Documentable";
    static final String MITIGATIONS = "Mitigations";
    static final String SEVERITY_OVERRIDE_GUIDANCE = "SeverityOverrideGuidance";
    static final String POTENTIAL_IMPACTS = "PotentialImpacts";
    static final String THIRD_PARTY_TOOLS = "ThirdPartyTools";
    static final String MITIGATION_CONTROL = "MitigationControl";
    static final String RESPONSIBILITY = "Responsibility";
    static final String IA_CONTROLS = "IAControls";

    private DescriptionTags() {
    }

    static RuleDescription parse(String text) {
        if (text == null || text.isBlank()) {
            return RuleDescription.EMPTY;
        }
        return new RuleDescription(
                value(text, DISCUSSION),
                value(text, FALSE_POSITIVES),
                value(text, FALSE_NEGATIVES),
                value(text, DOCUMENTABLE),
                value(text, MITIGATIONS),
                value(text, SEVERITY_OVERRIDE_GUIDANCE),
                value(text, POTENTIAL_IMPACTS),
                value(text, THIRD_PARTY_TOOLS),
                value(text, MITIGATION_CONTROL),
                value(text, RESPONSIBILITY),
                value(text, IA_CONTROLS));
    }

    /** Every non-empty value of {@code <tag>...</tag>} in the text, joined by newlines; null when there is none. */
    static String value(String text, String tag) {
        String open = "<" + tag + ">";
        String close = "</" + tag + ">";
        List<String> values = new ArrayList<>();
        int from = 0;
        while (true) {
            int start = text.indexOf(open, from);
            if (start < 0) {
                break;
            }
            int end = text.indexOf(close, start + open.length());
            if (end < 0) {
                break;
            }
            String value = text.substring(start + open.length(), end);
            if (!value.isBlank()) {
                values.add(value);
            }
            from = end + close.length();
        }
        return values.isEmpty() ? null : String.join("\n", values);
    }
}
