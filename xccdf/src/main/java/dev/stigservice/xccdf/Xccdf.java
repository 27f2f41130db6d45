package dev.stigservice.xccdf;

import java.util.Set;

/** The names of XCCDF 1.1 as DISA uses them, declared once for reading and writing. */
public final class Xccdf {

    public static final String NAMESPACE = "http://checklists.nist.gov/xccdf/1.1";
    public static final String DUBLIN_CORE = "http://purl.org/dc/elements/1.1/";
    public static final String XML_SCHEMA_INSTANCE = "http://www.w3.org/2001/XMLSchema-instance";
    /** The values XCCDF 1.1's statusType allows. */
    public static final Set<String> STATUSES = Set.of("accepted", "deprecated", "draft", "incomplete", "interim");
    /**
     * What the XML says when the source's status is empty or not one of {@link #STATUSES}: the schema requires one,
     * and "incomplete" is the only value that claims no release, while "draft" would change how the catalog
     * chooses among revisions if the file came back in.
     */
    public static final String UNKNOWN_STATUS = "incomplete";

    private Xccdf() {
    }

    /** The status to write for the source's: itself when the schema allows it, else {@link #UNKNOWN_STATUS}. */
    public static String allowedStatus(String status) {
        return status != null && STATUSES.contains(status) ? status : UNKNOWN_STATUS;
    }
}
