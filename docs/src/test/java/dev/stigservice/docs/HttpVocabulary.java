package dev.stigservice.docs;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * HTTP's words in the prose of a Java source: its comments and its string literals (the messages it makes), not its
 * code, whose names the architecture rule {@code core-is-free-of-delivery-vocabulary} already keeps. The core answers
 * in domain terms; a status code, a header field or an event loop in its comments or messages is an adapter's
 * thought written in the wrong ring.
 */
final class HttpVocabulary {

    /** What counts as HTTP's: each word with the name a finding gives it. */
    private static final List<Word> WORDS = List.of(
            new Word("HTTP", Pattern.compile("\\bHTTPS?\\b")),
            new Word("an event loop", Pattern.compile("(?i)\\bevent[- ]loops?\\b")),
            new Word("a header field", Pattern.compile("\\b(?:WWW-Authenticate|If-None-Match|If-Match|If-Modified-Since|Cache-Control"
                    + "|Content-(?:Type|Length|Encoding|Disposition)|Accept-Encoding|Retry-After|Transfer-Encoding|Last-Modified"
                    + "|X-Request-Id|100-continue)\\b")),
            // A one-word field name is an English word too: it is HTTP's when it is written as a field or named one.
            new Word("a header field", Pattern.compile("\\b(?:Authorization|Expect|Accept|Vary|ETag|Host|Connection|Location)(?::|\\s+header)")),
            new Word("a status code", Pattern.compile("(?<![\\w.,-])(?<!to )(?:1\\d\\d|2\\d\\d|3\\d\\d|4\\d\\d|5\\d\\d)(?![\\w.,%-])"
                    + "(?!\\s+(?:characters|bytes|bits|rules|slugs|hits|entries|items|documents|benchmarks|lines|ms|seconds|times))")),
            new Word("a status class", Pattern.compile("\\b[1-5]xx\\b")),
            new Word("a status", Pattern.compile("(?i)\\bstatus code|\\bNot Modified\\b")));

    private record Word(String name, Pattern pattern) {
    }

    /** One HTTP word found: where, what, and the text it was found in. */
    record Finding(String file, int line, String word, String text) {
        @Override
        public String toString() {
            return file + ":" + line + ": " + word + " in \"" + text.strip() + "\"";
        }
    }

    private HttpVocabulary() {
    }

    /** The HTTP words of a Java source's comments and string literals, with their lines. */
    static List<Finding> in(String file, String source) {
        List<Finding> findings = new ArrayList<>();
        String[] lines = prose(source).split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            for (Word word : WORDS) {
                Matcher found = word.pattern().matcher(lines[i]);
                if (found.find()) {
                    findings.add(new Finding(file, i + 1, word.name() + " (" + found.group().strip() + ")", lines[i]));
                    break;
                }
            }
        }
        return findings;
    }

    /**
     * The source with its code blanked out: each character of a comment, a string or a text block kept, every other
     * one a space, line breaks kept, so that a finding's line is the source's.
     */
    static String prose(String source) {
        StringBuilder prose = new StringBuilder(source.length());
        int i = 0;
        while (i < source.length()) {
            char c = source.charAt(i);
            int end;
            if (source.startsWith("//", i)) {
                end = source.indexOf('\n', i);
                end = end < 0 ? source.length() : end;
            } else if (source.startsWith("/*", i)) {
                end = source.indexOf("*/", i + 2);
                end = end < 0 ? source.length() : end + 2;
            } else if (source.startsWith("\"\"\"", i)) {
                end = closing(source, i + 3, "\"\"\"");
            } else if (c == '"' || c == '\'') {
                end = closing(source, i + 1, String.valueOf(c));
            } else {
                prose.append(c == '\n' ? '\n' : ' ');
                i++;
                continue;
            }
            prose.append(source, i, end);
            i = end;
        }
        return prose.toString();
    }

    /** Where a literal opened before {@code from} ends: after its closing quote, escapes skipped. */
    private static int closing(String source, int from, String quote) {
        int i = from;
        while (i < source.length()) {
            if (source.charAt(i) == '\\') {
                i += 2;
            } else if (source.startsWith(quote, i)) {
                return i + quote.length();
            } else {
                i++;
            }
        }
        return source.length();
    }
}
