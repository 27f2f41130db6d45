package dev.stigservice.adapter.http;

import java.util.List;

/** Strong entity tags and the {@code If-None-Match} test (RFC 9110 13.1.2, weak comparison). */
final class EntityTags {

    private EntityTags() {
    }

    static String quoted(String tag) {
        return "\"" + tag + "\"";
    }

    /** True when any {@code If-None-Match} header lists the tag or {@code *}. */
    static boolean matches(List<String> ifNoneMatchHeaders, String tag) {
        String quoted = quoted(tag);
        for (String header : ifNoneMatchHeaders) {
            for (String candidate : header.split(",")) {
                String value = candidate.strip();
                if (value.startsWith("W/")) {
                    value = value.substring(2);
                }
                if (value.equals("*") || value.equals(quoted)) {
                    return true;
                }
            }
        }
        return false;
    }
}
