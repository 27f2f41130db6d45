package dev.stigservice.xccdf;

import dev.stigservice.domain.model.RuleDescription;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The pseudo-XML DISA packs into a rule's {@code description}, both ways, with each tag named once. The text is
 * never parsed as XML: discussions contain literal {@code <path>} or {@code <rules>}. Each known tag is found by
 * name; a tag that repeats ({@code Responsibility}) has its values joined by newlines.
 */
final class DescriptionTags {

    private record Tag(String name, Function<RuleDescription, String> value) {
    }

    /** In the order DISA writes them. */
    private static final List<Tag> TAGS = List.of(
            new Tag("VulnDiscussion", RuleDescription::discussion),
            new Tag("FalsePositives", RuleDescription::falsePositives),
            new Tag("FalseNegatives", RuleDescription::falseNegatives),
            new Tag("Documentable", RuleDescription::documentable),
            new Tag("Mitigations", RuleDescription::mitigations),
            new Tag("SeverityOverrideGuidance", RuleDescription::severityOverrideGuidance),
            new Tag("PotentialImpacts", RuleDescription::potentialImpacts),
            new Tag("ThirdPartyTools", RuleDescription::thirdPartyTools),
            new Tag("MitigationControl", RuleDescription::mitigationControl),
            new Tag("Responsibility", RuleDescription::responsibility),
            new Tag("IAControls", RuleDescription::iaControls));

    private DescriptionTags() {
    }

    static RuleDescription parse(String text) {
        if (text == null || text.isBlank()) {
            return RuleDescription.EMPTY;
        }
        String[] values = TAGS.stream().map(tag -> value(text, tag.name())).toArray(String[]::new);
        return new RuleDescription(values[0], values[1], values[2], values[3], values[4], values[5], values[6],
                values[7], values[8], values[9], values[10]);
    }

    /** The text DISA writes: every tag, in order, empty where the model has no value. */
    static String write(RuleDescription description) {
        StringBuilder text = new StringBuilder();
        for (Tag tag : TAGS) {
            String value = tag.value().apply(description);
            text.append('<').append(tag.name()).append('>').append(value == null ? "" : value)
                    .append("</").append(tag.name()).append('>');
        }
        return text.toString();
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
