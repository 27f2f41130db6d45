-- What DISA's file carries besides the rules' content: notices, front and rear matter, plain-texts other than
-- release-info, the schema location, profile descriptions and every rule's references. Revisions stored before this
-- migration have none of it (model_version 1): importing their files again replaces each of them whole.
ALTER TABLE benchmark_revision
    ADD COLUMN schema_location   TEXT,
    ADD COLUMN front_matter_lang TEXT,
    ADD COLUMN front_matter      TEXT,
    ADD COLUMN rear_matter_lang  TEXT,
    ADD COLUMN rear_matter       TEXT,
    ADD COLUMN model_version     INTEGER NOT NULL DEFAULT 1;

ALTER TABLE benchmark_profile ADD COLUMN description TEXT;

-- Notices and plain-texts, in file order.
CREATE TABLE benchmark_text (
    revision_id BIGINT  NOT NULL REFERENCES benchmark_revision (id) ON DELETE CASCADE,
    position    INTEGER NOT NULL,
    kind        TEXT    NOT NULL CHECK (kind IN ('notice', 'plain-text')),
    text_id     TEXT    NOT NULL,
    lang        TEXT,
    text        TEXT    NOT NULL,
    PRIMARY KEY (revision_id, position)
);

-- A rule's references, each with its Dublin Core fields in order.
CREATE TABLE benchmark_rule_reference (
    revision_id   BIGINT  NOT NULL REFERENCES benchmark_revision (id) ON DELETE CASCADE,
    rule_position INTEGER NOT NULL,
    position      INTEGER NOT NULL,
    href          TEXT,
    dc_elements   TEXT[]  NOT NULL,
    dc_values     TEXT[]  NOT NULL,
    PRIMARY KEY (revision_id, rule_position, position)
);
