package dev.stigservice.adapter.http.delivery;

import java.util.ArrayList;
import java.util.List;

/** Strong entity tags as sent, and the tags {@code If-None-Match} holds (RFC 9110 13.1.2, weak comparison). */
public final class EntityTags {

    private EntityTags() {
    }

    static String quoted(String tag) {
        return "\"" + tag + "\"";
    }

    /** Every tag the headers list, unquoted, weak ones as strong; {@code *} as it is. Anything unquoted is no tag. */
    public static List<String> held(List<String> ifNoneMatchHeaders) {
        List<String> held = new ArrayList<>();
        for (String header : ifNoneMatchHeaders) {
            for (String candidate : header.split(",")) {
                String value = candidate.strip();
                if (value.startsWith("W/")) {
                    value = value.substring(2);
                }
                if (value.equals("*")) {
                    held.add(value);
                } else if (value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) {
                    held.add(value.substring(1, value.length() - 1));
                }
            }
        }
        return held;
    }
}
