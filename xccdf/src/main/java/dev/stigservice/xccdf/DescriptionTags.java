package dev.stigservice.xccdf;

import dev.stigservice.domain.model.RuleDescription;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The pseudo-XML DISA packs into a rule's {@code description}, both ways, with each tag named once. The text is
 * never parsed as XML: discussions contain literal {@code <path>} or {@code <rules>}. Each known tag is found by
 * name. The tags DISA repeats, one per value ({@code Responsibility}, {@code IAControls}), are read as lists and
 * written back one tag per value; any other tag that repeats has its values joined by newlines.
 */
final class DescriptionTags {

    private record Tag(String name, boolean repeated, Function<RuleDescription, List<String>> values) {

        static Tag single(String name, Function<RuleDescription, String> value) {
            return new Tag(name, false, description -> {
                String text = value.apply(description);
                return text == null ? List.of() : List.of(text);
            });
        }

        static Tag repeated(String name, Function<RuleDescription, List<String>> values) {
            return new Tag(name, true, values);
        }
    }

    /** In the order DISA writes them. */
    private static final List<Tag> TAGS = List.of(
            Tag.single("VulnDiscussion", RuleDescription::discussion),
            Tag.single("FalsePositives", RuleDescription::falsePositives),
            Tag.single("FalseNegatives", RuleDescription::falseNegatives),
            Tag.single("Documentable", RuleDescription::documentable),
            Tag.single("Mitigations", RuleDescription::mitigations),
            Tag.single("SeverityOverrideGuidance", RuleDescription::severityOverrideGuidance),
            Tag.single("PotentialImpacts", RuleDescription::potentialImpacts),
            Tag.single("ThirdPartyTools", RuleDescription::thirdPartyTools),
            Tag.single("MitigationControl", RuleDescription::mitigationControl),
            Tag.repeated("Responsibility", RuleDescription::responsibility),
            Tag.repeated("IAControls", RuleDescription::iaControls));

    private DescriptionTags() {
    }

    static RuleDescription parse(String text) {
        if (text == null || text.isBlank()) {
            return RuleDescription.EMPTY;
        }
        List<List<String>> values = TAGS.stream().map(tag -> values(text, tag.name())).toList();
        return new RuleDescription(joined(values.get(0)), joined(values.get(1)), joined(values.get(2)),
                joined(values.get(3)), joined(values.get(4)), joined(values.get(5)), joined(values.get(6)),
                joined(values.get(7)), joined(values.get(8)), values.get(9), values.get(10));
    }

    /** The text DISA writes: every tag, in order, one per value of a repeated tag, and empty where the model has no value. */
    static String write(RuleDescription description) {
        StringBuilder text = new StringBuilder();
        for (Tag tag : TAGS) {
            List<String> values = tag.values().apply(description);
            for (String value : values.isEmpty() ? List.of("") : values) {
                text.append('<').append(tag.name()).append('>').append(value)
                        .append("</").append(tag.name()).append('>');
            }
        }
        return text.toString();
    }

    private static String joined(List<String> values) {
        return values.isEmpty() ? null : String.join("\n", values);
    }

    /** Every non-blank value of {@code <tag>...</tag>} in the text, in order. */
    static List<String> values(String text, String tag) {
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
        return values;
    }
}
