package dev.stigservice.endtoend.http;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.stigservice.endtoend.support.ContractDocument;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * docs/openapi.yml says exactly what the routes take and give: every example it gives matches the schema it
 * illustrates, and every JSON body the end-to-end tests receive matches the schema of its route and status (checked by
 * {@code RunningService} on each answer, through {@link ContractDocument}). These tests show that both checks fail on a
 * body that breaks the document, and hold the shapes Schemathesis found the document wrong about.
 */
class TheContractIsExactTest {

    private static final ContractDocument CONTRACT = ContractDocument.committed();

    @Test
    void everyExampleMatchesItsSchema() {
        assertThat(CONTRACT.exampleCount()).as("the examples found in the document").isGreaterThan(50);
        assertThat(CONTRACT.brokenExamples()).isEmpty();
    }

    @Test
    void aWrongExampleIsFound() {
        ObjectNode document = CONTRACT.copy();
        ObjectNode listing = (ObjectNode) document.at("/components/examples/Listing/value");
        listing.put("total", "one");
        ((ObjectNode) document.at("/components/parameters/Slug/schema")).putArray("examples").add(new TextNode("Not A Slug"));
        assertThat(new ContractDocument(document, ContractDocument.COMMITTED).brokenExamples())
                .anyMatch(text -> text.contains("Listing") && text.contains("total"))
                .anyMatch(text -> text.contains("Slug") && text.contains("Not A Slug"));
    }

    @Test
    void aServedBodyThatBreaksTheDocumentIsFound() {
        assertThat(CONTRACT.breaches("GET", "/api/v1/stigs", 200, "application/json", "{\"stigs\":[],\"total\":0}")).isEmpty();
        assertThat(CONTRACT.breaches("GET", "/api/v1/stigs?q=x", 200, "application/json", "{\"stigs\":[],\"total\":\"none\"}"))
                .anyMatch(text -> text.contains("total"));
        assertThat(CONTRACT.breaches("GET", "/api/v1/stigs/x/download", 401, "application/json", "{\"error\":{\"code\":\"UNAUTHORIZED\"}}"))
                .anyMatch(text -> text.contains("message"));
        // A route the document lacks answers the envelope, and nothing else.
        assertThat(CONTRACT.breaches("GET", "/nowhere", 404, "application/json", "{\"error\":{\"code\":\"NOT_FOUND\",\"message\":\"Not found\"}}"))
                .isEmpty();
        assertThat(CONTRACT.breaches("GET", "/nowhere", 404, "application/json", "{\"message\":\"Not Found\",\"_links\":{}}")).isNotEmpty();
        // A status the route does not document is a breach too.
        assertThat(CONTRACT.breaches("GET", "/api/v1/stigs", 418, "application/json", "{}")).isNotEmpty();
    }

    @Test
    void scapListingsMapToAManualObjectOrNull() {
        String entry = "{\"scap\":[{\"slug\":\"s\",\"benchmarkId\":\"b\",\"title\":\"t\",\"version\":null,\"benchmarkDate\":null,"
                + "\"status\":null,\"statusDate\":null,\"ruleCount\":0,\"profiles\":[],\"mapsTo\":%s,\"revisions\":[],"
                + "\"download\":\"/d\",\"map\":\"/m\"}],\"total\":1}";
        String manual = "{\"slug\":\"rhel-8-stig\",\"benchmarkId\":\"RHEL_8_STIG\",\"title\":\"RHEL 8\",\"revision\":\"V2R1\"}";
        assertThat(CONTRACT.breaches("GET", "/api/v1/scap", 200, "application/json", entry.formatted(manual))).isEmpty();
        assertThat(CONTRACT.breaches("GET", "/api/v1/scap", 200, "application/json", entry.formatted("null"))).isEmpty();
        assertThat(CONTRACT.breaches("GET", "/api/v1/scap", 200, "application/json", entry.formatted("\"rhel-8-stig\""))).isNotEmpty();
    }

    @Test
    void searchDocumentsTheControlCharactersItRefuses() {
        assertThat(CONTRACT.valueBreaches("/components/parameters/SearchQ/schema", "\"fips\\tseverity:high\"")).isEmpty();
        assertThat(CONTRACT.valueBreaches("/components/parameters/SearchQ/schema", "\"fips\\u0001\"")).isNotEmpty();
        assertThat(CONTRACT.valueBreaches("/components/parameters/SearchQ/schema", "\"fips\\n\"")).isNotEmpty();
    }

    @Test
    void anUploadedCklbNeedsWhatTheUpgradeReads() {
        String schema = "/components/schemas/Cklb";
        String stig = "{\"stig_id\":\"RHEL_9_STIG\",\"rules\":[{\"rule_id_src\":\"SV-257777r1044832_rule\",\"status\":\"open\"}]}";
        assertThat(CONTRACT.valueBreaches(schema, "{\"target_data\":{},\"stigs\":[" + stig + "]}")).isEmpty();
        assertThat(CONTRACT.valueBreaches(schema, "{\"target_data\":{},\"stigs\":[]}")).isNotEmpty();
        assertThat(CONTRACT.valueBreaches(schema, "{\"target_data\":{},\"stigs\":[{}]}")).isNotEmpty();
        assertThat(CONTRACT.valueBreaches(schema, "{\"target_data\":{},\"stigs\":[{\"stig_id\":\" \"}]}")).isNotEmpty();
        assertThat(CONTRACT.valueBreaches(schema, "{\"stigs\":[" + stig + "]}")).isNotEmpty();
        assertThat(CONTRACT.valueBreaches(schema, "{\"target_data\":{},\"stigs\":[{\"stig_id\":\"X\",\"rules\":[{}]}]}")).isNotEmpty();
        assertThat(CONTRACT.valueBreaches(schema, "{\"target_data\":{\"host_name\":\"a\\nb\"},\"stigs\":[" + stig + "]}")).isNotEmpty();
    }
}
