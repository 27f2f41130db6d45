package dev.stigservice.adapter.oscal;

/** The names OSCAL and this service's OSCAL documents use, declared once for both syntaxes. */
final class OscalNames {

    /** The OSCAL version the documents follow: the one liboscal-java 5.2.0 validates. */
    static final String OSCAL_VERSION = "1.1.3";
    static final String XML_NAMESPACE = "http://csrc.nist.gov/ns/oscal/1.0";
    /** The namespace of the props and parts that OSCAL does not name itself (a name, not a page to fetch). */
    static final String NS = "https://stig-service.dev/ns/oscal";
    /** NIST's published OSCAL catalogs of SP 800-53, by revision. */
    static final String NIST_CATALOG = "https://raw.githubusercontent.com/usnistgov/oscal-content/main/nist.gov/SP800-53/rev%1$s/json/NIST_SP-800-53_rev%1$s_catalog.json";
    /** Where DISA publishes its CCI list: OSCAL wants each back-matter resource to say where it is found. */
    static final String CCI_LIST = "https://dl.dod.cyber.mil/wp-content/uploads/stigs/zip/U_CCI_List.zip";
    static final String OSCAL_CATALOG_JSON = "application/oscal.catalog+json";

    private OscalNames() {
    }
}
