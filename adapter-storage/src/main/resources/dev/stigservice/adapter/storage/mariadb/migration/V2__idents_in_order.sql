-- A rule's idents keep the source's order and system (DISA lists legacy ids before CCIs in some benchmarks, and
-- tools read them in that order), and the description tags DISA repeats are JSON arrays.
-- Rows written before this migration held CCIs and legacy ids apart, so they become CCIs then legacy ids under the
-- systems DISA writes today, and a newline-joined Responsibility becomes one value per line: the closest this data
-- allows. Importing the files again into an empty database gives the source's order.
ALTER TABLE benchmark_rule ADD COLUMN ident_systems JSON, ADD COLUMN ident_values JSON;

-- Each JSON string of the old arrays is replaced by the system it was read under.
UPDATE benchmark_rule SET
    ident_values = JSON_MERGE_PRESERVE(ccis, legacy_ids),
    ident_systems = JSON_MERGE_PRESERVE(
        REGEXP_REPLACE(ccis, '"(?:[^"\\\\]|\\\\.)*"', '"http://cyber.mil/cci"'),
        REGEXP_REPLACE(legacy_ids, '"(?:[^"\\\\]|\\\\.)*"', '"http://cyber.mil/legacy"')),
    -- JSON_QUOTE writes a newline as \n: each one ends a value.
    responsibility = IF(responsibility IS NULL, '[]', CONCAT('[', REPLACE(JSON_QUOTE(responsibility), '\\n', '","'), ']')),
    ia_controls = IF(ia_controls IS NULL, '[]', CONCAT('[', REPLACE(JSON_QUOTE(ia_controls), '\\n', '","'), ']'));

ALTER TABLE benchmark_rule
    DROP COLUMN ccis,
    DROP COLUMN legacy_ids,
    MODIFY ident_systems JSON NOT NULL CHECK (JSON_VALID(ident_systems)),
    MODIFY ident_values JSON NOT NULL CHECK (JSON_VALID(ident_values)),
    MODIFY responsibility JSON NOT NULL CHECK (JSON_VALID(responsibility)),
    MODIFY ia_controls JSON NOT NULL CHECK (JSON_VALID(ia_controls));
