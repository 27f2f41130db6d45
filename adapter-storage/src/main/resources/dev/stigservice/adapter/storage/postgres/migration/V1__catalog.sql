-- The whole benchmark model, normalised: one row per imported revision, its profiles and its rules.
-- Rows are never updated: a revision is identified by the SHA-256 of the file it came from, so
-- importing the same file again changes nothing, and older revisions stay beside newer ones.

CREATE TABLE benchmark_revision (
    id               BIGSERIAL PRIMARY KEY,
    source_sha256    CHAR(64)    NOT NULL UNIQUE,
    source_file_name TEXT        NOT NULL,
    benchmark_id     TEXT        NOT NULL,
    title            TEXT        NOT NULL,
    description      TEXT,
    status           TEXT,
    status_date      DATE,
    reference_href   TEXT,
    publisher        TEXT,
    reference_source TEXT,
    version          TEXT,
    release          TEXT,
    benchmark_date   DATE,
    release_info     TEXT,
    -- Derived from the rules, stored so that the listing never reads a rule.
    rule_count       INTEGER     NOT NULL,
    high_count       INTEGER     NOT NULL,
    medium_count     INTEGER     NOT NULL,
    low_count        INTEGER     NOT NULL,
    unknown_count    INTEGER     NOT NULL,
    imported_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX benchmark_revision_benchmark_id ON benchmark_revision (benchmark_id);

CREATE TABLE benchmark_profile (
    revision_id        BIGINT  NOT NULL REFERENCES benchmark_revision (id) ON DELETE CASCADE,
    position           INTEGER NOT NULL,
    profile_id         TEXT    NOT NULL,
    title              TEXT,
    selected_group_ids TEXT[]  NOT NULL,
    PRIMARY KEY (revision_id, position)
);

CREATE TABLE benchmark_rule (
    revision_id                BIGINT  NOT NULL REFERENCES benchmark_revision (id) ON DELETE CASCADE,
    position                   INTEGER NOT NULL,
    group_id                   TEXT,
    group_title                TEXT,
    rule_id                    TEXT    NOT NULL,
    stig_id                    TEXT,
    severity                   TEXT CHECK (severity IN ('high', 'medium', 'low')),
    weight                     TEXT,
    title                      TEXT,
    discussion                 TEXT,
    false_positives            TEXT,
    false_negatives            TEXT,
    documentable               TEXT,
    mitigations                TEXT,
    severity_override_guidance TEXT,
    potential_impacts          TEXT,
    third_party_tools          TEXT,
    mitigation_control         TEXT,
    responsibility             TEXT,
    ia_controls                TEXT,
    ccis                       TEXT[]  NOT NULL,
    legacy_ids                 TEXT[]  NOT NULL,
    check_system               TEXT,
    check_ref_href             TEXT,
    check_ref_name             TEXT,
    check_content              TEXT,
    fix_ref                    TEXT,
    fix_text                   TEXT,
    PRIMARY KEY (revision_id, position)
);
