package dev.stigservice.domain.model;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A NIST SP 800-53 control ({@code AC-2}) or control enhancement ({@code AC-2 (1)}), as someone asks for it. DISA's
 * CCI list points at parts of controls ({@code AC-2 a}, {@code AC-2 (1) (a)}); a control covers all of its parts and
 * enhancements, an enhancement all of its parts.
 *
 * @param enhancement null for the base control
 */
public record NistControl(String family, int number, Integer enhancement) {

    /** {@code AC-2}, {@code ac-2(1)}, {@code AC-2 (1)}: the whole text, any case. */
    private static final Pattern ASKED = Pattern.compile("([A-Z]{2})-(\\d{1,3})(?: ?\\((\\d{1,3})\\))?");
    /** The control at the start of a reference index: {@code AC-2 (1) (a)}, {@code CM-6 b}, {@code AC-2(1)}. */
    private static final Pattern INDEX = Pattern.compile("\\s*([A-Z]{2})-(\\d{1,3})(?:\\s*\\((\\d{1,3})\\))?(?![\\d.]).*", Pattern.DOTALL);

    public NistControl {
        if (family == null || !family.matches("[A-Z]{2}") || number < 1 || (enhancement != null && enhancement < 1)) {
            throw new IllegalArgumentException("a NIST control looks like AC-2 or AC-2 (1)");
        }
    }

    /** The control someone asked for; empty when the text is not a control or enhancement. */
    public static Optional<NistControl> parse(String text) {
        return text == null ? Optional.empty() : match(ASKED.matcher(text.strip().toUpperCase(Locale.ROOT)));
    }

    /** Whether a reference index ({@code AC-2 (1) (a)}) points into this control or enhancement. */
    public boolean covers(String index) {
        return match(INDEX.matcher(index)).filter(referenced -> referenced.family.equals(family) && referenced.number == number
                && (enhancement == null || enhancement.equals(referenced.enhancement))).isPresent();
    }

    private static Optional<NistControl> match(Matcher matcher) {
        if (!matcher.matches()) {
            return Optional.empty();
        }
        int number = Integer.parseInt(matcher.group(2));
        Integer enhancement = matcher.group(3) == null ? null : Integer.valueOf(matcher.group(3));
        if (number < 1 || (enhancement != null && enhancement < 1)) {
            return Optional.empty(); // no control or enhancement is numbered 0
        }
        return Optional.of(new NistControl(matcher.group(1), number, enhancement));
    }

    /** As DISA writes it: {@code AC-2}, {@code AC-2 (1)}. */
    @Override
    public String toString() {
        return family + "-" + number + (enhancement == null ? "" : " (" + enhancement + ")");
    }
}
