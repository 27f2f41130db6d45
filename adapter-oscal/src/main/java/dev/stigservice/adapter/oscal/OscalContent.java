package dev.stigservice.adapter.oscal;

import dev.stigservice.adapter.oscal.OscalModel.Catalog;
import dev.stigservice.adapter.oscal.OscalModel.Control;
import dev.stigservice.adapter.oscal.OscalModel.Link;
import dev.stigservice.adapter.oscal.OscalModel.Metadata;
import dev.stigservice.adapter.oscal.OscalModel.Part;
import dev.stigservice.adapter.oscal.OscalModel.Profile;
import dev.stigservice.adapter.oscal.OscalModel.Prop;
import dev.stigservice.adapter.oscal.OscalModel.Resource;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.CciItem;
import dev.stigservice.domain.model.CciList;
import dev.stigservice.domain.model.Export;
import dev.stigservice.domain.model.Revision;
import dev.stigservice.domain.model.Rule;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** A benchmark (with DISA's CCI list where the catalog holds one) as an OSCAL catalog and as an OSCAL profile. */
final class OscalContent {

    /** The control (or enhancement) at the start of a CCI list's index: {@code AC-2 (1) (a)} is in {@code ac-2.1}. */
    private static final Pattern NIST_INDEX = Pattern.compile("\\s*([A-Z]{2})-(\\d{1,3})(?:\\s*\\((\\d{1,3})\\))?(?![\\d.]).*", Pattern.DOTALL);
    /** OSCAL's token: what a control id must look like. */
    private static final Pattern TOKEN = Pattern.compile("[\\p{L}_][\\p{L}\\p{N}._-]*");
    private static final Pattern SRG_ID = Pattern.compile("SRG-[A-Z0-9-]+");
    private static final Pattern WHITESPACE = Pattern.compile("\\s+");
    private static final Pattern BLANK_LINE = Pattern.compile("\\R\\s*\\R");
    /** Without a CCI list (or one with no newer revision), the revision of NIST SP 800-53 that DISA's rules map to. */
    static final String DEFAULT_NIST_REVISION = "4";

    private OscalContent() {
    }

    static Catalog catalog(Export export) {
        Benchmark benchmark = export.benchmark();
        String nistRevision = nistRevision(export);
        Map<String, Resource> ccis = new LinkedHashMap<>();
        List<Control> controls = new ArrayList<>();
        Set<String> controlIds = new LinkedHashSet<>();
        for (Rule rule : benchmark.rules()) {
            String id = uniqueId(controlId(rule), controlIds);
            controls.add(control(id, rule, export, nistRevision, ccis));
        }
        return new Catalog(NameBasedUuid.of("catalog:" + benchmark.benchmarkId() + ":" + version(benchmark.revision())),
                metadata(benchmark, benchmark.title(), export.cciList()), controls, List.copyOf(ccis.values()));
    }

    static Profile profile(Export export) {
        Benchmark benchmark = export.benchmark();
        String nistRevision = nistRevision(export);
        TreeSet<NistId> selected = new TreeSet<>();
        TreeSet<String> notInList = new TreeSet<>();
        for (Rule rule : benchmark.rules()) {
            export.nistIndexes(rule, nistRevision).forEach(index -> nistId(index).ifPresent(selected::add));
            if (export.cciList() != null) {
                rule.ccis().stream().filter(cci -> export.cciList().find(cci).isEmpty()).map(OscalContent::line).forEach(notInList::add);
            }
        }
        Resource nist = nistCatalog(nistRevision);
        String title = "NIST SP 800-53 Revision " + nistRevision + " controls that " + line(benchmark.title()) + " implements";
        Metadata metadata = metadata(benchmark, title, export.cciList());
        // A CCI the list does not hold maps to no control: said, so that a selection short of it is not taken for whole.
        List<Prop> props = new ArrayList<>(metadata.props());
        notInList.forEach(cci -> add(props, "cci-not-in-list", cci));
        metadata = new Metadata(metadata.title(), metadata.lastModified(), metadata.version(), metadata.documentId(), List.copyOf(props),
                metadata.remarks());
        return new Profile(NameBasedUuid.of("profile:" + benchmark.benchmarkId() + ":" + version(benchmark.revision())),
                metadata, nist.uuid(), selected.stream().map(NistId::id).toList(), List.of(nist));
    }

    /** The revision the request asked for, else the newest the list maps to, at least {@value #DEFAULT_NIST_REVISION}. */
    static String nistRevision(Export export) {
        return export.nistRevision() != null ? export.nistRevision() : nistRevision(export.cciList());
    }

    /** The newest revision of NIST SP 800-53 the list maps to, at least {@value #DEFAULT_NIST_REVISION}. */
    static String nistRevision(CciList list) {
        if (list == null) {
            return DEFAULT_NIST_REVISION;
        }
        List<String> revisions = list.nistRevisions();
        String newest = revisions.isEmpty() ? DEFAULT_NIST_REVISION : revisions.getLast();
        return newest.matches("\\d+") && Integer.parseInt(newest) >= Integer.parseInt(DEFAULT_NIST_REVISION) ? newest : DEFAULT_NIST_REVISION;
    }

    static Resource nistCatalog(String revision) {
        String url = OscalNames.NIST_CATALOG.formatted(revision);
        return new Resource(NameBasedUuid.of(url), "NIST SP 800-53 Revision " + revision, null, url, OscalNames.OSCAL_CATALOG_JSON);
    }

    private static Metadata metadata(Benchmark benchmark, String title, CciList cciList) {
        List<Prop> props = new ArrayList<>();
        add(props, "benchmark-type", benchmark.type().name());
        add(props, "status", benchmark.status().value());
        add(props, "status-date", benchmark.status().date() == null ? null : benchmark.status().date().toString());
        add(props, "release-info", benchmark.releaseInfo());
        add(props, "source-file", benchmark.source().fileName());
        add(props, "source-sha256", benchmark.source().sha256());
        if (cciList != null) {
            add(props, "cci-list-version", cciList.version());
        }
        return new Metadata(line(title), lastModified(benchmark), version(benchmark.revision()), benchmark.benchmarkId(), props,
                benchmark.description());
    }

    /** The benchmark date, else the status date, at midnight UTC; the epoch when the benchmark gives neither (never the clock). */
    private static String lastModified(Benchmark benchmark) {
        LocalDate date = benchmark.revision().benchmarkDate() != null ? benchmark.revision().benchmarkDate() : benchmark.status().date();
        return (date == null ? LocalDate.EPOCH : date) + "T00:00:00Z";
    }

    static String version(Revision revision) {
        if (revision.label() != null) {
            return revision.label();
        }
        return revision.version() != null ? revision.version() : "unversioned";
    }

    private static Control control(String id, Rule rule, Export export, String nistRevision, Map<String, Resource> ccis) {
        List<Prop> props = new ArrayList<>();
        if (rule.stigId() != null) {
            props.add(new Prop("label", line(rule.stigId()), true));
        }
        add(props, "group-id", rule.groupId());
        if (rule.groupTitle() != null && SRG_ID.matcher(rule.groupTitle().strip()).matches()) {
            add(props, "srg-id", rule.groupTitle());
        } else {
            add(props, "group-title", rule.groupTitle());
        }
        add(props, "rule-id", rule.ruleId());
        add(props, "stig-id", rule.stigId());
        add(props, "severity", rule.severity() == null ? null : rule.severity().code());
        add(props, "weight", rule.weight());
        rule.legacyIds().forEach(legacy -> add(props, "legacy-id", legacy));
        rule.description().iaControls().forEach(control -> add(props, "ia-control", control));
        rule.description().responsibility().forEach(role -> add(props, "responsibility", role));

        List<Link> links = new ArrayList<>();
        for (String cci : new LinkedHashSet<>(rule.ccis())) {
            Resource resource = ccis.computeIfAbsent(cci, key -> cciResource(key, export.cciList()));
            links.add(new Link("#" + resource.uuid(), "reference", cci));
        }
        // One link per NIST control; its text lists the list's indexes that point into it, in the rule's order.
        Map<String, List<String>> byControl = new LinkedHashMap<>();
        for (String index : export.nistIndexes(rule, nistRevision)) {
            nistId(index).ifPresent(nist -> byControl.computeIfAbsent(nist.id(), key -> new ArrayList<>()).add(index));
        }
        String nistCatalog = OscalNames.NIST_CATALOG.formatted(nistRevision);
        byControl.forEach((nist, indexes) -> links.add(new Link(nistCatalog + "#" + nist, "related", String.join("; ", indexes))));

        String title = rule.title() == null ? rule.ruleId() : rule.title();
        List<Part> parts = new ArrayList<>();
        // The rule's title is its requirement: OSCAL wants every control that is not withdrawn to have a statement.
        parts.add(new Part("statement", title, false, true));
        addPart(parts, "discussion", rule.description().discussion(), false);
        addPart(parts, "false-positives", rule.description().falsePositives(), false);
        addPart(parts, "false-negatives", rule.description().falseNegatives(), false);
        addPart(parts, "documentable", rule.description().documentable(), false);
        addPart(parts, "mitigations", rule.description().mitigations(), false);
        addPart(parts, "severity-override-guidance", rule.description().severityOverrideGuidance(), false);
        addPart(parts, "potential-impacts", rule.description().potentialImpacts(), false);
        addPart(parts, "third-party-tools", rule.description().thirdPartyTools(), false);
        addPart(parts, "mitigation-control", rule.description().mitigationControl(), false);
        addPart(parts, "check", rule.check().content(), true);
        addPart(parts, "fix", rule.fix().text(), true);
        return new Control(id, line(title), dedupe(props), links, parts);
    }

    private static Resource cciResource(String cci, CciList list) {
        String definition = Optional.ofNullable(list).flatMap(known -> known.find(cci)).map(CciItem::definition).orElse(null);
        return new Resource(NameBasedUuid.of("cci:" + cci), cci, definition, OscalNames.CCI_LIST, "application/zip");
    }

    /** The group id (V-): DISA keeps it across revisions, so a rule's control keeps its id; the rule id where there is none. */
    static String controlId(Rule rule) {
        String id = rule.groupId() != null ? rule.groupId().strip() : rule.ruleId().strip();
        if (TOKEN.matcher(id).matches()) {
            return id;
        }
        String cleaned = id.replaceAll("[^\\p{L}\\p{N}._-]", "_");
        return TOKEN.matcher(cleaned).matches() ? cleaned : "_" + cleaned;
    }

    private static String uniqueId(String id, Set<String> taken) {
        String unique = id;
        for (int n = 2; !taken.add(unique); n++) {
            unique = id + "_" + n;
        }
        return unique;
    }

    /** A NIST SP 800-53 control or enhancement as NIST's OSCAL catalogs name it ({@code ac-2}, {@code ac-2.1}), ordered as there. */
    record NistId(String family, int number, int enhancement) implements Comparable<NistId> {
        String id() {
            return family.toLowerCase(java.util.Locale.ROOT) + "-" + number + (enhancement == 0 ? "" : "." + enhancement);
        }

        @Override
        public int compareTo(NistId other) {
            return Comparator.comparing(NistId::family).thenComparingInt(NistId::number).thenComparingInt(NistId::enhancement)
                    .compare(this, other);
        }
    }

    static Optional<NistId> nistId(String index) {
        Matcher matcher = NIST_INDEX.matcher(index);
        if (!matcher.matches()) {
            return Optional.empty();
        }
        return Optional.of(new NistId(matcher.group(1), Integer.parseInt(matcher.group(2)),
                matcher.group(3) == null ? 0 : Integer.parseInt(matcher.group(3))));
    }

    private static void add(List<Prop> props, String name, String value) {
        if (value != null && !value.isBlank()) {
            props.add(Prop.of(name, line(value)));
        }
    }

    /** OSCAL wants each property once per place (name and value): DISA repeats a legacy id or a role now and then. */
    private static List<Prop> dedupe(List<Prop> props) {
        return List.copyOf(new LinkedHashSet<>(props));
    }

    private static void addPart(List<Part> parts, String name, String text, boolean preformatted) {
        if (text != null && !text.isBlank()) {
            parts.add(new Part(name, text, preformatted, false));
        }
    }

    /** A one-line text (a title, a property value): OSCAL's strings have no line breaks and no outer white space. */
    static String line(String text) {
        return WHITESPACE.matcher(text.strip()).replaceAll(" ");
    }

    /** Paragraphs of a text: split at blank lines, each line stripped, empty ones dropped. */
    static List<String> paragraphs(String text) {
        return BLANK_LINE.splitAsStream(text.strip())
                .map(block -> block.lines().map(String::strip).filter(line -> !line.isEmpty()).collect(Collectors.joining("\n")))
                .filter(paragraph -> !paragraph.isEmpty()).toList();
    }
}
