-- The same normalised model as the PostgreSQL backend (ADR 3), in MariaDB's types: one row per revision,
-- its profiles and its rules. Rows are never updated: a revision is identified by the SHA-256 of its
-- source, so saving the same file again changes nothing and older revisions stay beside newer ones.
-- Texts are MEDIUMTEXT (TEXT stops at 64 KB); lists of texts are JSON arrays, which keep their order.

CREATE TABLE benchmark_revision (
    id               BIGINT AUTO_INCREMENT PRIMARY KEY,
    source_sha256    CHAR(64)     NOT NULL UNIQUE,
    source_file_name VARCHAR(1024) NOT NULL,
    benchmark_id     VARCHAR(1024) NOT NULL,
    title            MEDIUMTEXT   NOT NULL,
    description      MEDIUMTEXT,
    status           VARCHAR(255),
    status_date      DATE,
    reference_href   MEDIUMTEXT,
    publisher        MEDIUMTEXT,
    reference_source MEDIUMTEXT,
    version          VARCHAR(255),
    release_number   VARCHAR(255),
    benchmark_date   DATE,
    release_info     MEDIUMTEXT,
    -- Derived from the rules, stored so that the listing never reads a rule.
    rule_count       INT          NOT NULL,
    high_count       INT          NOT NULL,
    medium_count     INT          NOT NULL,
    low_count        INT          NOT NULL,
    unknown_count    INT          NOT NULL,
    imported_at      TIMESTAMP    NOT NULL DEFAULT CURRENT_TIMESTAMP
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

CREATE TABLE benchmark_profile (
    revision_id        BIGINT       NOT NULL,
    position           INT          NOT NULL,
    profile_id         VARCHAR(1024) NOT NULL,
    title              MEDIUMTEXT,
    selected_group_ids JSON         NOT NULL CHECK (JSON_VALID(selected_group_ids)),
    PRIMARY KEY (revision_id, position),
    FOREIGN KEY (revision_id) REFERENCES benchmark_revision (id) ON DELETE CASCADE
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

CREATE TABLE benchmark_rule (
    revision_id                BIGINT       NOT NULL,
    position                   INT          NOT NULL,
    group_id                   MEDIUMTEXT,
    group_title                MEDIUMTEXT,
    rule_id                    MEDIUMTEXT   NOT NULL,
    stig_id                    MEDIUMTEXT,
    severity                   VARCHAR(16) CHECK (severity IN ('high', 'medium', 'low')),
    weight                     VARCHAR(255),
    title                      MEDIUMTEXT,
    discussion                 MEDIUMTEXT,
    false_positives            MEDIUMTEXT,
    false_negatives            MEDIUMTEXT,
    documentable               MEDIUMTEXT,
    mitigations                MEDIUMTEXT,
    severity_override_guidance MEDIUMTEXT,
    potential_impacts          MEDIUMTEXT,
    third_party_tools          MEDIUMTEXT,
    mitigation_control         MEDIUMTEXT,
    responsibility             MEDIUMTEXT,
    ia_controls                MEDIUMTEXT,
    ccis                       JSON         NOT NULL CHECK (JSON_VALID(ccis)),
    legacy_ids                 JSON         NOT NULL CHECK (JSON_VALID(legacy_ids)),
    check_system               MEDIUMTEXT,
    check_ref_href             MEDIUMTEXT,
    check_ref_name             MEDIUMTEXT,
    check_content              MEDIUMTEXT,
    fix_ref                    MEDIUMTEXT,
    fix_text                   MEDIUMTEXT,
    PRIMARY KEY (revision_id, position),
    FOREIGN KEY (revision_id) REFERENCES benchmark_revision (id) ON DELETE CASCADE
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;
