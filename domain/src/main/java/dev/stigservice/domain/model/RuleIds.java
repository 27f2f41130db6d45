package dev.stigservice.domain.model;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Which ids a rule answers to, and how an id someone looks up is recognised. Ids are compared case-insensitively
 * (an assessor types {@code rhel-09-211010} as often as DISA's upper case), through their {@link #key}.
 */
public final class RuleIds {

    /** What any id of a rule looks like: DISA's ids are letters, digits and {@code - _ .}; a few STIG ids hold spaces ({@code DTOO104 - Outlook}). */
    private static final Pattern ANY_ID = Pattern.compile("[A-Za-z0-9](?:[A-Za-z0-9 ._-]{0,126}[A-Za-z0-9])?");
    private static final Pattern RULE_NUMBER = Pattern.compile("(SV-\\d+)R\\d+_RULE");
    /** A rule id as a CKL writes it ({@code SV-253254r828855_rule}) or a CKLB ({@code SV-253254r828855}). */
    private static final Pattern ANY_REVISION_OF_RULE = Pattern.compile("(SV-\\d+)R\\d+(?:_RULE)?");
    private static final Pattern SRG_ID = Pattern.compile("SRG-[A-Z0-9]+(?:-[A-Z0-9]+)+");
    private static final Pattern CCI = Pattern.compile("CCI-\\d{6}");

    /** One id a rule answers to, as its key, and which of the rule's ids it is. */
    public record Key(String key, RuleIdKind kind) {
    }

    private RuleIds() {
    }

    /** The form ids are compared in: upper case, as DISA writes them. */
    public static String key(String id) {
        return id.toUpperCase(Locale.ROOT);
    }

    /**
     * The key of an id someone looks up; empty when it has the shape of no rule id (then nothing could hold it).
     * A CCI is not a rule id: it has a lookup of its own.
     */
    public static Optional<String> lookupKey(String id) {
        if (id == null || !ANY_ID.matcher(id).matches()) {
            return Optional.empty();
        }
        String key = key(id);
        return CCI.matcher(key).matches() ? Optional.empty() : Optional.of(key);
    }

    /**
     * The key of a rule id that every revision of the rule shares: {@code SV-253254} for {@code SV-253254r828855_rule}
     * and for a CKLB's {@code SV-253254r828855}; any other id as it is. The index holds it for every stored rule
     * ({@link RuleIdKind#RULE_NUMBER}).
     */
    public static String revisionFreeKey(String ruleId) {
        String key = key(ruleId.strip());
        var number = ANY_REVISION_OF_RULE.matcher(key);
        return number.matches() ? number.group(1) : key;
    }

    /**
     * The number that every revision of a DISA rule id shares: {@code 230221} of {@code SV-230221r1017040_rule} (any case,
     * with or without {@code _rule}); -1 when the id is not an {@code SV-} rule id. How a SCAP rule finds the manual rule
     * it automates, whichever revision of it each names.
     */
    public static long ruleNumber(String ruleId) {
        var number = ANY_REVISION_OF_RULE.matcher(key(ruleId.strip()));
        if (!number.matches() || number.group(1).length() > 19) {
            return -1;
        }
        try {
            return Long.parseLong(number.group(1).substring(3));
        } catch (NumberFormatException tooLarge) {
            return -1;
        }
    }

    /** Whether an id has a CCI's shape ({@code CCI-000366}, any case). */
    public static boolean isCci(String id) {
        return id != null && CCI.matcher(key(id)).matches();
    }

    /** Every id the rule answers to, in the order of {@link RuleIdKind}; one id may come twice under two kinds. */
    public static List<Key> of(Rule rule) {
        List<Key> keys = new ArrayList<>();
        add(keys, rule.groupId(), RuleIdKind.GROUP_ID);
        String ruleId = key(rule.ruleId());
        keys.add(new Key(ruleId, RuleIdKind.RULE_ID));
        var number = RULE_NUMBER.matcher(ruleId);
        if (number.matches()) {
            keys.add(new Key(number.group(1), RuleIdKind.RULE_NUMBER));
        }
        add(keys, rule.stigId(), RuleIdKind.STIG_ID);
        rule.legacyIds().forEach(legacy -> add(keys, legacy, RuleIdKind.LEGACY_ID));
        if (rule.groupTitle() != null && SRG_ID.matcher(key(rule.groupTitle().strip())).matches()) {
            keys.add(new Key(key(rule.groupTitle().strip()), RuleIdKind.SRG_ID));
        }
        return keys;
    }

    /** Under which kinds the rule answers to the key; empty when it does not. */
    public static Set<RuleIdKind> kindsOf(Rule rule, String key) {
        return of(rule).stream().filter(own -> own.key().equals(key)).map(Key::kind)
                .collect(Collectors.toCollection(() -> EnumSet.noneOf(RuleIdKind.class)));
    }

    private static void add(List<Key> keys, String id, RuleIdKind kind) {
        if (id != null) {
            keys.add(new Key(key(id.strip()), kind));
        }
    }
}
