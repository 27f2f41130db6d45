package dev.stigservice.adapter.http;

import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.model.Slug;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The download links every answer that shows a benchmark gives, one per format in registration order; a request to
 * one is read by {@link DownloadQueries}.
 */
public final class DownloadLinks {

    private DownloadLinks() {
    }

    /**
     * @param revision the label to name ({@code V2R7}); null for the revision the slug serves, which is also what a
     *                 revision without a label can only be downloaded as
     */
    public static Map<String, String> of(Slug slug, String revision, List<Format> formats) {
        Map<String, String> downloads = new LinkedHashMap<>();
        formats.forEach(format -> downloads.put(format.name(), ApiPaths.DOWNLOAD.formatted(slug.value()) + "?format=" + format.name()
                + (revision == null ? "" : "&revision=" + revision)));
        return downloads;
    }
}
