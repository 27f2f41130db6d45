package dev.stigservice.adapter.oscal;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * OSCAL's JSON carries markup as Markdown: DISA's plain text is escaped so that no {@code *}, {@code _}, {@code <} or
 * leading {@code -} in it turns into emphasis, HTML or a list, and preformatted text goes in a fenced block as it is.
 */
final class Markdown {

    /**
     * The characters that start inline markup anywhere in a line, and the quotes: liboscal-java reads Markdown with
     * flexmark's typographic extension, which turns DISA's 'straight' quotes into curly ones unless escaped.
     */
    private static final Pattern INLINE = Pattern.compile("[\\\\`*_\\[\\]<>#!|~&'\"]");
    /** What starts a block at the beginning of a line: a list item, a heading underline, an ordered item. */
    private static final Pattern LINE_START = Pattern.compile("(?m)^([-+=])|^(\\d+)([.)])");
    private static final Pattern BACKTICKS = Pattern.compile("`+");

    private Markdown() {
    }

    /** One line of plain text as Markdown. */
    static String line(String text) {
        return escape(text);
    }

    /** Paragraphs of plain text as Markdown paragraphs. */
    static String paragraphs(List<String> paragraphs) {
        return String.join("\n\n", paragraphs.stream().map(Markdown::escape).toList());
    }

    /** Text kept exactly: a fenced code block whose fence is longer than any run of backticks in it. */
    static String preformatted(String text) {
        int longest = BACKTICKS.matcher(text).results().mapToInt(run -> run.group().length()).reduce(2, Math::max);
        String fence = "`".repeat(longest + 1);
        return fence + "\n" + text.stripTrailing() + "\n" + fence;
    }

    static String escape(String text) {
        String inline = INLINE.matcher(text).replaceAll(match -> Matcher.quoteReplacement("\\" + match.group()));
        return LINE_START.matcher(inline).replaceAll(match -> Matcher.quoteReplacement(match.group(1) != null
                ? "\\" + match.group(1) : match.group(2) + "\\" + match.group(3)));
    }
}
