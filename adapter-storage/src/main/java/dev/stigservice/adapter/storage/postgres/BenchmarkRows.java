package dev.stigservice.adapter.storage.postgres;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkReference;
import dev.stigservice.domain.model.BenchmarkStatus;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.BenchmarkType;
import dev.stigservice.domain.model.Check;
import dev.stigservice.domain.model.Fix;
import dev.stigservice.domain.model.Profile;
import dev.stigservice.domain.model.Revision;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.RuleDescription;
import dev.stigservice.domain.model.Severity;
import dev.stigservice.domain.model.SeverityCounts;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.model.SourceFile;

import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The mapping between the domain model and the tables of V1__catalog.sql, both ways, in one place:
 * what is written is exactly what is read back.
 */
final class BenchmarkRows {

    private static final String REVISION_COLUMNS = "id, source_sha256, source_file_name, benchmark_id, title, status, "
            + "status_date, version, release, benchmark_date, rule_count, high_count, medium_count, low_count, unknown_count";

    static final String SELECT_SUMMARIES = "SELECT " + REVISION_COLUMNS + " FROM benchmark_revision";

    /** Changes whenever a revision is added: what running instances poll to notice an import. */
    static final String SELECT_VERSION = "SELECT count(*), coalesce(max(id), 0) FROM benchmark_revision";

    private BenchmarkRows() {
    }

    record StoredSummary(long revisionId, BenchmarkSummary summary) {
    }

    static StoredSummary summary(ResultSet row) throws SQLException {
        SeverityCounts counts = new SeverityCounts(row.getInt("high_count"), row.getInt("medium_count"),
                row.getInt("low_count"), row.getInt("unknown_count"));
        String benchmarkId = row.getString("benchmark_id");
        String title = row.getString("title");
        BenchmarkSummary summary = new BenchmarkSummary(
                Slug.fromBenchmarkId(benchmarkId), benchmarkId, title, BenchmarkType.fromTitle(title),
                revision(row), status(row),
                new SourceFile(row.getString("source_file_name"), row.getString("source_sha256")),
                row.getInt("rule_count"), counts);
        return new StoredSummary(row.getLong("id"), summary);
    }

    /** Inserts a revision unless one with the same source hash exists; the new id, or empty when unchanged. */
    static Optional<Long> insert(Connection db, Benchmark benchmark) throws SQLException {
        SeverityCounts counts = SeverityCounts.of(benchmark.rules());
        long id;
        try (PreparedStatement insert = db.prepareStatement("""
                INSERT INTO benchmark_revision (source_sha256, source_file_name, benchmark_id, title, description,
                    status, status_date, reference_href, publisher, reference_source, version, release,
                    benchmark_date, release_info, rule_count, high_count, medium_count, low_count, unknown_count)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (source_sha256) DO NOTHING
                RETURNING id""")) {
            BenchmarkReference reference = benchmark.reference();
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
            try (ResultSet created = insert.executeQuery()) {
                if (!created.next()) {
                    return Optional.empty();
                }
                id = created.getLong(1);
            }
        }
        insertProfiles(db, id, benchmark.profiles());
        insertRules(db, id, benchmark.rules());
        return Optional.of(id);
    }

    private static void insertProfiles(Connection db, long id, List<Profile> profiles) throws SQLException {
        try (PreparedStatement insert = db.prepareStatement(
                "INSERT INTO benchmark_profile (revision_id, position, profile_id, title, selected_group_ids) VALUES (?, ?, ?, ?, ?)")) {
            for (int position = 0; position < profiles.size(); position++) {
                Profile profile = profiles.get(position);
                insert.setLong(1, id);
                insert.setInt(2, position);
                insert.setString(3, profile.id());
                insert.setString(4, profile.title());
                insert.setArray(5, textArray(db, profile.selectedGroupIds()));
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    private static void insertRules(Connection db, long id, List<Rule> rules) throws SQLException {
        try (PreparedStatement insert = db.prepareStatement("""
                INSERT INTO benchmark_rule (revision_id, position, group_id, group_title, rule_id, stig_id, severity,
                    weight, title, discussion, false_positives, false_negatives, documentable, mitigations,
                    severity_override_guidance, potential_impacts, third_party_tools, mitigation_control,
                    responsibility, ia_controls, ccis, legacy_ids, check_system, check_ref_href, check_ref_name,
                    check_content, fix_ref, fix_text)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""")) {
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
                insert.setString(++i, d.responsibility());
                insert.setString(++i, d.iaControls());
                insert.setArray(++i, textArray(db, rule.ccis()));
                insert.setArray(++i, textArray(db, rule.legacyIds()));
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

    /** The whole benchmark of one revision, rules and profiles in their original order. */
    static Optional<Benchmark> load(Connection db, long id) throws SQLException {
        try (PreparedStatement select = db.prepareStatement("SELECT * FROM benchmark_revision WHERE id = ?")) {
            select.setLong(1, id);
            try (ResultSet row = select.executeQuery()) {
                if (!row.next()) {
                    return Optional.empty();
                }
                String href = row.getString("reference_href");
                String publisher = row.getString("publisher");
                String referenceSource = row.getString("reference_source");
                BenchmarkReference reference = href == null && publisher == null && referenceSource == null
                        ? null : new BenchmarkReference(href, publisher, referenceSource);
                return Optional.of(new Benchmark(row.getString("benchmark_id"), row.getString("title"),
                        row.getString("description"), status(row), reference, revision(row),
                        row.getString("release_info"),
                        new SourceFile(row.getString("source_file_name"), row.getString("source_sha256")),
                        profiles(db, id), rules(db, id)));
            }
        }
    }

    private static List<Profile> profiles(Connection db, long id) throws SQLException {
        List<Profile> profiles = new ArrayList<>();
        try (PreparedStatement select = db.prepareStatement(
                "SELECT profile_id, title, selected_group_ids FROM benchmark_profile WHERE revision_id = ? ORDER BY position")) {
            select.setLong(1, id);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    profiles.add(new Profile(row.getString(1), row.getString(2), strings(row.getArray(3))));
                }
            }
        }
        return profiles;
    }

    private static List<Rule> rules(Connection db, long id) throws SQLException {
        List<Rule> rules = new ArrayList<>();
        try (PreparedStatement select = db.prepareStatement("SELECT * FROM benchmark_rule WHERE revision_id = ? ORDER BY position")) {
            select.setLong(1, id);
            select.setFetchSize(500);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    rules.add(rule(row));
                }
            }
        }
        return rules;
    }

    private static Rule rule(ResultSet row) throws SQLException {
        String refHref = row.getString("check_ref_href");
        String refName = row.getString("check_ref_name");
        RuleDescription description = new RuleDescription(row.getString("discussion"), row.getString("false_positives"),
                row.getString("false_negatives"), row.getString("documentable"), row.getString("mitigations"),
                row.getString("severity_override_guidance"), row.getString("potential_impacts"),
                row.getString("third_party_tools"), row.getString("mitigation_control"), row.getString("responsibility"),
                row.getString("ia_controls"));
        Check check = new Check(row.getString("check_system"),
                refHref == null && refName == null ? null : new Check.CheckContentRef(refHref, refName),
                row.getString("check_content"));
        return new Rule(row.getString("group_id"), row.getString("group_title"), row.getString("rule_id"),
                row.getString("stig_id"), Severity.fromCode(row.getString("severity")).orElse(null),
                row.getString("weight"), row.getString("title"), description, strings(row.getArray("ccis")),
                strings(row.getArray("legacy_ids")), check, new Fix(row.getString("fix_ref"), row.getString("fix_text")));
    }

    private static Revision revision(ResultSet row) throws SQLException {
        return new Revision(row.getString("version"), row.getString("release"), date(row, "benchmark_date"));
    }

    private static BenchmarkStatus status(ResultSet row) throws SQLException {
        return new BenchmarkStatus(row.getString("status"), date(row, "status_date"));
    }

    private static LocalDate date(ResultSet row, String column) throws SQLException {
        return row.getObject(column, LocalDate.class);
    }

    private static void setDate(PreparedStatement statement, int index, LocalDate date) throws SQLException {
        if (date == null) {
            statement.setNull(index, Types.DATE);
        } else {
            statement.setObject(index, date);
        }
    }

    private static Array textArray(Connection db, List<String> values) throws SQLException {
        return db.createArrayOf("text", values.toArray());
    }

    private static List<String> strings(Array array) throws SQLException {
        return array == null ? List.of() : Arrays.asList((String[]) array.getArray());
    }
}
