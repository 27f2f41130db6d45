-- What DISA's file carries besides the rules' content: notices, front and rear matter, plain-texts other than
-- release-info, the schema location, profile descriptions and every rule's references. Revisions stored before this
-- migration have none of it (model_version 1): importing their files again replaces each of them whole.
ALTER TABLE benchmark_revision
    ADD COLUMN schema_location   MEDIUMTEXT,
    ADD COLUMN front_matter_lang VARCHAR(64),
    ADD COLUMN front_matter      MEDIUMTEXT,
    ADD COLUMN rear_matter_lang  VARCHAR(64),
    ADD COLUMN rear_matter       MEDIUMTEXT,
    ADD COLUMN model_version     INT NOT NULL DEFAULT 1;

ALTER TABLE benchmark_profile ADD COLUMN description MEDIUMTEXT;

-- Notices and plain-texts, in file order.
CREATE TABLE benchmark_text (
    revision_id BIGINT        NOT NULL,
    position    INT           NOT NULL,
    kind        VARCHAR(16)   NOT NULL CHECK (kind IN ('notice', 'plain-text')),
    text_id     VARCHAR(1024) NOT NULL,
    lang        VARCHAR(64),
    text        MEDIUMTEXT    NOT NULL,
    PRIMARY KEY (revision_id, position),
    FOREIGN KEY (revision_id) REFERENCES benchmark_revision (id) ON DELETE CASCADE
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;

-- A rule's references, each with its Dublin Core fields in order.
CREATE TABLE benchmark_rule_reference (
    revision_id   BIGINT NOT NULL,
    rule_position INT    NOT NULL,
    position      INT    NOT NULL,
    href          MEDIUMTEXT,
    dc_elements   JSON   NOT NULL CHECK (JSON_VALID(dc_elements)),
    dc_values     JSON   NOT NULL CHECK (JSON_VALID(dc_values)),
    PRIMARY KEY (revision_id, rule_position, position),
    FOREIGN KEY (revision_id) REFERENCES benchmark_revision (id) ON DELETE CASCADE
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4 COLLATE = utf8mb4_bin;
