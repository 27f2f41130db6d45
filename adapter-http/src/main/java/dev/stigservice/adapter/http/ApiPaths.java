package dev.stigservice.adapter.http;

/** The API's paths, in one place for the controller that serves them and the responses that link to them. */
public final class ApiPaths {

    /** Every API route is under this; the static documents and the management endpoints are not. */
    static final String API = "/api/";
    public static final String API_V1 = "/api/v1";
    public static final String STIGS = API_V1 + "/stigs";
    /** A benchmark's download; {@code %s} is the slug. */
    static final String DOWNLOAD = STIGS + "/%s/download";
    /** A benchmark's change reports; {@code %s} is the slug. */
    public static final String CHANGES = STIGS + "/%s/changes";
    /** A benchmark's stored revisions; {@code %s} is the slug. */
    public static final String REVISIONS = STIGS + "/%s/revisions";
    private static final String UPGRADE_SUFFIX = "/checklist/upgrade";
    private static final String RESULTS_SUFFIX = "/checklist/results";
    /** A benchmark's checklists, relative to {@link #STIGS}. */
    public static final String CHECKLIST_ROUTE = "/{slug}/checklist";
    public static final String CHECKLIST_UPGRADE_ROUTE = "/{slug}" + UPGRADE_SUFFIX;
    public static final String CHECKLIST_RESULTS_ROUTE = "/{slug}" + RESULTS_SUFFIX;
    public static final String RELEASES_ROUTE = "/releases";
    public static final String RELEASES_ATOM_ROUTE = "/releases.atom";
    public static final String RELEASES = API_V1 + RELEASES_ROUTE;
    public static final String RELEASES_ATOM = API_V1 + RELEASES_ATOM_ROUTE;

    /** The library search, relative to {@link #API_V1}. */
    public static final String SEARCH_ROUTE = "/search";

    /** The signed snapshot, relative to {@link #API_V1}. */
    public static final String SNAPSHOT_ROUTE = "/snapshot";

    /** The SCAP benchmarks, their own kind beside {@link #STIGS}. */
    public static final String SCAP = API_V1 + "/scap";
    /** A SCAP benchmark's data stream; {@code %s} is the slug. */
    public static final String SCAP_DOWNLOAD = SCAP + "/%s/download";
    /** A SCAP benchmark's map to the manual benchmark; {@code %s} is the slug. */
    public static final String SCAP_MAP = SCAP + "/%s/map";

    /** The lookups, relative to {@link #API_V1}. */
    public static final String RULES_ROUTE = "/rules/{id}";
    public static final String CCIS_ROUTE = "/ccis/{cci}";
    public static final String CONTROLS_ROUTE = "/controls/{control}";

    private ApiPaths() {
    }

    /**
     * Whether a route reads the Accept header (the checklist upgrade's and the scan's summaries); on every other route it
     * decides nothing.
     */
    public static boolean readsAccept(String target) {
        return takesChecklistBody(target);
    }

    /**
     * Whether a route takes a request body (the checklist upgrade, a scan's results): the protected path bounds it,
     * after the token. Every other route takes none, and a body declared on it is refused before routing.
     */
    public static boolean takesBody(String target) {
        return takesChecklistBody(target);
    }

    private static boolean takesChecklistBody(String target) {
        int query = target.indexOf('?');
        String path = query < 0 ? target : target.substring(0, query);
        return path.startsWith(STIGS + "/") && (path.endsWith(UPGRADE_SUFFIX) || path.endsWith(RESULTS_SUFFIX));
    }
}
