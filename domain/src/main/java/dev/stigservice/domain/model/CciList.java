package dev.stigservice.domain.model;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * DISA's list of Control Correlation Identifiers ({@code U_CCI_List.xml}): what each CCI means and where it points
 * in NIST SP 800-53, by revision. The catalog serves the newest list it holds.
 */
public final class CciList {

    private static final Pattern NUMBER = Pattern.compile("\\d{1,18}");
    private static final Pattern BASE_CONTROL = Pattern.compile("[A-Z]{2}-\\d{1,3}");
    /** Newest last: by version, its numbers compared as numbers ({@code 2024-1-9} before {@code 2024-01-10}), then publish date, then content. */
    public static final Comparator<CciList> NEWEST_LAST = Comparator
            .comparing(CciList::version, CciList::compareNumbers)
            .thenComparing(CciList::publishDate, Comparator.nullsFirst(CciList::compareNumbers))
            .thenComparing(list -> list.source().sha256());

    private final String version;
    private final String publishDate;
    private final SourceFile source;
    private final List<CciItem> items;
    private final Map<String, CciItem> byId = new LinkedHashMap<>();
    /** For each SP 800-53 revision, the CCIs referencing each control ({@code AC-2}) with the reference's index. */
    private final Map<String, Map<String, List<Cited>>> byControl = new HashMap<>();

    private record Cited(CciItem item, String index) {
    }

    /**
     * @param version     the list's {@code metadata/version}, e.g. {@code 2016-06-27}
     * @param publishDate the list's {@code metadata/publishdate}; null when it gives none
     * @param items       every CCI, in the list's order; a CCI listed twice keeps its first item
     */
    public CciList(String version, String publishDate, SourceFile source, List<CciItem> items) {
        this.version = Text.requireText(version, "CCI list version").strip();
        this.publishDate = Text.blankToNull(publishDate);
        this.source = Objects.requireNonNull(source, "source");
        items.forEach(item -> byId.putIfAbsent(item.id(), item));
        this.items = List.copyOf(byId.values());
        for (CciItem item : this.items) {
            for (CciReference reference : item.references()) {
                reference.nistRevision().ifPresent(revision -> NistControl.parse(controlOf(reference.index())).ifPresent(control ->
                        byControl.computeIfAbsent(revision, r -> new HashMap<>())
                                .computeIfAbsent(control.family() + "-" + control.number(), c -> new ArrayList<>())
                                .add(new Cited(item, reference.index()))));
            }
        }
    }

    /** {@code AC-2} of {@code AC-2 (1) (a)}: the base control an index points into. */
    private static String controlOf(String index) {
        Matcher matcher = BASE_CONTROL.matcher(index);
        return matcher.lookingAt() ? matcher.group() : "";
    }

    public String version() {
        return version;
    }

    public String publishDate() {
        return publishDate;
    }

    public SourceFile source() {
        return source;
    }

    public List<CciItem> items() {
        return items;
    }

    /** The item of a CCI, by its id in any case. */
    public Optional<CciItem> find(String cci) {
        return Optional.ofNullable(byId.get(RuleIds.key(cci)));
    }

    /** The CCIs whose references into a revision of NIST SP 800-53 fall under a control or enhancement, in the list's order. */
    public List<CciItem> citing(NistControl control, String nistRevision) {
        Set<CciItem> citing = new LinkedHashSet<>();
        byControl.getOrDefault(nistRevision, Map.of()).getOrDefault(control.family() + "-" + control.number(), List.of()).stream()
                .filter(cited -> control.covers(cited.index()))
                .forEach(cited -> citing.add(cited.item()));
        return List.copyOf(citing);
    }

    /** Whether a revision of NIST SP 800-53 as a request names it has a revision's shape ({@code 4}, {@code 5}). */
    public static boolean isNistRevision(String revision) {
        return revision != null && revision.matches("[1-9]\\d?");
    }

    /**
     * The revision of NIST SP 800-53 a request reads the list in: the one it names, where the list references it, or
     * the newest the list references when it names none; empty when the list has none of those.
     */
    public Optional<String> nistRevision(String requested) {
        List<String> revisions = nistRevisions();
        if (requested == null) {
            return revisions.isEmpty() ? Optional.empty() : Optional.of(revisions.getLast());
        }
        return revisions.contains(requested) ? Optional.of(requested) : Optional.empty();
    }

    /** The revisions of NIST SP 800-53 the list references, oldest first ({@code 3}, {@code 4}). */
    public List<String> nistRevisions() {
        TreeSet<String> revisions = new TreeSet<>(CciList::compareNumbers);
        items.forEach(item -> item.references().forEach(reference -> reference.nistRevision().ifPresent(revisions::add)));
        return List.copyOf(revisions);
    }

    /** The numbers in each text compared in order, as numbers; texts with equal numbers compare as text. */
    private static int compareNumbers(String left, String right) {
        List<BigInteger> l = numbers(left);
        List<BigInteger> r = numbers(right);
        for (int i = 0; i < Math.min(l.size(), r.size()); i++) {
            int order = l.get(i).compareTo(r.get(i));
            if (order != 0) {
                return order;
            }
        }
        return l.size() != r.size() ? Integer.compare(l.size(), r.size()) : left.compareTo(right);
    }

    private static List<BigInteger> numbers(String text) {
        return NUMBER.matcher(text).results().map(number -> new BigInteger(number.group())).toList();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CciList list && source.equals(list.source);
    }

    @Override
    public int hashCode() {
        return source.hashCode();
    }

    @Override
    public String toString() {
        return "CCI list " + version + " (" + items.size() + " CCIs, " + source.fileName() + ")";
    }
}
