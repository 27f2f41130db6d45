package dev.stigservice.adapter.oscal;

import dev.stigservice.domain.model.CciList;
import dev.stigservice.xccdf.CciListParser;
import dev.stigservice.xccdf.StigSamples;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * NIST's own OSCAL catalogs of SP 800-53 (rev 4 and rev 5, from usnistgov/oscal-content) and DISA's two CCI lists
 * (2016: rev 4 at most; 2023: rev 5), beside the samples' folder ({@code ../shared/nist-oscal}, {@code ../shared/cci},
 * {@code ../shared/cci-2023}); where one is absent the calling test is skipped with the reason.
 */
final class NistCatalogs {

    /** The CCI lists a profile is tested with, by the year DISA published them. */
    enum CciListOf {
        Y2016("cci"), Y2023("cci-2023");

        private final String folder;

        CciListOf(String folder) {
            this.folder = folder;
        }

        Path file() {
            Path list = StigSamples.directory().resolveSibling(folder).resolve("U_CCI_List.xml");
            assumeTrue(Files.isRegularFile(list), "DISA's CCI list of " + year() + " not found at " + list.toAbsolutePath()
                    + "; it lies beside the samples (-Dstig.samples.dir)");
            return list;
        }

        String year() {
            return name().substring(1);
        }
    }

    private static final Map<CciListOf, CciList> LISTS = new HashMap<>();

    private NistCatalogs() {
    }

    /** NIST's catalog of the revision ({@code 4}, {@code 5}) as published in OSCAL; skipped with the reason when absent. */
    static Path catalog(String revision) {
        Path file = StigSamples.directory().resolveSibling("nist-oscal").resolve("NIST_SP-800-53_rev" + revision + "_catalog-min.json");
        assumeTrue(Files.isRegularFile(file), "NIST's OSCAL catalog of SP 800-53 rev " + revision + " not found at "
                + file.toAbsolutePath() + "; it lies beside the samples (-Dstig.samples.dir), from usnistgov/oscal-content");
        return file;
    }

    /** Where a profile's import goes on this machine, which has no network: NIST's address answered by NIST's file. */
    static URI offline(URI uri) {
        for (String revision : new String[] {"4", "5"}) {
            if (uri.toString().equals(OscalNames.NIST_CATALOG.formatted(revision))) {
                return catalog(revision).toUri();
            }
        }
        return uri;
    }

    static synchronized CciList cciList(CciListOf year) throws Exception {
        CciList list = LISTS.get(year);
        if (list == null) {
            list = new CciListParser().read("U_CCI_List.xml", Files.readAllBytes(year.file())).orElseThrow();
            LISTS.put(year, list);
        }
        return list;
    }
}
