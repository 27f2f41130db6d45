package dev.stigservice.domain.model;

/** The bounds on what a checklist's fields may hold, whoever wrote the checklist. */
final class ChecklistText {

    /** STIG Viewer's and STIG Manager's limit on finding details and comments (an Excel cell's). */
    static final int MAX_LONG_TEXT = 32_767;
    /** STIG Manager's limit on an asset's name and addresses. */
    static final int MAX_SHORT_TEXT = 255;

    private ChecklistText() {
    }

    /** Blank as null; refused over {@link #MAX_LONG_TEXT} characters or with a control character other than tab and new line. */
    static String bounded(String text, String what) {
        return checked(text, what, MAX_LONG_TEXT, true);
    }

    /** Blank as null; refused over {@link #MAX_SHORT_TEXT} characters or with any control character. */
    static String line(String text, String what) {
        return checked(text, what, MAX_SHORT_TEXT, false);
    }

    private static String checked(String text, String what, int max, boolean multiLine) {
        String value = Text.blankToNull(text);
        if (value == null) {
            return null;
        }
        if (value.codePointCount(0, value.length()) > max) {
            throw new IllegalArgumentException(what + " is longer than " + max + " characters");
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            boolean allowed = !Character.isISOControl(c) || (multiLine && (c == '\n' || c == '\r' || c == '\t'));
            if (!allowed) {
                throw new IllegalArgumentException(what + " holds a control character");
            }
        }
        return value;
    }
}
