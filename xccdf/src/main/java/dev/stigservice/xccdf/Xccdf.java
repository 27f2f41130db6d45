package dev.stigservice.xccdf;

import java.util.Set;

/** The names of XCCDF 1.1 as DISA uses them, declared once for reading and writing. */
public final class Xccdf {

    public static final String NAMESPACE = "http://checklists.nist.gov/xccdf/1.1";
    public static final String DUBLIN_CORE = "http://purl.org/dc/elements/1.1/";
    /** The CCI system DISA writes today; the reader also accepts the older IASE one. */
    public static final String CCI_SYSTEM = "http://cyber.mil/cci";
    public static final Set<String> CCI_SYSTEMS = Set.of(CCI_SYSTEM, "http://iase.disa.mil/cci");
    public static final String LEGACY_SYSTEM = "http://cyber.mil/legacy";

    private Xccdf() {
    }
}
