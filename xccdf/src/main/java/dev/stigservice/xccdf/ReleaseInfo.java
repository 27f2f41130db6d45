package dev.stigservice.xccdf;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * DISA's {@code release-info} text in the variants seen in real files: {@code Release: 8 Benchmark Date:
 * 01 Apr 2026}, a decimal release ({@code Release: 1.17}), full month names ({@code 27 July 2018}) and no
 * {@code Release:} at all ({@code Benchmark Date: 01 Jul 2026}). Public for the other readers of DISA's release text
 * (STIG Viewer's checklists state it too).
 */
public record ReleaseInfo(String release, LocalDate benchmarkDate) {

    private static final Pattern RELEASE = Pattern.compile("Release:\\s*(\\d+(?:\\.\\d+)*)", Pattern.CASE_INSENSITIVE);
    private static final Pattern DATE = Pattern.compile("Benchmark Date:\\s*(\\d{1,2}\\s+\\p{Alpha}+\\.?\\s+\\d{4})", Pattern.CASE_INSENSITIVE);
    /** Strict: an impossible date such as 31 Feb is no date, not silently 29 Feb. */
    private static final List<DateTimeFormatter> DATE_FORMATS = List.of(
            DateTimeFormatter.ofPattern("d MMM uuuu", Locale.ENGLISH).withResolverStyle(ResolverStyle.STRICT),
            DateTimeFormatter.ofPattern("d MMMM uuuu", Locale.ENGLISH).withResolverStyle(ResolverStyle.STRICT));

    public static ReleaseInfo parse(String text) {
        if (text == null) {
            return new ReleaseInfo(null, null);
        }
        Matcher release = RELEASE.matcher(text);
        Matcher date = DATE.matcher(text);
        return new ReleaseInfo(
                release.find() ? release.group(1) : null,
                date.find() ? parseDate(date.group(1)) : null);
    }

    private static LocalDate parseDate(String text) {
        // "Sept" appears in some DISA files; java.time knows only "Sep".
        String normalised = text.replace(".", "").replaceAll("\\s+", " ").replaceFirst("(?i)\\bSept\\b", "Sep");
        for (DateTimeFormatter format : DATE_FORMATS) {
            try {
                return LocalDate.parse(capitaliseMonth(normalised), format);
            } catch (DateTimeParseException ignored) {
                // try the next format
            }
        }
        return null;
    }

    private static String capitaliseMonth(String text) {
        String[] parts = text.split(" ");
        parts[1] = parts[1].substring(0, 1).toUpperCase(Locale.ROOT) + parts[1].substring(1).toLowerCase(Locale.ROOT);
        return String.join(" ", parts);
    }
}
