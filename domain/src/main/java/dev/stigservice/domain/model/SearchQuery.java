package dev.stigservice.domain.model;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A library search as a user writes it: words (all must match), {@code "quoted phrases"}, and filters that narrow them:
 * {@code severity:high}, {@code benchmark:<slug>} (several are any of them), {@code cci:CCI-000366},
 * {@code control:AC-2} (or {@code control:"AC-2 (1)"}), {@code srg:SRG-OS-000023}. Parsed here, whole, so that a
 * malformed query is refused with what is wrong before any index is asked.
 *
 * @param words      the words, as written
 * @param phrases    the quoted phrases, as written
 * @param severity   the severity filter
 * @param benchmarks the benchmarks a hit must be in (any of them); empty for every benchmark
 * @param ccis       CCIs a hit must cite (each of them)
 * @param control    the control whose CCIs a hit must cite (one of them)
 * @param srgs       SRG ids a hit must answer to (each of them), upper case
 */
public record SearchQuery(List<String> words, List<String> phrases, Optional<Severity> severity, Set<Slug> benchmarks,
                          Set<String> ccis, Optional<NistControl> control, Set<String> srgs) {

    /** The longest query taken, in characters. */
    public static final int MAX_LENGTH = 512;
    /** Words, phrases and filters together: enough for any question, few enough to bound a query's cost. */
    public static final int MAX_TERMS = 32;
    private static final Pattern CCI = Pattern.compile("CCI-\\d{6}");
    private static final Pattern SRG = Pattern.compile("SRG-[A-Z0-9]+(?:-[A-Z0-9]+)*");

    public SearchQuery {
        words = List.copyOf(words);
        phrases = List.copyOf(phrases);
        benchmarks = Set.copyOf(benchmarks);
        ccis = Set.copyOf(ccis);
        srgs = Set.copyOf(srgs);
    }

    /** Whether it asks for text at all (a query of filters alone lists what they select). */
    public boolean hasText() {
        return !words.isEmpty() || !phrases.isEmpty();
    }

    /** @throws IllegalArgumentException saying what is wrong, in words fit to send back (it quotes only what it parsed) */
    public static SearchQuery parse(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("q is required: words, \"phrases\" or filters such as severity:high");
        }
        if (text.length() > MAX_LENGTH) {
            throw new IllegalArgumentException("q is longer than " + MAX_LENGTH + " characters");
        }
        if (text.chars().anyMatch(c -> Character.isISOControl(c) && c != '\t')) {
            throw new IllegalArgumentException("q holds a control character");
        }
        List<String> words = new ArrayList<>();
        List<String> phrases = new ArrayList<>();
        Optional<Severity> severity = Optional.empty();
        Set<Slug> benchmarks = new LinkedHashSet<>();
        Set<String> ccis = new LinkedHashSet<>();
        Optional<NistControl> control = Optional.empty();
        Set<String> srgs = new LinkedHashSet<>();
        List<String[]> tokens = tokens(text);
        if (tokens.size() > MAX_TERMS) {
            throw new IllegalArgumentException("q has more than " + MAX_TERMS + " words, phrases and filters");
        }
        for (String[] token : tokens) {
            String filter = token[0];
            String value = token[1];
            if (filter == null) {
                (token[2] != null ? phrases : words).add(value);
                continue;
            }
            switch (filter) {
                case "severity" -> {
                    if (severity.isPresent()) {
                        throw new IllegalArgumentException("severity: is given twice");
                    }
                    severity = Optional.of(Severity.fromCode(value).filter(s -> s.code().equals(value.toLowerCase(Locale.ROOT)))
                            .orElseThrow(() -> new IllegalArgumentException("severity: takes high, medium or low")));
                }
                case "benchmark" -> benchmarks.add(Slug.parse(value).orElseThrow(() ->
                        new IllegalArgumentException("benchmark: takes a slug such as rhel-9-stig")));
                case "cci" -> {
                    String cci = value.toUpperCase(Locale.ROOT);
                    if (!CCI.matcher(cci).matches()) {
                        throw new IllegalArgumentException("cci: takes a CCI such as CCI-000366");
                    }
                    ccis.add(cci);
                }
                case "control" -> {
                    if (control.isPresent()) {
                        throw new IllegalArgumentException("control: is given twice");
                    }
                    control = Optional.of(NistControl.parse(value).orElseThrow(() ->
                            new IllegalArgumentException("control: takes a NIST SP 800-53 control such as AC-2, or \"AC-2 (1)\"")));
                }
                case "srg" -> {
                    String srg = value.toUpperCase(Locale.ROOT);
                    if (!SRG.matcher(srg).matches()) {
                        throw new IllegalArgumentException("srg: takes an SRG id such as SRG-OS-000023");
                    }
                    srgs.add(srg);
                }
                default -> throw new IllegalArgumentException("there is no filter '" + (filter.matches("[a-z]{1,16}") ? filter : "?")
                        + ":'; the filters are severity:, benchmark:, cci:, control: and srg:");
            }
        }
        return new SearchQuery(words, phrases, severity, benchmarks, ccis, control, srgs);
    }

    /** Each token as {filter or null, value, "phrase" when it was quoted}. */
    private static List<String[]> tokens(String text) {
        List<String[]> tokens = new ArrayList<>();
        int at = 0;
        while (at < text.length()) {
            if (Character.isWhitespace(text.charAt(at))) {
                at++;
                continue;
            }
            String filter = null;
            int colon = filterColon(text, at);
            if (colon > 0) {
                filter = text.substring(at, colon).toLowerCase(Locale.ROOT);
                at = colon + 1;
            }
            if (at < text.length() && text.charAt(at) == '"') {
                int close = text.indexOf('"', at + 1);
                if (close < 0) {
                    throw new IllegalArgumentException("a quote is not closed");
                }
                String quoted = text.substring(at + 1, close).strip();
                if (quoted.isEmpty()) {
                    throw new IllegalArgumentException("a quoted phrase is empty");
                }
                tokens.add(new String[]{filter, quoted, "phrase"});
                at = close + 1;
            } else {
                int end = at;
                while (end < text.length() && !Character.isWhitespace(text.charAt(end))) {
                    if (text.charAt(end) == '"') {
                        throw new IllegalArgumentException("a quote starts inside a word");
                    }
                    end++;
                }
                if (end == at) {
                    throw new IllegalArgumentException(filter + ": has no value");
                }
                tokens.add(new String[]{filter, text.substring(at, end), null});
                at = end;
            }
        }
        return tokens;
    }

    /** The colon that ends a filter's name at {@code at} ({@code severity:}), or -1 when the token is no filter. */
    private static int filterColon(String text, int at) {
        int end = at;
        while (end < text.length() && Character.isLetter(text.charAt(end))) {
            end++;
        }
        return end > at && end < text.length() && text.charAt(end) == ':' ? end : -1;
    }
}
