package dev.stigservice.adapter.http.delivery;

import java.util.List;
import java.util.Locale;

/**
 * The content codings a document's bytes are kept in (RFC 9110 8.4), and the choice between them by
 * {@code Accept-Encoding} (12.5.3). Each coding of one answer is a representation of its own, with a strong entity tag
 * of its own. gzip is sent when the client accepts it at least as much as the identity coding; without the header, or
 * when nothing it lists is available, the identity bytes are sent, as the RFC lets a server do.
 */
public enum ContentCoding {
    IDENTITY(""),
    GZIP("-gzip");

    private final String tagSuffix;

    ContentCoding(String tagSuffix) {
        this.tagSuffix = tagSuffix;
    }

    /** The strong entity tag of this coding of the document whose identity bytes are tagged {@code identityTag} (unquoted). */
    public String tag(String identityTag) {
        return identityTag + tagSuffix;
    }

    /** The coding this client prefers, given every {@code Accept-Encoding} header it sent. */
    static ContentCoding preferred(List<String> acceptEncoding) {
        if (acceptEncoding.isEmpty()) {
            return IDENTITY;
        }
        if (acceptEncoding.size() == 1) {
            // The usual header names one coding and no weight: answered without splitting it.
            String only = acceptEncoding.getFirst();
            if (only.equalsIgnoreCase("gzip") || only.equalsIgnoreCase("x-gzip")) {
                return GZIP;
            }
            if (only.equalsIgnoreCase("identity")) {
                return IDENTITY;
            }
        }
        Double gzip = null;
        Double identity = null;
        Double any = null;
        for (String header : acceptEncoding) {
            for (String element : header.split(",")) {
                String[] parts = element.split(";", -1); // ";" alone is one empty coding, not none
                String coding = parts[0].strip().toLowerCase(Locale.ROOT);
                double q = quality(parts);
                switch (coding) {
                    case "gzip", "x-gzip" -> gzip = max(gzip, q);
                    case "identity" -> identity = max(identity, q);
                    case "*" -> any = max(any, q);
                    default -> { } // a coding this service does not keep
                }
            }
        }
        double gzipQuality = gzip != null ? gzip : any != null ? any : 0;
        double identityQuality = identity != null ? identity : any != null && any == 0 ? 0 : 1;
        return gzipQuality > 0 && gzipQuality >= identityQuality ? GZIP : IDENTITY;
    }

    /** The weight of one element: {@code q=} from 0 to 1, 1 when absent; a weight that cannot be read counts as 0. */
    private static double quality(String[] parts) {
        for (int i = 1; i < parts.length; i++) {
            String parameter = parts[i].strip();
            if (parameter.regionMatches(true, 0, "q=", 0, 2)) {
                try {
                    double q = Double.parseDouble(parameter.substring(2).strip());
                    return q >= 0 && q <= 1 ? q : 0;
                } catch (NumberFormatException e) {
                    return 0;
                }
            }
        }
        return 1;
    }

    private static Double max(Double current, double q) {
        return current == null ? q : Math.max(current, q);
    }
}
