package dev.stigservice.domain.model;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * One reference of a CCI to a publication, as DISA's CCI list writes it:
 * {@code <reference creator="NIST" title="NIST SP 800-53 Revision 4" version="4" index="CM-6 b"/>}.
 *
 * @param index where in the publication, e.g. {@code AC-2 (1)} or {@code CM-6 b}
 */
public record CciReference(String creator, String title, String version, String location, String index) {

    /** SP 800-53 itself ("NIST SP 800-53", "NIST SP 800-53 Revision 4"), not its assessment guide SP 800-53A. */
    private static final Pattern SP_800_53 = Pattern.compile("NIST SP 800-53(?: Revision \\d+)?");

    public CciReference {
        creator = Text.blankToNull(creator);
        title = Text.blankToNull(title);
        version = Text.blankToNull(version);
        location = Text.blankToNull(location);
        index = Text.requireText(index, "reference index").strip();
    }

    /** The revision of NIST SP 800-53 this reference points into ({@code 4}); empty for any other publication. */
    public Optional<String> nistRevision() {
        return title != null && version != null && SP_800_53.matcher(title.strip()).matches()
                ? Optional.of(version.strip()) : Optional.empty();
    }
}
