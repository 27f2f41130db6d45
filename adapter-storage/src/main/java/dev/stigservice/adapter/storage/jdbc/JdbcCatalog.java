package dev.stigservice.adapter.storage.jdbc;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkReference;
import dev.stigservice.domain.model.BenchmarkStatus;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.BenchmarkType;
import dev.stigservice.domain.model.Check;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.DublinCore;
import dev.stigservice.domain.model.Fix;
import dev.stigservice.domain.model.Ident;
import dev.stigservice.domain.model.LocalizedText;
import dev.stigservice.domain.model.Notice;
import dev.stigservice.domain.model.PlainText;
import dev.stigservice.domain.model.Profile;
import dev.stigservice.domain.model.Publication;
import dev.stigservice.domain.model.Reference;
import dev.stigservice.domain.model.Revision;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.RuleDescription;
import dev.stigservice.domain.model.Severity;
import dev.stigservice.domain.model.SeverityCounts;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.model.SourceFile;
import dev.stigservice.domain.port.BenchmarkArchive;
import dev.stigservice.domain.port.BenchmarkCatalog;
import org.flywaydb.core.Flyway;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A store in a relational database, with the normalised schema of ADR 3: one row per revision, its profiles
 * and its rules. Writing and reading live side by side here so they cannot drift; a backend for one database
 * is a subclass that says how that database keeps a list of texts, plus its Flyway migrations. Rows are never
 * updated: a revision is identified by the SHA-256 of its source, so saving it again changes nothing and older
 * revisions stay beside newer ones; only a revision stored by an older model (see {@link #MODEL_VERSION}) is
 * replaced whole by the next save of its file. The schema is migrated on the first read or write that reaches the database,
 * so a database that is not up yet at startup is a read failure that heals, not a failed start.
 */
public abstract class JdbcCatalog implements BenchmarkCatalog, BenchmarkArchive {

    private static final String SUMMARY_COLUMNS = "source_sha256, source_file_name, benchmark_id, title, status, "
            + "status_date, version, release_number, benchmark_date, rule_count, high_count, medium_count, low_count, unknown_count";
    private static final String RULE_COLUMNS = "group_id, group_title, rule_id, stig_id, severity, weight, title, discussion, "
            + "false_positives, false_negatives, documentable, mitigations, severity_override_guidance, potential_impacts, "
            + "third_party_tools, mitigation_control, responsibility, ia_controls, ident_systems, ident_values, check_system, "
            + "check_ref_href, check_ref_name, check_content, fix_ref, fix_text";

    /**
     * Raised whenever the model keeps more of the file than before: a revision stored with an older version is
     * replaced whole when its file is imported again (V4/V3 migrations: 2 keeps notices, matter, references).
     */
    static final int MODEL_VERSION = 2;
    private static final String NOTICE = "notice";
    private static final String PLAIN_TEXT = "plain-text";

    private final DataSource dataSource;
    private final String migrations;
    private volatile boolean migrated;

    /** @param migrations the Flyway location of this database's migrations, e.g. {@code classpath:.../migration} */
    protected JdbcCatalog(DataSource dataSource, String migrations) {
        this.dataSource = dataSource;
        this.migrations = migrations;
    }

    /** Binds a list of texts (ident systems and values, repeated description tags, selected groups) in this database's own way, order and nulls kept. */
    protected abstract void setTexts(PreparedStatement statement, int index, List<String> values) throws SQLException;

    /** Reads back what {@link #setTexts} wrote, in the same order. */
    protected abstract List<String> texts(ResultSet row, String column) throws SQLException;

    /** How errors and logs name this database. */
    protected abstract String databaseName();

    @Override
    public List<BenchmarkSummary> revisions() {
        try (Connection db = connection()) {
            List<BenchmarkSummary> revisions = new ArrayList<>();
            try (PreparedStatement select = db.prepareStatement("SELECT " + SUMMARY_COLUMNS + " FROM benchmark_revision");
                 ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    revisions.add(summary(rows));
                }
            }
            return revisions;
        } catch (SQLException e) {
            throw failure("read the revisions", e);
        }
    }

    @Override
    public Optional<Benchmark> load(ContentKey key) {
        try (Connection db = connection()) {
            db.setReadOnly(true);
            try (PreparedStatement select = db.prepareStatement("SELECT * FROM benchmark_revision WHERE source_sha256 = ?")) {
                select.setString(1, key.sha256());
                try (ResultSet row = select.executeQuery()) {
                    return row.next() ? Optional.of(benchmark(db, row)) : Optional.empty();
                }
            }
        } catch (SQLException e) {
            throw failure("load revision " + key, e);
        }
    }

    /** One benchmark, one transaction: all its rows or none. */
    @Override
    public boolean save(Benchmark benchmark) {
        try (Connection db = connection()) {
            db.setAutoCommit(false);
            try {
                OptionalInt stored = storedModelVersion(db, benchmark.source().key());
                boolean added = stored.isEmpty() || stored.getAsInt() < MODEL_VERSION;
                if (added) {
                    if (stored.isPresent()) {
                        delete(db, benchmark.source().key()); // stored by an older version that kept less of the file
                    }
                    long id = insertRevision(db, benchmark);
                    insertTexts(db, id, benchmark.publication());
                    insertProfiles(db, id, benchmark.profiles());
                    insertRules(db, id, benchmark.rules());
                }
                db.commit();
                return added;
            } catch (SQLException | RuntimeException e) {
                db.rollback();
                if (e instanceof SQLException sql && isUniqueViolation(sql) && storedModelVersion(db, benchmark.source().key()).isPresent()) {
                    return false; // saved by a concurrent import in the meantime
                }
                throw e;
            }
        } catch (SQLException e) {
            throw failure("save " + benchmark.benchmarkId(), e);
        }
    }

    private Connection connection() throws SQLException {
        if (!migrated) {
            migrate();
        }
        return dataSource.getConnection();
    }

    private synchronized void migrate() {
        if (!migrated) {
            Flyway.configure().dataSource(dataSource).locations(migrations).failOnMissingLocations(true).load().migrate();
            migrated = true;
        }
    }

    private IllegalStateException failure(String what, SQLException e) {
        return new IllegalStateException("could not " + what + " in " + databaseName() + ": " + e.getMessage(), e);
    }

    private static boolean isUniqueViolation(SQLException e) {
        return e.getSQLState() != null && e.getSQLState().startsWith("23");
    }

    /** The model version the revision was stored with; empty when it is not stored. */
    private static OptionalInt storedModelVersion(Connection db, ContentKey key) throws SQLException {
        try (PreparedStatement select = db.prepareStatement("SELECT model_version FROM benchmark_revision WHERE source_sha256 = ?")) {
            select.setString(1, key.sha256());
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? OptionalInt.of(row.getInt(1)) : OptionalInt.empty();
            }
        }
    }

    private static void delete(Connection db, ContentKey key) throws SQLException {
        try (PreparedStatement delete = db.prepareStatement("DELETE FROM benchmark_revision WHERE source_sha256 = ?")) {
            delete.setString(1, key.sha256());
            delete.executeUpdate();
        }
    }

    private static long insertRevision(Connection db, Benchmark benchmark) throws SQLException {
        SeverityCounts counts = SeverityCounts.of(benchmark.rules());
        BenchmarkReference reference = benchmark.reference();
        try (PreparedStatement insert = db.prepareStatement("""
                INSERT INTO benchmark_revision (source_sha256, source_file_name, benchmark_id, title, description,
                    status, status_date, reference_href, publisher, reference_source, version, release_number,
                    benchmark_date, release_info, rule_count, high_count, medium_count, low_count, unknown_count,
                    schema_location, front_matter_lang, front_matter, rear_matter_lang, rear_matter, model_version)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""", Statement.RETURN_GENERATED_KEYS)) {
            Publication publication = benchmark.publication();
            int i = 0;
            insert.setString(++i, benchmark.source().sha256());
            insert.setString(++i, benchmark.source().fileName());
            insert.setString(++i, benchmark.benchmarkId());
            insert.setString(++i, benchmark.title());
            insert.setString(++i, benchmark.description());
            insert.setString(++i, benchmark.status().value());
            setDate(insert, ++i, benchmark.status().date());
            insert.setString(++i, reference == null ? null : reference.href());
            insert.setString(++i, reference == null ? null : reference.publisher());
            insert.setString(++i, reference == null ? null : reference.source());
            insert.setString(++i, benchmark.revision().version());
            insert.setString(++i, benchmark.revision().release());
            setDate(insert, ++i, benchmark.revision().benchmarkDate());
            insert.setString(++i, benchmark.releaseInfo());
            insert.setInt(++i, benchmark.rules().size());
            insert.setInt(++i, counts.high());
            insert.setInt(++i, counts.medium());
            insert.setInt(++i, counts.low());
            insert.setInt(++i, counts.unknown());
            insert.setString(++i, publication.schemaLocation());
            insert.setString(++i, publication.frontMatter() == null ? null : publication.frontMatter().lang());
            insert.setString(++i, publication.frontMatter() == null ? null : publication.frontMatter().text());
            insert.setString(++i, publication.rearMatter() == null ? null : publication.rearMatter().lang());
            insert.setString(++i, publication.rearMatter() == null ? null : publication.rearMatter().text());
            insert.setInt(++i, MODEL_VERSION);
            insert.executeUpdate();
            try (ResultSet created = insert.getGeneratedKeys()) {
                created.next();
                return created.getLong(1);
            }
        }
    }

    /** Notices first, then plain-texts, each in file order. */
    private static void insertTexts(Connection db, long id, Publication publication) throws SQLException {
        try (PreparedStatement insert = db.prepareStatement(
                "INSERT INTO benchmark_text (revision_id, position, kind, text_id, lang, text) VALUES (?, ?, ?, ?, ?, ?)")) {
            int position = 0;
            for (Notice notice : publication.notices()) {
                addText(insert, id, position++, NOTICE, notice.id(), notice.lang(), notice.text());
            }
            for (PlainText plainText : publication.plainTexts()) {
                addText(insert, id, position++, PLAIN_TEXT, plainText.id(), null, plainText.text());
            }
            insert.executeBatch();
        }
    }

    private static void addText(PreparedStatement insert, long id, int position, String kind, String textId, String lang, String text)
            throws SQLException {
        insert.setLong(1, id);
        insert.setInt(2, position);
        insert.setString(3, kind);
        insert.setString(4, textId);
        insert.setString(5, lang);
        insert.setString(6, text);
        insert.addBatch();
    }

    private void insertProfiles(Connection db, long id, List<Profile> profiles) throws SQLException {
        try (PreparedStatement insert = db.prepareStatement(
                "INSERT INTO benchmark_profile (revision_id, position, profile_id, title, description, selected_group_ids) VALUES (?, ?, ?, ?, ?, ?)")) {
            for (int position = 0; position < profiles.size(); position++) {
                Profile profile = profiles.get(position);
                insert.setLong(1, id);
                insert.setInt(2, position);
                insert.setString(3, profile.id());
                insert.setString(4, profile.title());
                insert.setString(5, profile.description());
                setTexts(insert, 6, profile.selectedGroupIds());
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    private void insertReferences(Connection db, long id, List<Rule> rules) throws SQLException {
        try (PreparedStatement insert = db.prepareStatement("INSERT INTO benchmark_rule_reference "
                + "(revision_id, rule_position, position, href, dc_elements, dc_values) VALUES (?, ?, ?, ?, ?, ?)")) {
            for (int rulePosition = 0; rulePosition < rules.size(); rulePosition++) {
                List<Reference> references = rules.get(rulePosition).references();
                for (int position = 0; position < references.size(); position++) {
                    Reference reference = references.get(position);
                    insert.setLong(1, id);
                    insert.setInt(2, rulePosition);
                    insert.setInt(3, position);
                    insert.setString(4, reference.href());
                    setTexts(insert, 5, reference.fields().stream().map(DublinCore::element).toList());
                    setTexts(insert, 6, reference.fields().stream().map(DublinCore::value).toList());
                    insert.addBatch();
                }
            }
            insert.executeBatch();
        }
    }

    private void insertRules(Connection db, long id, List<Rule> rules) throws SQLException {
        insertReferences(db, id, rules);
        try (PreparedStatement insert = db.prepareStatement("INSERT INTO benchmark_rule (revision_id, position, " + RULE_COLUMNS
                + ") VALUES (?, ?" + ", ?".repeat(RULE_COLUMNS.split(",").length) + ")")) {
            for (int position = 0; position < rules.size(); position++) {
                Rule rule = rules.get(position);
                RuleDescription d = rule.description();
                Check.CheckContentRef ref = rule.check().contentRef();
                int i = 0;
                insert.setLong(++i, id);
                insert.setInt(++i, position);
                insert.setString(++i, rule.groupId());
                insert.setString(++i, rule.groupTitle());
                insert.setString(++i, rule.ruleId());
                insert.setString(++i, rule.stigId());
                insert.setString(++i, rule.severity() == null ? null : rule.severity().code());
                insert.setString(++i, rule.weight());
                insert.setString(++i, rule.title());
                insert.setString(++i, d.discussion());
                insert.setString(++i, d.falsePositives());
                insert.setString(++i, d.falseNegatives());
                insert.setString(++i, d.documentable());
                insert.setString(++i, d.mitigations());
                insert.setString(++i, d.severityOverrideGuidance());
                insert.setString(++i, d.potentialImpacts());
                insert.setString(++i, d.thirdPartyTools());
                insert.setString(++i, d.mitigationControl());
                setTexts(insert, ++i, d.responsibility());
                setTexts(insert, ++i, d.iaControls());
                setTexts(insert, ++i, rule.idents().stream().map(Ident::system).toList());
                setTexts(insert, ++i, rule.idents().stream().map(Ident::value).toList());
                insert.setString(++i, rule.check().system());
                insert.setString(++i, ref == null ? null : ref.href());
                insert.setString(++i, ref == null ? null : ref.name());
                insert.setString(++i, rule.check().content());
                insert.setString(++i, rule.fix().ref());
                insert.setString(++i, rule.fix().text());
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    private static BenchmarkSummary summary(ResultSet row) throws SQLException {
        SeverityCounts counts = new SeverityCounts(row.getInt("high_count"), row.getInt("medium_count"),
                row.getInt("low_count"), row.getInt("unknown_count"));
        String benchmarkId = row.getString("benchmark_id");
        String title = row.getString("title");
        return new BenchmarkSummary(Slug.fromBenchmarkId(benchmarkId), benchmarkId, title, BenchmarkType.fromTitle(title),
                revision(row), status(row), new SourceFile(row.getString("source_file_name"), row.getString("source_sha256")),
                row.getInt("rule_count"), counts);
    }

    private Benchmark benchmark(Connection db, ResultSet row) throws SQLException {
        long id = row.getLong("id");
        String href = row.getString("reference_href");
        String publisher = row.getString("publisher");
        String referenceSource = row.getString("reference_source");
        BenchmarkReference reference = href == null && publisher == null && referenceSource == null
                ? null : new BenchmarkReference(href, publisher, referenceSource);
        return new Benchmark(row.getString("benchmark_id"), row.getString("title"), row.getString("description"),
                status(row), reference, revision(row), row.getString("release_info"), publication(db, id, row),
                new SourceFile(row.getString("source_file_name"), row.getString("source_sha256")),
                profiles(db, id), rules(db, id));
    }

    private static Publication publication(Connection db, long id, ResultSet revision) throws SQLException {
        List<Notice> notices = new ArrayList<>();
        List<PlainText> plainTexts = new ArrayList<>();
        try (PreparedStatement select = db.prepareStatement(
                "SELECT kind, text_id, lang, text FROM benchmark_text WHERE revision_id = ? ORDER BY position")) {
            select.setLong(1, id);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    if (NOTICE.equals(row.getString("kind"))) {
                        notices.add(new Notice(row.getString("text_id"), row.getString("lang"), row.getString("text")));
                    } else {
                        plainTexts.add(new PlainText(row.getString("text_id"), row.getString("text")));
                    }
                }
            }
        }
        return new Publication(revision.getString("schema_location"), notices,
                localized(revision, "front_matter"), localized(revision, "rear_matter"), plainTexts);
    }

    /** Present when its text column is not null, however empty the text. */
    private static LocalizedText localized(ResultSet row, String column) throws SQLException {
        String text = row.getString(column);
        return text == null ? null : new LocalizedText(row.getString(column + "_lang"), text);
    }

    private List<Profile> profiles(Connection db, long id) throws SQLException {
        List<Profile> profiles = new ArrayList<>();
        try (PreparedStatement select = db.prepareStatement(
                "SELECT profile_id, title, description, selected_group_ids FROM benchmark_profile WHERE revision_id = ? ORDER BY position")) {
            select.setLong(1, id);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    profiles.add(new Profile(row.getString("profile_id"), row.getString("title"), row.getString("description"),
                            texts(row, "selected_group_ids")));
                }
            }
        }
        return profiles;
    }

    /** Every rule's references, by the rule's position. */
    private Map<Integer, List<Reference>> references(Connection db, long id) throws SQLException {
        Map<Integer, List<Reference>> references = new HashMap<>();
        try (PreparedStatement select = db.prepareStatement("SELECT rule_position, href, dc_elements, dc_values "
                + "FROM benchmark_rule_reference WHERE revision_id = ? ORDER BY rule_position, position")) {
            select.setLong(1, id);
            select.setFetchSize(500);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    List<String> elements = texts(row, "dc_elements");
                    List<String> values = texts(row, "dc_values");
                    List<DublinCore> fields = new ArrayList<>(elements.size());
                    for (int i = 0; i < elements.size(); i++) {
                        fields.add(new DublinCore(elements.get(i), values.get(i)));
                    }
                    references.computeIfAbsent(row.getInt("rule_position"), position -> new ArrayList<>())
                            .add(new Reference(row.getString("href"), fields));
                }
            }
        }
        return references;
    }

    private List<Rule> rules(Connection db, long id) throws SQLException {
        Map<Integer, List<Reference>> references = references(db, id);
        List<Rule> rules = new ArrayList<>();
        try (PreparedStatement select = db.prepareStatement(
                "SELECT position, " + RULE_COLUMNS + " FROM benchmark_rule WHERE revision_id = ? ORDER BY position")) {
            select.setLong(1, id);
            select.setFetchSize(500);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    rules.add(rule(row, references.getOrDefault(row.getInt("position"), List.of())));
                }
            }
        }
        return rules;
    }

    private Rule rule(ResultSet row, List<Reference> references) throws SQLException {
        String refHref = row.getString("check_ref_href");
        String refName = row.getString("check_ref_name");
        RuleDescription description = new RuleDescription(row.getString("discussion"), row.getString("false_positives"),
                row.getString("false_negatives"), row.getString("documentable"), row.getString("mitigations"),
                row.getString("severity_override_guidance"), row.getString("potential_impacts"),
                row.getString("third_party_tools"), row.getString("mitigation_control"), texts(row, "responsibility"),
                texts(row, "ia_controls"));
        Check check = new Check(row.getString("check_system"),
                refHref == null && refName == null ? null : new Check.CheckContentRef(refHref, refName),
                row.getString("check_content"));
        return new Rule(row.getString("group_id"), row.getString("group_title"), row.getString("rule_id"),
                row.getString("stig_id"), Severity.fromCode(row.getString("severity")).orElse(null),
                row.getString("weight"), row.getString("title"), description, references, idents(texts(row, "ident_systems"), texts(row, "ident_values")),
                check, new Fix(row.getString("fix_ref"), row.getString("fix_text")));
    }

    private static List<Ident> idents(List<String> systems, List<String> values) {
        List<Ident> idents = new ArrayList<>(values.size());
        for (int i = 0; i < values.size(); i++) {
            idents.add(new Ident(systems.get(i), values.get(i)));
        }
        return idents;
    }

    private static Revision revision(ResultSet row) throws SQLException {
        return new Revision(row.getString("version"), row.getString("release_number"), row.getObject("benchmark_date", LocalDate.class));
    }

    private static BenchmarkStatus status(ResultSet row) throws SQLException {
        return new BenchmarkStatus(row.getString("status"), row.getObject("status_date", LocalDate.class));
    }

    private static void setDate(PreparedStatement statement, int index, LocalDate date) throws SQLException {
        if (date == null) {
            statement.setNull(index, Types.DATE);
        } else {
            statement.setObject(index, date);
        }
    }
}
